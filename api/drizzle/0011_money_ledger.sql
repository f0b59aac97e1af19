CREATE TABLE `ledger_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`transaction_id` text NOT NULL,
	`account` text NOT NULL,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`commande_id` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`transaction_id`) REFERENCES `ledger_transactions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ledger_entries_account_created_idx` ON `ledger_entries` (`account`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_entries_transaction_idx` ON `ledger_entries` (`transaction_id`);--> statement-breakpoint
CREATE INDEX `ledger_entries_commande_idx` ON `ledger_entries` (`commande_id`);--> statement-breakpoint
CREATE TABLE `ledger_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`commande_id` text,
	`memo` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ledger_transactions_commande_idx` ON `ledger_transactions` (`commande_id`);--> statement-breakpoint
CREATE INDEX `ledger_transactions_created_idx` ON `ledger_transactions` (`created_at`);--> statement-breakpoint
CREATE TABLE `platform_settings` (
	`id` text PRIMARY KEY NOT NULL,
	`commission_bps` integer NOT NULL,
	`courier_base_cents` integer NOT NULL,
	`courier_per_km_cents` integer NOT NULL,
	`courier_min_cents` integer NOT NULL,
	`delivery_fee_cents` integer NOT NULL,
	`vat_food_bps` integer NOT NULL,
	`vat_delivery_bps` integer NOT NULL,
	`accept_window_s` integer,
	`unpaid_ttl_s` integer,
	`courier_alert_s` integer,
	`updated_at` text NOT NULL,
	`updated_by` text,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `promo_uses` (
	`id` text PRIMARY KEY NOT NULL,
	`promo_id` text NOT NULL,
	`commande_id` text NOT NULL,
	`client_id` text NOT NULL,
	`discount_cents` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`promo_id`) REFERENCES `promos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`commande_id`) REFERENCES `commandes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promo_uses_commande_unique` ON `promo_uses` (`commande_id`);--> statement-breakpoint
CREATE INDEX `promo_uses_promo_client_idx` ON `promo_uses` (`promo_id`,`client_id`);--> statement-breakpoint
CREATE TABLE `promos` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`value` integer NOT NULL,
	`min_subtotal_cents` integer DEFAULT 0 NOT NULL,
	`starts_at` text,
	`ends_at` text,
	`max_uses` integer,
	`max_uses_per_client` integer,
	`first_order_only` integer DEFAULT false NOT NULL,
	`restaurant_id` text,
	`created_by` text,
	`uses_count` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "promos_kind_check" CHECK("kind" IN ('percent', 'fixed', 'free_delivery')),
	CONSTRAINT "promos_uses_check" CHECK("uses_count" >= 0 AND ("max_uses" IS NULL OR "uses_count" <= "max_uses"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promos_code_unique` ON `promos` (`code`);--> statement-breakpoint
CREATE INDEX `promos_restaurant_idx` ON `promos` (`restaurant_id`);--> statement-breakpoint
ALTER TABLE `commandes` ADD `tip_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `commandes` ADD `discount_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `commandes` ADD `promo_id` text;--> statement-breakpoint
ALTER TABLE `commandes` ADD `promo_code` text;--> statement-breakpoint
ALTER TABLE `commandes` ADD `money_terms` text;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `commission_bps` integer;