-- Analytics roll-ups: tables (generated) + triggers that keep them exact + backfill.
-- counted = not cancelled, and card orders only once paid.
CREATE TABLE `restaurant_daily_dish_sales` (
	`restaurant_id` text NOT NULL,
	`day` text NOT NULL,
	`plat_id` text NOT NULL,
	`quantity` integer DEFAULT 0 NOT NULL,
	`revenue_cents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`restaurant_id`, `day`, `plat_id`)
);
--> statement-breakpoint
CREATE TABLE `restaurant_daily_stats` (
	`restaurant_id` text NOT NULL,
	`day` text NOT NULL,
	`status` text NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	`counted` integer DEFAULT 0 NOT NULL,
	`revenue_cents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`restaurant_id`, `day`, `status`)
);
--> statement-breakpoint
CREATE TRIGGER `commandes_rollup_insert` AFTER INSERT ON `commandes` BEGIN
  INSERT INTO `restaurant_daily_stats` (`restaurant_id`, `day`, `status`, `orders`, `counted`, `revenue_cents`)
  VALUES (NEW.restaurant_id, substr(NEW.created_at, 1, 10), NEW.status, 1, (NEW.status <> 'annulee' AND (NEW.payment_mode <> 'card' OR NEW.payment_status = 'paid')), (CASE WHEN (NEW.status <> 'annulee' AND (NEW.payment_mode <> 'card' OR NEW.payment_status = 'paid')) THEN NEW.total_cents ELSE 0 END))
  ON CONFLICT (`restaurant_id`, `day`, `status`) DO UPDATE SET `orders` = `orders` + excluded.`orders`, `counted` = `counted` + excluded.`counted`, `revenue_cents` = `revenue_cents` + excluded.`revenue_cents`;
END;
--> statement-breakpoint
CREATE TRIGGER `commandes_rollup_update` AFTER UPDATE OF `status`, `payment_mode`, `payment_status`, `total_cents`, `restaurant_id`, `created_at` ON `commandes`
WHEN OLD.status IS NOT NEW.status OR OLD.payment_mode IS NOT NEW.payment_mode OR OLD.payment_status IS NOT NEW.payment_status
  OR OLD.total_cents IS NOT NEW.total_cents OR OLD.restaurant_id IS NOT NEW.restaurant_id OR OLD.created_at IS NOT NEW.created_at
BEGIN
  INSERT INTO `restaurant_daily_stats` (`restaurant_id`, `day`, `status`, `orders`, `counted`, `revenue_cents`)
  VALUES (OLD.restaurant_id, substr(OLD.created_at, 1, 10), OLD.status, -1, -(OLD.status <> 'annulee' AND (OLD.payment_mode <> 'card' OR OLD.payment_status = 'paid')), -(CASE WHEN (OLD.status <> 'annulee' AND (OLD.payment_mode <> 'card' OR OLD.payment_status = 'paid')) THEN OLD.total_cents ELSE 0 END))
  ON CONFLICT (`restaurant_id`, `day`, `status`) DO UPDATE SET `orders` = `orders` + excluded.`orders`, `counted` = `counted` + excluded.`counted`, `revenue_cents` = `revenue_cents` + excluded.`revenue_cents`;
  INSERT INTO `restaurant_daily_stats` (`restaurant_id`, `day`, `status`, `orders`, `counted`, `revenue_cents`)
  VALUES (NEW.restaurant_id, substr(NEW.created_at, 1, 10), NEW.status, 1, (NEW.status <> 'annulee' AND (NEW.payment_mode <> 'card' OR NEW.payment_status = 'paid')), (CASE WHEN (NEW.status <> 'annulee' AND (NEW.payment_mode <> 'card' OR NEW.payment_status = 'paid')) THEN NEW.total_cents ELSE 0 END))
  ON CONFLICT (`restaurant_id`, `day`, `status`) DO UPDATE SET `orders` = `orders` + excluded.`orders`, `counted` = `counted` + excluded.`counted`, `revenue_cents` = `revenue_cents` + excluded.`revenue_cents`;
