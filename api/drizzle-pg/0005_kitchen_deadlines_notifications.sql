CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_presence" (
	"user_id" text PRIMARY KEY NOT NULL,
	"seen_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "accept_by" text;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "payment_deadline" text;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "prep_minutes" integer;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "ready_at" text;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "estimated_delivery_at" text;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "cancel_message" text;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "prep_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "paused_at" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_presence" ADD CONSTRAINT "kitchen_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_unique" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "commandes_accept_by_idx" ON "commandes" USING btree ("accept_by");--> statement-breakpoint
CREATE INDEX "commandes_payment_deadline_idx" ON "commandes" USING btree ("payment_deadline");