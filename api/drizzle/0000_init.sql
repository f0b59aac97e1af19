CREATE TABLE `categories` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`restaurant_id` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_restaurant_name_unique` ON `categories` (`restaurant_id`,`name`);--> statement-breakpoint
CREATE TABLE `commande_items` (
	`id` text PRIMARY KEY NOT NULL,
	`commande_id` text NOT NULL,
	`plat_id` text,
	`plat_name` text NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`quantity` integer NOT NULL,
	`subtotal_cents` integer NOT NULL,
	FOREIGN KEY (`commande_id`) REFERENCES `commandes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plat_id`) REFERENCES `plats`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "commande_items_quantity_check" CHECK("quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX `commande_items_commande_idx` ON `commande_items` (`commande_id`);--> statement-breakpoint
CREATE INDEX `commande_items_plat_idx` ON `commande_items` (`plat_id`);--> statement-breakpoint
CREATE TABLE `commandes` (
	`id` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`restaurant_id` text NOT NULL,
	`status` text DEFAULT 'en_attente' NOT NULL,
	`payment_mode` text DEFAULT 'card' NOT NULL,
	`payment_status` text DEFAULT 'pending' NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`delivery_fee_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`delivery_address` text NOT NULL,
	`delivery_lat` real,
	`delivery_lng` real,
	`notes` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "commandes_status_check" CHECK("status" IN ('en_attente', 'confirmee', 'en_preparation', 'prete', 'en_livraison', 'livree', 'annulee')),
	CONSTRAINT "commandes_payment_mode_check" CHECK("payment_mode" IN ('card', 'cash')),
	CONSTRAINT "commandes_payment_status_check" CHECK("payment_status" IN ('pending', 'paid', 'failed', 'refunded', 'not_applicable')),
	CONSTRAINT "commandes_money_check" CHECK("subtotal_cents" >= 0 AND "delivery_fee_cents" >= 0 AND "total_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `commandes_restaurant_created_idx` ON `commandes` (`restaurant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `commandes_client_created_idx` ON `commandes` (`client_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `commandes_restaurant_status_idx` ON `commandes` (`restaurant_id`,`status`);--> statement-breakpoint
CREATE INDEX `commandes_status_idx` ON `commandes` (`status`);--> statement-breakpoint
CREATE TABLE `livraisons` (
	`id` text PRIMARY KEY NOT NULL,
	`commande_id` text NOT NULL,
	`livreur_id` text,
	`status` text DEFAULT 'en_attente' NOT NULL,
	`pickup_address` text NOT NULL,
	`delivery_address` text NOT NULL,
	`distance_km` real,
	`estimated_time_minutes` integer,
	`pickup_time` text,
	`delivery_time` text,
	`last_lat` real,
	`last_lng` real,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`commande_id`) REFERENCES `commandes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`livreur_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "livraisons_status_check" CHECK("status" IN ('en_attente', 'acceptee', 'en_cours', 'livree', 'annulee'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `livraisons_commande_unique` ON `livraisons` (`commande_id`);--> statement-breakpoint
CREATE INDEX `livraisons_status_idx` ON `livraisons` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `livraisons_livreur_idx` ON `livraisons` (`livreur_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `paiements` (
	`id` text PRIMARY KEY NOT NULL,
	`commande_id` text NOT NULL,
	`provider` text NOT NULL,
	`intent_id` text NOT NULL,
	`client_secret` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'eur' NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`commande_id`) REFERENCES `commandes`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "paiements_status_check" CHECK("status" IN ('pending', 'succeeded', 'failed', 'canceled', 'refunded'))
);
--> statement-breakpoint
CREATE INDEX `paiements_commande_idx` ON `paiements` (`commande_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `paiements_intent_unique` ON `paiements` (`provider`,`intent_id`);--> statement-breakpoint
CREATE TABLE `plats` (
	`id` text PRIMARY KEY NOT NULL,
	`restaurant_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`image_url` text,
	`price_cents` integer NOT NULL,
	`category` text NOT NULL,
	`is_available` integer DEFAULT true NOT NULL,
	`is_vegetarian` integer DEFAULT false NOT NULL,
	`is_vegan` integer DEFAULT false NOT NULL,
	`is_spicy` integer DEFAULT false NOT NULL,
	`popular_count` integer DEFAULT 0 NOT NULL,
	`ingredients` text DEFAULT '[]' NOT NULL,
	`allergens` text DEFAULT '[]' NOT NULL,
	`preparation_time` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "plats_price_check" CHECK("price_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `plats_restaurant_category_idx` ON `plats` (`restaurant_id`,`category`);--> statement-breakpoint
CREATE INDEX `plats_restaurant_popular_idx` ON `plats` (`restaurant_id`,`popular_count`);--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`family_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`revoked_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refresh_tokens_hash_unique` ON `refresh_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_user_idx` ON `refresh_tokens` (`user_id`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_family_idx` ON `refresh_tokens` (`family_id`);--> statement-breakpoint
CREATE TABLE `restaurants` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`image_url` text,
	`categories` text DEFAULT '[]' NOT NULL,
	`is_open` integer DEFAULT true NOT NULL,
	`rating` real DEFAULT 0 NOT NULL,
	`total_reviews` integer DEFAULT 0 NOT NULL,
	`delivery_time` integer DEFAULT 30 NOT NULL,
	`delivery_fee_cents` integer DEFAULT 250 NOT NULL,
	`min_order_cents` integer DEFAULT 0 NOT NULL,
	`address` text NOT NULL,
	`lat` real,
	`lng` real,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "restaurants_money_check" CHECK("delivery_fee_cents" >= 0 AND "min_order_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `restaurants_owner_idx` ON `restaurants` (`owner_id`);--> statement-breakpoint
CREATE TABLE `user_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`key` text NOT NULL,
	`storage_path` text NOT NULL,
	`original_name` text,
	`mime` text NOT NULL,
	`size` integer NOT NULL,
	`uploaded_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_documents_key_check" CHECK("key" IN ('license', 'id_card', 'commerce_register', 'driver_license', 'insurance'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_documents_user_key_unique` ON `user_documents` (`user_id`,`key`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`address` text,
	`lat` real,
	`lng` real,
	`role` text DEFAULT 'client' NOT NULL,
	`password_hash` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`rejection_reason` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "users_role_check" CHECK("role" IN ('client', 'restaurateur', 'livreur', 'admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`);--> statement-breakpoint
CREATE INDEX `users_pending_idx` ON `users` (`is_verified`,`role`);