CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"commande_id" text,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"commande_id" text,
	"memo" text,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"commission_bps" integer NOT NULL,
	"courier_base_cents" integer NOT NULL,
	"courier_per_km_cents" integer NOT NULL,
	"courier_min_cents" integer NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"vat_food_bps" integer NOT NULL,
	"vat_delivery_bps" integer NOT NULL,
	"accept_window_s" integer,
	"unpaid_ttl_s" integer,
	"courier_alert_s" integer,
	"updated_at" text NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "promo_uses" (
	"id" text PRIMARY KEY NOT NULL,
	"promo_id" text NOT NULL,
	"commande_id" text NOT NULL,
	"client_id" text NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" text,
	"ends_at" text,
	"max_uses" integer,
	"max_uses_per_client" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"restaurant_id" text,
	"created_by" text,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	CONSTRAINT "promos_kind_check" CHECK ("kind" IN ('percent', 'fixed', 'free_delivery')),
	CONSTRAINT "promos_uses_check" CHECK ("uses_count" >= 0 AND ("max_uses" IS NULL OR "uses_count" <= "max_uses"))
);
--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "tip_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "promo_id" text;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "money_terms" jsonb;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "commission_bps" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_uses" ADD CONSTRAINT "promo_uses_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_uses" ADD CONSTRAINT "promo_uses_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_uses" ADD CONSTRAINT "promo_uses_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_created_idx" ON "ledger_entries" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_commande_idx" ON "ledger_entries" USING btree ("commande_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_commande_idx" ON "ledger_transactions" USING btree ("commande_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_idx" ON "ledger_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_uses_commande_unique" ON "promo_uses" USING btree ("commande_id");--> statement-breakpoint
CREATE INDEX "promo_uses_promo_client_idx" ON "promo_uses" USING btree ("promo_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promos_code_unique" ON "promos" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promos_restaurant_idx" ON "promos" USING btree ("restaurant_id");