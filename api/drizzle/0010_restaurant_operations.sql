CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`commande_id` text NOT NULL,
	`restaurant_id` text NOT NULL,
	`client_id` text NOT NULL,
	`livreur_id` text,
	`rating` integer NOT NULL,
	`comment` text,
	`courier_rating` text,
	`reply` text,
	`replied_at` text,
	`hidden_at` text,
	`hidden_by` text,
	`hidden_reason` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`commande_id`) REFERENCES `commandes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`livreur_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`hidden_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reviews_rating_check" CHECK("rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_courier_rating_check" CHECK("courier_rating" IN ('up', 'down'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_commande_unique` ON `reviews` (`commande_id`);--> statement-breakpoint
CREATE INDEX `reviews_restaurant_created_idx` ON `reviews` (`restaurant_id`,`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `commande_items` ADD `options` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `commandes` ADD `fulfillment` text DEFAULT 'livraison' NOT NULL;--> statement-breakpoint
ALTER TABLE `commandes` ADD `scheduled_for` text;--> statement-breakpoint
ALTER TABLE `plats` ADD `option_groups` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `time_zone` text DEFAULT 'Europe/Paris' NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `opening_hours` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `closures` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `busy_minutes` integer;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `busy_until` text;