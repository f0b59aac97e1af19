DROP INDEX `commande_items_commande_idx`;--> statement-breakpoint
CREATE INDEX `commande_items_commande_idx` ON `commande_items` (`commande_id`,`plat_id`,`quantity`,`subtotal_cents`);--> statement-breakpoint
DROP INDEX `commandes_restaurant_created_idx`;--> statement-breakpoint
CREATE INDEX `commandes_restaurant_created_idx` ON `commandes` (`restaurant_id`,`created_at`,`status`,`payment_mode`,`payment_status`,`total_cents`,`id`);