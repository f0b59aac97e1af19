CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`commande_id` text,
	`livraison_id` text,
	`restaurant_id` text,
	`client_id` text,
	`livreur_id` text,
	`payload` text DEFAULT '{}' NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `events_created_idx` ON `events` (`created_at`);--> statement-breakpoint
ALTER TABLE `commandes` ADD `delivery_pin` text;--> statement-breakpoint
ALTER TABLE `commandes` ADD `status_times` text;--> statement-breakpoint
ALTER TABLE `livraisons` ADD `pin_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders already in progress get their delivery code (the courier cannot complete without one).
UPDATE `commandes` SET `delivery_pin` = substr('000' || (abs(random()) % 10000), -4)
  WHERE `status` IN ('confirmee', 'en_preparation', 'prete', 'en_livraison');
--> statement-breakpoint
-- Every order gets the times known for its statuses: placed, and its current one.
UPDATE `commandes` SET `status_times` = json_set(json_object('en_attente', `created_at`), '$.' || `status`, `updated_at`);
