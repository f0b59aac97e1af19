-- Change notifications, PostgreSQL only (issue 13, plan decision 4): what SQLite's
-- `PRAGMA data_version` and the tail of the `events` table give each process on one file, these
-- give every API process on one server, whichever process (or tool) wrote.
--
-- teranga_changes: one notification per table written by a transaction (PostgreSQL folds identical
--   notifications of one transaction into one), payload the table's name. The read caches empty
--   themselves on it (`db/notifications.ts`), as SQLite's caches do on any change.
-- teranga_events: a new event was committed to the live log; the streams' hub reads the log at
--   once instead of waiting for its next poll.
-- Statement-level triggers: one notification per statement, whatever the number of rows.
CREATE FUNCTION notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('teranga_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('teranga_events', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_notify AFTER INSERT OR UPDATE OR DELETE ON refresh_tokens FOR EACH STATEMENT EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER user_documents_notify AFTER INSERT OR UPDATE OR DELETE ON user_documents FOR EACH STATEMENT EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER restaurants_notify AFTER INSERT OR UPDATE OR DELETE ON restaurants FOR EACH STATEMENT EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER categories_notify AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH STATEMENT EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER plats_notify AFTER INSERT OR UPDATE OR DELETE ON plats FOR EACH STATEMENT EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER commandes_notify AFTER INSERT OR UPDATE OR DELETE ON commandes FOR EACH STATEMENT EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER commande_items_notify AFTER INSERT OR UPDATE OR DELETE ON commande_items FOR EACH STATEMENT EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER paiements_notify AFTER INSERT OR UPDATE OR DELETE ON paiements FOR EACH STATEMENT EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER livraisons_notify AFTER INSERT OR UPDATE OR DELETE ON livraisons FOR EACH STATEMENT EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER events_notify AFTER INSERT ON events FOR EACH STATEMENT EXECUTE FUNCTION notify_event();