END;
--> statement-breakpoint
CREATE TRIGGER `commandes_rollup_dishes_update` AFTER UPDATE OF `status`, `payment_mode`, `payment_status`, `restaurant_id`, `created_at` ON `commandes`
WHEN (OLD.status <> 'annulee' AND (OLD.payment_mode <> 'card' OR OLD.payment_status = 'paid')) IS NOT (NEW.status <> 'annulee' AND (NEW.payment_mode <> 'card' OR NEW.payment_status = 'paid')) OR OLD.restaurant_id IS NOT NEW.restaurant_id OR substr(OLD.created_at, 1, 10) IS NOT substr(NEW.created_at, 1, 10)
BEGIN
  INSERT INTO `restaurant_daily_dish_sales` (`restaurant_id`, `day`, `plat_id`, `quantity`, `revenue_cents`)
  SELECT OLD.restaurant_id, substr(OLD.created_at, 1, 10), i.plat_id, -sum(i.quantity), -sum(i.subtotal_cents)
  FROM `commande_items` i WHERE i.commande_id = OLD.id AND i.plat_id IS NOT NULL AND (OLD.status <> 'annulee' AND (OLD.payment_mode <> 'card' OR OLD.payment_status = 'paid')) GROUP BY i.plat_id
  ON CONFLICT (`restaurant_id`, `day`, `plat_id`) DO UPDATE SET `quantity` = `quantity` + excluded.`quantity`, `revenue_cents` = `revenue_cents` + excluded.`revenue_cents`;
  INSERT INTO `restaurant_daily_dish_sales` (`restaurant_id`, `day`, `plat_id`, `quantity`, `revenue_cents`)
  SELECT NEW.restaurant_id, substr(NEW.created_at, 1, 10), i.plat_id, sum(i.quantity), sum(i.subtotal_cents)
  FROM `commande_items` i WHERE i.commande_id = NEW.id AND i.plat_id IS NOT NULL AND (NEW.status <> 'annulee' AND (NEW.payment_mode <> 'card' OR NEW.payment_status = 'paid')) GROUP BY i.plat_id
  ON CONFLICT (`restaurant_id`, `day`, `plat_id`) DO UPDATE SET `quantity` = `quantity` + excluded.`quantity`, `revenue_cents` = `revenue_cents` + excluded.`revenue_cents`;
END;
--> statement-breakpoint
CREATE TRIGGER `commandes_rollup_delete` BEFORE DELETE ON `commandes` BEGIN
  INSERT INTO `restaurant_daily_stats` (`restaurant_id`, `day`, `status`, `orders`, `counted`, `revenue_cents`)
  VALUES (OLD.restaurant_id, substr(OLD.created_at, 1, 10), OLD.status, -1, -(OLD.status <> 'annulee' AND (OLD.payment_mode <> 'card' OR OLD.payment_status = 'paid')), -(CASE WHEN (OLD.status <> 'annulee' AND (OLD.payment_mode <> 'card' OR OLD.payment_status = 'paid')) THEN OLD.total_cents ELSE 0 END))
  ON CONFLICT (`restaurant_id`, `day`, `status`) DO UPDATE SET `orders` = `orders` + excluded.`orders`, `counted` = `counted` + excluded.`counted`, `revenue_cents` = `revenue_cents` + excluded.`revenue_cents`;
  INSERT INTO `restaurant_daily_dish_sales` (`restaurant_id`, `day`, `plat_id`, `quantity`, `revenue_cents`)
  SELECT OLD.restaurant_id, substr(OLD.created_at, 1, 10), i.plat_id, -sum(i.quantity), -sum(i.subtotal_cents)
  FROM `commande_items` i WHERE i.commande_id = OLD.id AND i.plat_id IS NOT NULL AND (OLD.status <> 'annulee' AND (OLD.payment_mode <> 'card' OR OLD.payment_status = 'paid')) GROUP BY i.plat_id
  ON CONFLICT (`restaurant_id`, `day`, `plat_id`) DO UPDATE SET `quantity` = `quantity` + excluded.`quantity`, `revenue_cents` = `revenue_cents` + excluded.`revenue_cents`;
END;
--> statement-breakpoint
CREATE TRIGGER `commande_items_rollup_insert` AFTER INSERT ON `commande_items` WHEN NEW.plat_id IS NOT NULL BEGIN
  INSERT INTO `restaurant_daily_dish_sales` (`restaurant_id`, `day`, `plat_id`, `quantity`, `revenue_cents`)
  SELECT c.restaurant_id, substr(c.created_at, 1, 10), NEW.plat_id, NEW.quantity, NEW.subtotal_cents
  FROM `commandes` c WHERE c.id = NEW.commande_id AND NEW.plat_id IS NOT NULL AND (c.status <> 'annulee' AND (c.payment_mode <> 'card' OR c.payment_status = 'paid'))
  ON CONFLICT (`restaurant_id`, `day`, `plat_id`) DO UPDATE SET `quantity` = `quantity` + excluded.`quantity`, `revenue_cents` = `revenue_cents` + excluded.`revenue_cents`;
