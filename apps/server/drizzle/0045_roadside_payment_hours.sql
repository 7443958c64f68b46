CREATE TABLE "stat_road_pay_hour" (
	"park_id" bigint NOT NULL,
	"company_id" bigint,
	"hour" timestamp with time zone NOT NULL,
	"section_id" bigint,
	"employee_id" bigint,
	"pay_way" integer,
	"payments" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE INDEX "stat_road_pay_hour_park_hour_idx" ON "stat_road_pay_hour" USING btree ("park_id","hour");
--> statement-breakpoint
-- roadside takings per collector: a payment's hour, and every hour whose payments a shift, a moved berth or a
-- re-linked order or stay hands to another collector or section
CREATE FUNCTION stat_mark_payment_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stat_hours_writing();
  INSERT INTO stat_dirty_hour (kind, park_id, hour)
  SELECT DISTINCT 'roadpay', v.p, date_bin('1 hour', v.t, timestamptz '2000-01-01 00:00:00+00')
  FROM (VALUES (OLD.park_id, OLD.paid_at), (NEW.park_id, NEW.paid_at)) v(p, t)
  WHERE v.p IS NOT NULL AND v.t IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stat_mark_shift_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stat_hours_writing();
  INSERT INTO stat_dirty_hour (kind, park_id, hour)
  SELECT DISTINCT 'roadpay', v.p, h
  FROM (VALUES (OLD.park_id, OLD.started_at, coalesce(OLD.ended_at, now())),
               (NEW.park_id, NEW.started_at, coalesce(NEW.ended_at, now()))) v(p, f, t)
  CROSS JOIN LATERAL generate_series(date_bin('1 hour', v.f, timestamptz '2000-01-01 00:00:00+00'),
    date_bin('1 hour', greatest(v.f, v.t), timestamptz '2000-01-01 00:00:00+00'), interval '1 hour') h
  WHERE v.p IS NOT NULL AND v.f IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stat_mark_relinked_payment_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stat_hours_writing();
  INSERT INTO stat_dirty_hour (kind, park_id, hour)
  SELECT DISTINCT 'roadpay', p.park_id, date_bin('1 hour', p.paid_at, timestamptz '2000-01-01 00:00:00+00')
  FROM pay_record p JOIN park_order o ON o.id = p.order_id
  WHERE p.paid_at IS NOT NULL AND CASE TG_TABLE_NAME
    WHEN 'park_order' THEN o.id = NEW.id
    WHEN 'park_io_record' THEN o.record_id = NEW.id
    ELSE o.record_id IN (SELECT r.id FROM park_io_record r WHERE r.berth_id = NEW.id) END
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stat_payment_hours_write AFTER INSERT OR DELETE ON pay_record FOR EACH ROW
  EXECUTE FUNCTION stat_mark_payment_hours();
--> statement-breakpoint
CREATE TRIGGER stat_payment_hours_update AFTER UPDATE ON pay_record FOR EACH ROW
  WHEN (OLD.paid_at IS DISTINCT FROM NEW.paid_at OR OLD.park_id IS DISTINCT FROM NEW.park_id
    OR OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.order_id IS DISTINCT FROM NEW.order_id
    OR OLD.amount IS DISTINCT FROM NEW.amount OR OLD.pay_way IS DISTINCT FROM NEW.pay_way
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION stat_mark_payment_hours();
--> statement-breakpoint
CREATE TRIGGER stat_shift_hours_write AFTER INSERT OR DELETE ON park_shift FOR EACH ROW
  EXECUTE FUNCTION stat_mark_shift_hours();
--> statement-breakpoint
CREATE TRIGGER stat_shift_hours_update AFTER UPDATE ON park_shift FOR EACH ROW
  WHEN (OLD.started_at IS DISTINCT FROM NEW.started_at OR OLD.ended_at IS DISTINCT FROM NEW.ended_at
    OR OLD.park_id IS DISTINCT FROM NEW.park_id OR OLD.section_id IS DISTINCT FROM NEW.section_id
    OR OLD.box_id IS DISTINCT FROM NEW.box_id OR OLD.operator_id IS DISTINCT FROM NEW.operator_id
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION stat_mark_shift_hours();
--> statement-breakpoint
CREATE TRIGGER stat_payment_hours_relink AFTER UPDATE ON park_order FOR EACH ROW
  WHEN (OLD.record_id IS DISTINCT FROM NEW.record_id) EXECUTE FUNCTION stat_mark_relinked_payment_hours();
--> statement-breakpoint
CREATE TRIGGER stat_payment_hours_relink AFTER UPDATE ON park_io_record FOR EACH ROW
  WHEN (OLD.berth_id IS DISTINCT FROM NEW.berth_id) EXECUTE FUNCTION stat_mark_relinked_payment_hours();
--> statement-breakpoint
CREATE TRIGGER stat_payment_hours_relink AFTER UPDATE ON berth FOR EACH ROW
  WHEN (OLD.section_id IS DISTINCT FROM NEW.section_id) EXECUTE FUNCTION stat_mark_relinked_payment_hours();
--> statement-breakpoint
INSERT INTO stat_dirty_hour (kind, park_id, hour)
SELECT DISTINCT 'roadpay', p.park_id, date_bin('1 hour', p.paid_at, timestamptz '2000-01-01 00:00:00+00')
FROM pay_record p JOIN park_order o ON o.id = p.order_id JOIN park_io_record r ON r.id = o.record_id
WHERE r.berth_id IS NOT NULL AND p.paid_at IS NOT NULL AND p.deleted_at IS NULL
ON CONFLICT DO NOTHING;
