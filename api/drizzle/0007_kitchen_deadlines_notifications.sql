-- Orders stored before this migration keep no deadline (accept_by and payment_deadline NULL):
-- the deadline sweeps never act on them; the orders placed from now on get theirs when created.
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`reason` text,
	`before` text,
	`after` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `kitchen_presence` (
	`user_id` text PRIMARY KEY NOT NULL,
	`seen_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notification_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`email` integer DEFAULT true NOT NULL,
	`push` integer DEFAULT true NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
ALTER TABLE `commandes` ADD `accept_by` text;--> statement-breakpoint
ALTER TABLE `commandes` ADD `payment_deadline` text;--> statement-breakpoint
ALTER TABLE `commandes` ADD `prep_minutes` integer;--> statement-breakpoint
ALTER TABLE `commandes` ADD `ready_at` text;--> statement-breakpoint
ALTER TABLE `commandes` ADD `estimated_delivery_at` text;--> statement-breakpoint
ALTER TABLE `commandes` ADD `cancel_reason` text;--> statement-breakpoint
ALTER TABLE `commandes` ADD `cancel_message` text;--> statement-breakpoint
ALTER TABLE `commandes` ADD `cancelled_by` text;--> statement-breakpoint
CREATE INDEX `commandes_accept_by_idx` ON `commandes` (`accept_by`);--> statement-breakpoint
CREATE INDEX `commandes_payment_deadline_idx` ON `commandes` (`payment_deadline`);--> statement-breakpoint
ALTER TABLE `restaurants` ADD `prep_minutes` integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `paused_reason` text;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `paused_at` text;