END;
--> statement-breakpoint
CREATE TRIGGER `commande_items_rollup_delete` AFTER DELETE ON `commande_items` WHEN OLD.plat_id IS NOT NULL BEGIN
  INSERT INTO `restaurant_daily_dish_sales` (`restaurant_id`, `day`, `plat_id`, `quantity`, `revenue_cents`)
  SELECT c.restaurant_id, substr(c.created_at, 1, 10), OLD.plat_id, -OLD.quantity, -OLD.subtotal_cents
  FROM `commandes` c WHERE c.id = OLD.commande_id AND OLD.plat_id IS NOT NULL AND (c.status <> 'annulee' AND (c.payment_mode <> 'card' OR c.payment_status = 'paid'))
  ON CONFLICT (`restaurant_id`, `day`, `plat_id`) DO UPDATE SET `quantity` = `quantity` + excluded.`quantity`, `revenue_cents` = `revenue_cents` + excluded.`revenue_cents`;
END;
--> statement-breakpoint
CREATE TRIGGER `commande_items_rollup_update` AFTER UPDATE OF `commande_id`, `plat_id`, `quantity`, `subtotal_cents` ON `commande_items` BEGIN
  INSERT INTO `restaurant_daily_dish_sales` (`restaurant_id`, `day`, `plat_id`, `quantity`, `revenue_cents`)
  SELECT c.restaurant_id, substr(c.created_at, 1, 10), OLD.plat_id, -OLD.quantity, -OLD.subtotal_cents
  FROM `commandes` c WHERE c.id = OLD.commande_id AND OLD.plat_id IS NOT NULL AND (c.status <> 'annulee' AND (c.payment_mode <> 'card' OR c.payment_status = 'paid'))
  ON CONFLICT (`restaurant_id`, `day`, `plat_id`) DO UPDATE SET `quantity` = `quantity` + excluded.`quantity`, `revenue_cents` = `revenue_cents` + excluded.`revenue_cents`;
  INSERT INTO `restaurant_daily_dish_sales` (`restaurant_id`, `day`, `plat_id`, `quantity`, `revenue_cents`)
  SELECT c.restaurant_id, substr(c.created_at, 1, 10), NEW.plat_id, NEW.quantity, NEW.subtotal_cents
  FROM `commandes` c WHERE c.id = NEW.commande_id AND NEW.plat_id IS NOT NULL AND (c.status <> 'annulee' AND (c.payment_mode <> 'card' OR c.payment_status = 'paid'))
  ON CONFLICT (`restaurant_id`, `day`, `plat_id`) DO UPDATE SET `quantity` = `quantity` + excluded.`quantity`, `revenue_cents` = `revenue_cents` + excluded.`revenue_cents`;
END;
--> statement-breakpoint
INSERT INTO `restaurant_daily_stats` (`restaurant_id`, `day`, `status`, `orders`, `counted`, `revenue_cents`)
SELECT c.restaurant_id, substr(c.created_at, 1, 10), c.status, count(*), sum((c.status <> 'annulee' AND (c.payment_mode <> 'card' OR c.payment_status = 'paid'))), sum(CASE WHEN (c.status <> 'annulee' AND (c.payment_mode <> 'card' OR c.payment_status = 'paid')) THEN c.total_cents ELSE 0 END)
FROM `commandes` c WHERE true GROUP BY c.restaurant_id, substr(c.created_at, 1, 10), c.status;
--> statement-breakpoint
INSERT INTO `restaurant_daily_dish_sales` (`restaurant_id`, `day`, `plat_id`, `quantity`, `revenue_cents`)
SELECT c.restaurant_id, substr(c.created_at, 1, 10), i.plat_id, sum(i.quantity), sum(i.subtotal_cents)
FROM `commandes` c JOIN `commande_items` i ON i.commande_id = c.id WHERE i.plat_id IS NOT NULL AND (c.status <> 'annulee' AND (c.payment_mode <> 'card' OR c.payment_status = 'paid'))
GROUP BY c.restaurant_id, substr(c.created_at, 1, 10), i.plat_id;
