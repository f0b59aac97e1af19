CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commande_items" (
	"id" text PRIMARY KEY NOT NULL,
	"commande_id" text NOT NULL,
	"plat_id" text,
	"plat_name" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	CONSTRAINT "commande_items_quantity_check" CHECK ("quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "commandes" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"status" text DEFAULT 'en_attente' NOT NULL,
	"payment_mode" text DEFAULT 'card' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"delivery_address" text NOT NULL,
	"delivery_lat" double precision,
	"delivery_lng" double precision,
	"notes" text,
	"delivery_pin" text,
	"status_times" jsonb,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	CONSTRAINT "commandes_status_check" CHECK ("status" IN ('en_attente', 'confirmee', 'en_preparation', 'prete', 'en_livraison', 'livree', 'annulee')),
	CONSTRAINT "commandes_payment_mode_check" CHECK ("payment_mode" IN ('card', 'cash')),
	CONSTRAINT "commandes_payment_status_check" CHECK ("payment_status" IN ('pending', 'paid', 'failed', 'refunded', 'not_applicable')),
	CONSTRAINT "commandes_money_check" CHECK ("subtotal_cents" >= 0 AND "delivery_fee_cents" >= 0 AND "total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"commande_id" text,
	"livraison_id" text,
	"restaurant_id" text,
	"client_id" text,
	"livreur_id" text,
	"payload" text DEFAULT '{}' NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "livraisons" (
	"id" text PRIMARY KEY NOT NULL,
	"commande_id" text NOT NULL,
	"livreur_id" text,
	"status" text DEFAULT 'en_attente' NOT NULL,
	"pickup_address" text NOT NULL,
	"delivery_address" text NOT NULL,
	"distance_km" double precision,
	"estimated_time_minutes" integer,
	"pickup_time" text,
	"delivery_time" text,
	"last_lat" double precision,
	"last_lng" double precision,
	"pin_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	CONSTRAINT "livraisons_status_check" CHECK ("status" IN ('en_attente', 'acceptee', 'en_cours', 'livree', 'annulee'))
);
--> statement-breakpoint
CREATE TABLE "paiement_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paiements" (
	"id" text PRIMARY KEY NOT NULL,
	"commande_id" text NOT NULL,
	"provider" text NOT NULL,
	"intent_id" text NOT NULL,
	"client_secret" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	CONSTRAINT "paiements_status_check" CHECK ("status" IN ('pending', 'succeeded', 'failed', 'canceled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "plats" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"price_cents" integer NOT NULL,
	"category" text NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"is_vegetarian" boolean DEFAULT false NOT NULL,
	"is_vegan" boolean DEFAULT false NOT NULL,
	"is_spicy" boolean DEFAULT false NOT NULL,
	"popular_count" integer DEFAULT 0 NOT NULL,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preparation_time" integer,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	CONSTRAINT "plats_price_check" CHECK ("price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" text NOT NULL,
	"expires_at" text NOT NULL,
	"used_at" text,
	"revoked_at" text
);
--> statement-breakpoint
CREATE TABLE "restaurant_daily_dish_sales" (
	"restaurant_id" text NOT NULL,
	"day" text NOT NULL,
	"plat_id" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"revenue_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "restaurant_daily_dish_sales_restaurant_id_day_plat_id_pk" PRIMARY KEY("restaurant_id","day","plat_id")
);
--> statement-breakpoint
CREATE TABLE "restaurant_daily_stats" (
	"restaurant_id" text NOT NULL,
	"day" text NOT NULL,
	"status" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"counted" integer DEFAULT 0 NOT NULL,
	"revenue_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "restaurant_daily_stats_restaurant_id_day_status_pk" PRIMARY KEY("restaurant_id","day","status")
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"delivery_time" integer DEFAULT 30 NOT NULL,
	"delivery_fee_cents" integer DEFAULT 250 NOT NULL,
	"min_order_cents" integer DEFAULT 0 NOT NULL,
	"address" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	CONSTRAINT "restaurants_money_check" CHECK ("delivery_fee_cents" >= 0 AND "min_order_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"storage_path" text NOT NULL,
	"original_name" text,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" text NOT NULL,
	CONSTRAINT "user_documents_key_check" CHECK ("key" IN ('license', 'id_card', 'commerce_register', 'driver_license', 'insurance'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text,
	"lat" double precision,
	"lng" double precision,
	"role" text DEFAULT 'client' NOT NULL,
	"password_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("role" IN ('client', 'restaurateur', 'livreur', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commande_items" ADD CONSTRAINT "commande_items_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commande_items" ADD CONSTRAINT "commande_items_plat_id_plats_id_fk" FOREIGN KEY ("plat_id") REFERENCES "public"."plats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commandes" ADD CONSTRAINT "commandes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commandes" ADD CONSTRAINT "commandes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livraisons" ADD CONSTRAINT "livraisons_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livraisons" ADD CONSTRAINT "livraisons_livreur_id_users_id_fk" FOREIGN KEY ("livreur_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiements" ADD CONSTRAINT "paiements_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plats" ADD CONSTRAINT "plats_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_restaurant_name_unique" ON "categories" USING btree ("restaurant_id","name");--> statement-breakpoint
CREATE INDEX "commande_items_commande_idx" ON "commande_items" USING btree ("commande_id","plat_id","quantity","subtotal_cents");--> statement-breakpoint
CREATE INDEX "commande_items_plat_idx" ON "commande_items" USING btree ("plat_id");--> statement-breakpoint
CREATE INDEX "commandes_restaurant_created_idx" ON "commandes" USING btree ("restaurant_id","created_at","status","payment_mode","payment_status","total_cents","id");--> statement-breakpoint
CREATE INDEX "commandes_client_created_idx" ON "commandes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "commandes_restaurant_status_idx" ON "commandes" USING btree ("restaurant_id","status");--> statement-breakpoint
CREATE INDEX "commandes_status_idx" ON "commandes" USING btree ("status");--> statement-breakpoint
CREATE INDEX "events_created_idx" ON "events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "livraisons_commande_unique" ON "livraisons" USING btree ("commande_id");--> statement-breakpoint
CREATE INDEX "livraisons_status_idx" ON "livraisons" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "livraisons_livreur_idx" ON "livraisons" USING btree ("livreur_id","created_at");--> statement-breakpoint
CREATE INDEX "paiements_commande_idx" ON "paiements" USING btree ("commande_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paiements_intent_unique" ON "paiements" USING btree ("provider","intent_id");--> statement-breakpoint
CREATE INDEX "plats_restaurant_category_idx" ON "plats" USING btree ("restaurant_id","category");--> statement-breakpoint
CREATE INDEX "plats_restaurant_popular_idx" ON "plats" USING btree ("restaurant_id","popular_count");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_unique" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "restaurants_owner_idx" ON "restaurants" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_documents_user_key_unique" ON "user_documents" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_pending_idx" ON "users" USING btree ("is_verified","role");