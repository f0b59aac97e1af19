ALTER TABLE `commande_items` ADD `position` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The lines already stored keep the order they had (their rowid), now written down.
UPDATE `commande_items` SET `position` = (
  SELECT count(*) FROM `commande_items` AS `before`
  WHERE `before`.`commande_id` = `commande_items`.`commande_id` AND `before`.rowid < `commande_items`.rowid
);
