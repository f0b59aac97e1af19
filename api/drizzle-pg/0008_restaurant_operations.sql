CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"commande_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"client_id" text NOT NULL,
	"livreur_id" text,
	"rating" integer NOT NULL,
	"comment" text,
	"courier_rating" text,
	"reply" text,
	"replied_at" text,
	"hidden_at" text,
	"hidden_by" text,
	"hidden_reason" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_courier_rating_check" CHECK ("courier_rating" IN ('up', 'down'))
);
--> statement-breakpoint
ALTER TABLE "commande_items" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "fulfillment" text DEFAULT 'livraison' NOT NULL;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "scheduled_for" text;--> statement-breakpoint
ALTER TABLE "plats" ADD COLUMN "option_groups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "time_zone" text DEFAULT 'Europe/Paris' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "closures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_minutes" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_until" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_livreur_id_users_id_fk" FOREIGN KEY ("livreur_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_commande_unique" ON "reviews" USING btree ("commande_id");--> statement-breakpoint
CREATE INDEX "reviews_restaurant_created_idx" ON "reviews" USING btree ("restaurant_id","created_at","id");