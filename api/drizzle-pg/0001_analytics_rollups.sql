-- Analytics roll-ups: the triggers of the SQLite migration 0002_analytics_rollups, in PL/pgSQL,
-- under the same trigger names and with the same effect on restaurant_daily_stats and
-- restaurant_daily_dish_sales (both tables come from 0000_init).
-- counted = not cancelled, and card orders only once paid. The day is left(created_at, 10), the
-- UTC date of the ISO timestamp (substr(created_at, 1, 10) on SQLite).
--
-- No back-fill here, unlike SQLite: its 0002 rolled up the orders already stored, and its 0004
-- gave the orders already stored a delivery pin and their status_times. A PostgreSQL database is
-- created by these migrations with every trigger and column in place before its first row, so
-- there is nothing to catch up. (A copy from a SQLite database must therefore either leave the
-- two roll-up tables out, the triggers rebuilding them as orders and lines are inserted, or copy
-- them with the triggers disabled: not both.)
--
-- Differences of execution with SQLite, none of which changes the result: PostgreSQL runs AFTER
-- row triggers at the end of the statement rather than after each row, and the cascades of a
-- foreign key (commande_items deleted with their order, plat_id set to null with the dish) go
-- through these triggers exactly as SQLite's do. The order's delete trigger stays BEFORE DELETE
-- so that it still sees the order's lines; the lines' delete trigger that the cascade fires
-- afterwards no longer finds the order, and removes nothing twice.

-- The revenue rule, in one place (also used in a trigger's WHEN).
CREATE FUNCTION rollup_counted(status text, payment_mode text, payment_status text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN status <> 'annulee' AND (payment_mode <> 'card' OR payment_status = 'paid');
--> statement-breakpoint
-- Adds (delta 1) or removes (delta -1) one order from its day and status.
CREATE FUNCTION rollup_order(o commandes, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO restaurant_daily_stats AS s (restaurant_id, day, status, orders, counted, revenue_cents)
  VALUES (
    o.restaurant_id, left(o.created_at, 10), o.status, delta,
    delta * rollup_counted(o.status, o.payment_mode, o.payment_status)::integer,
    CASE WHEN rollup_counted(o.status, o.payment_mode, o.payment_status) THEN delta * o.total_cents ELSE 0 END)
  ON CONFLICT (restaurant_id, day, status) DO UPDATE
    SET orders = s.orders + excluded.orders, counted = s.counted + excluded.counted,
        revenue_cents = s.revenue_cents + excluded.revenue_cents;
END
$$;
--> statement-breakpoint
-- Adds or removes the dish sales of all the lines of one order, when the order is counted.
CREATE FUNCTION rollup_order_dishes(o commandes, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO restaurant_daily_dish_sales AS d (restaurant_id, day, plat_id, quantity, revenue_cents)
  SELECT o.restaurant_id, left(o.created_at, 10), i.plat_id, delta * sum(i.quantity), delta * sum(i.subtotal_cents)
  FROM commande_items i
  WHERE i.commande_id = o.id AND i.plat_id IS NOT NULL AND rollup_counted(o.status, o.payment_mode, o.payment_status)
  GROUP BY i.plat_id
  ON CONFLICT (restaurant_id, day, plat_id) DO UPDATE
    SET quantity = d.quantity + excluded.quantity, revenue_cents = d.revenue_cents + excluded.revenue_cents;
END
$$;
--> statement-breakpoint
-- Adds or removes one order line from its dish's sales, when its order is counted.
CREATE FUNCTION rollup_line(l commande_items, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO restaurant_daily_dish_sales AS d (restaurant_id, day, plat_id, quantity, revenue_cents)
  SELECT c.restaurant_id, left(c.created_at, 10), l.plat_id, delta * l.quantity, delta * l.subtotal_cents
  FROM commandes c
  WHERE c.id = l.commande_id AND l.plat_id IS NOT NULL AND rollup_counted(c.status, c.payment_mode, c.payment_status)
  ON CONFLICT (restaurant_id, day, plat_id) DO UPDATE
    SET quantity = d.quantity + excluded.quantity, revenue_cents = d.revenue_cents + excluded.revenue_cents;
END
$$;
--> statement-breakpoint
CREATE FUNCTION commandes_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rollup_order(NEW, 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER commandes_rollup_insert AFTER INSERT ON commandes
FOR EACH ROW EXECUTE FUNCTION commandes_rollup_insert();
--> statement-breakpoint
CREATE FUNCTION commandes_rollup_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rollup_order(OLD, -1);
  PERFORM rollup_order(NEW, 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER commandes_rollup_update
AFTER UPDATE OF status, payment_mode, payment_status, total_cents, restaurant_id, created_at ON commandes
FOR EACH ROW WHEN (
  OLD.status IS DISTINCT FROM NEW.status OR OLD.payment_mode IS DISTINCT FROM NEW.payment_mode
  OR OLD.payment_status IS DISTINCT FROM NEW.payment_status OR OLD.total_cents IS DISTINCT FROM NEW.total_cents
  OR OLD.restaurant_id IS DISTINCT FROM NEW.restaurant_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
) EXECUTE FUNCTION commandes_rollup_update();
--> statement-breakpoint
CREATE FUNCTION commandes_rollup_dishes_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rollup_order_dishes(OLD, -1);
  PERFORM rollup_order_dishes(NEW, 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER commandes_rollup_dishes_update
AFTER UPDATE OF status, payment_mode, payment_status, restaurant_id, created_at ON commandes
FOR EACH ROW WHEN (
  rollup_counted(OLD.status, OLD.payment_mode, OLD.payment_status)
    IS DISTINCT FROM rollup_counted(NEW.status, NEW.payment_mode, NEW.payment_status)
  OR OLD.restaurant_id IS DISTINCT FROM NEW.restaurant_id
  OR left(OLD.created_at, 10) IS DISTINCT FROM left(NEW.created_at, 10)
) EXECUTE FUNCTION commandes_rollup_dishes_update();
--> statement-breakpoint
CREATE FUNCTION commandes_rollup_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rollup_order(OLD, -1);
  PERFORM rollup_order_dishes(OLD, -1);
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER commandes_rollup_delete BEFORE DELETE ON commandes
FOR EACH ROW EXECUTE FUNCTION commandes_rollup_delete();
--> statement-breakpoint
CREATE FUNCTION commande_items_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rollup_line(NEW, 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER commande_items_rollup_insert AFTER INSERT ON commande_items
FOR EACH ROW WHEN (NEW.plat_id IS NOT NULL) EXECUTE FUNCTION commande_items_rollup_insert();
--> statement-breakpoint
CREATE FUNCTION commande_items_rollup_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rollup_line(OLD, -1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER commande_items_rollup_delete AFTER DELETE ON commande_items
FOR EACH ROW WHEN (OLD.plat_id IS NOT NULL) EXECUTE FUNCTION commande_items_rollup_delete();
--> statement-breakpoint
CREATE FUNCTION commande_items_rollup_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rollup_line(OLD, -1);
  PERFORM rollup_line(NEW, 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER commande_items_rollup_update
AFTER UPDATE OF commande_id, plat_id, quantity, subtotal_cents ON commande_items
FOR EACH ROW EXECUTE FUNCTION commande_items_rollup_update();
