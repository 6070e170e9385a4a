-- Every status history row becomes an event once its transaction commits (docs/adr/0043):
-- NOTIFY is delivered at commit, never for a rolled-back row, whoever wrote it.
CREATE FUNCTION "notify_order_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('order_events', NEW."id" || ' ' || NEW."order_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_status_history_notify" AFTER INSERT ON "order_status_history" FOR EACH ROW EXECUTE FUNCTION "notify_order_event"();
