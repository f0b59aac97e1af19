CREATE TABLE `login_failures` (
	`key` text NOT NULL,
	`failed_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_failures_key_idx` ON `login_failures` (`key`,`failed_at`);