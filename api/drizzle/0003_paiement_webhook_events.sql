-- Stripe webhook events already applied. Databases made before this migration
-- already have the table (the API created it at start-up): IF NOT EXISTS.
CREATE TABLE IF NOT EXISTS `paiement_webhook_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` text NOT NULL
);
