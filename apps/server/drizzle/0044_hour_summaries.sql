CREATE TABLE "stat_dirty_hour" (
	"kind" varchar(10) NOT NULL,
	"park_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "stat_dirty_hour_kind_park_id_hour_pk" PRIMARY KEY("kind","park_id","hour")
);

--> statement-breakpoint
CREATE TABLE "stat_order_hour" (
	"park_id" bigint NOT NULL,
	"company_id" bigint,
	"hour" timestamp with time zone NOT NULL,
	"state" integer NOT NULL,
	"pay_way" integer,
	"orders" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"paid_by_records" bigint DEFAULT 0 NOT NULL,
	"refunded_by_records" bigint DEFAULT 0 NOT NULL,
	"mismatches" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "stat_exit_hour" (
	"park_id" bigint NOT NULL,
	"company_id" bigint,
	"hour" timestamp with time zone NOT NULL,
	"car_kind" integer,
	"pay_way" integer,
	"stays" integer DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"coupon_discount" bigint DEFAULT 0 NOT NULL,
	"owe_amount" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "stat_exit_pay_hour" (
	"park_id" bigint NOT NULL,
	"company_id" bigint,
	"hour" timestamp with time zone NOT NULL,
	"car_kind" integer,
	"pay_way" integer,
	"way" integer,
	"paid" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE INDEX "stat_order_hour_park_hour_idx" ON "stat_order_hour" USING btree ("park_id","hour");
--> statement-breakpoint
CREATE INDEX "stat_exit_hour_park_hour_idx" ON "stat_exit_hour" USING btree ("park_id","hour");
--> statement-breakpoint
CREATE INDEX "stat_exit_pay_hour_park_hour_idx" ON "stat_exit_pay_hour" USING btree ("park_id","hour");
--> statement-breakpoint
-- Every write that changes what an hour summary counts marks the hour dirty in the same transaction: the stay's
-- exit hour, the order's paid hour and its stay's exit hour, a payment's or refund's order and stay. Hours are
-- whole UTC hours, so any local day of a whole-hour time zone is a set of them.
-- A writer holds the summaries' locks shared until it commits and a recount takes them alone, always in the same
-- order: a recount never counts an hour from records a writer has yet to commit and then deletes the mark that
-- writer found already there.
CREATE FUNCTION stat_hours_writing() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('stat-hours:order'));
  PERFORM pg_advisory_xact_lock_shared(hashtext('stat-hours:exit'));
  PERFORM pg_advisory_xact_lock_shared(hashtext('stat-hours:roadpay'));
END $$;
--> statement-breakpoint
CREATE FUNCTION stat_mark_stay_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stat_hours_writing();
  INSERT INTO stat_dirty_hour (kind, park_id, hour)
  SELECT DISTINCT 'exit', v.p, date_bin('1 hour', v.t, timestamptz '2000-01-01 00:00:00+00')
  FROM (VALUES (OLD.park_id, OLD.out_time), (NEW.park_id, NEW.out_time)) v(p, t)
  WHERE v.p IS NOT NULL AND v.t IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stat_mark_order_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stat_hours_writing();
  INSERT INTO stat_dirty_hour (kind, park_id, hour)
  SELECT DISTINCT v.k, v.p, date_bin('1 hour', v.t, timestamptz '2000-01-01 00:00:00+00')
  FROM (
    VALUES ('order', OLD.park_id, OLD.paid_at), ('order', NEW.park_id, NEW.paid_at)
    UNION ALL
    SELECT 'exit', s.park_id, s.out_time FROM park_io_record s WHERE s.id IN (OLD.record_id, NEW.record_id)
  ) v(k, p, t)
  WHERE v.p IS NOT NULL AND v.t IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stat_mark_money_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stat_hours_writing();
  INSERT INTO stat_dirty_hour (kind, park_id, hour)
  SELECT DISTINCT v.k, v.p, date_bin('1 hour', v.t, timestamptz '2000-01-01 00:00:00+00')
  FROM (
    SELECT 'order', o.park_id, o.paid_at FROM park_order o WHERE o.id IN (OLD.order_id, NEW.order_id)
    UNION ALL
    SELECT 'exit', s.park_id, s.out_time FROM park_order o JOIN park_io_record s ON s.id = o.record_id
    WHERE o.id IN (OLD.order_id, NEW.order_id)
  ) v(k, p, t)
  WHERE v.p IS NOT NULL AND v.t IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stat_hours_insert AFTER INSERT ON park_io_record FOR EACH ROW WHEN (NEW.out_time IS NOT NULL)
  EXECUTE FUNCTION stat_mark_stay_hours();
--> statement-breakpoint
CREATE TRIGGER stat_hours_delete AFTER DELETE ON park_io_record FOR EACH ROW WHEN (OLD.out_time IS NOT NULL)
  EXECUTE FUNCTION stat_mark_stay_hours();
--> statement-breakpoint
CREATE TRIGGER stat_hours_update AFTER UPDATE ON park_io_record FOR EACH ROW
  WHEN (OLD.out_time IS DISTINCT FROM NEW.out_time OR OLD.park_id IS DISTINCT FROM NEW.park_id
    OR OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.state IS DISTINCT FROM NEW.state
    OR OLD.fee IS DISTINCT FROM NEW.fee OR OLD.coupon_discount IS DISTINCT FROM NEW.coupon_discount
    OR OLD.owe_amount IS DISTINCT FROM NEW.owe_amount OR OLD.car_kind IS DISTINCT FROM NEW.car_kind
    OR OLD.pay_way IS DISTINCT FROM NEW.pay_way OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION stat_mark_stay_hours();
--> statement-breakpoint
CREATE TRIGGER stat_hours_write AFTER INSERT OR DELETE ON park_order FOR EACH ROW
  EXECUTE FUNCTION stat_mark_order_hours();
--> statement-breakpoint
CREATE TRIGGER stat_hours_update AFTER UPDATE ON park_order FOR EACH ROW
  WHEN (OLD.paid_at IS DISTINCT FROM NEW.paid_at OR OLD.park_id IS DISTINCT FROM NEW.park_id
    OR OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.state IS DISTINCT FROM NEW.state
    OR OLD.pay_way IS DISTINCT FROM NEW.pay_way OR OLD.amount IS DISTINCT FROM NEW.amount
    OR OLD.paid_amount IS DISTINCT FROM NEW.paid_amount OR OLD.refunded_amount IS DISTINCT FROM NEW.refunded_amount
    OR OLD.record_id IS DISTINCT FROM NEW.record_id OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION stat_mark_order_hours();
--> statement-breakpoint
CREATE TRIGGER stat_hours_write AFTER INSERT OR DELETE ON pay_record FOR EACH ROW
  EXECUTE FUNCTION stat_mark_money_hours();
--> statement-breakpoint
CREATE TRIGGER stat_hours_update AFTER UPDATE ON pay_record FOR EACH ROW
  WHEN (OLD.order_id IS DISTINCT FROM NEW.order_id OR OLD.amount IS DISTINCT FROM NEW.amount
    OR OLD.pay_way IS DISTINCT FROM NEW.pay_way OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION stat_mark_money_hours();
--> statement-breakpoint
CREATE TRIGGER stat_hours_write AFTER INSERT OR DELETE ON refund_order FOR EACH ROW
  EXECUTE FUNCTION stat_mark_money_hours();
--> statement-breakpoint
CREATE TRIGGER stat_hours_update AFTER UPDATE ON refund_order FOR EACH ROW
  WHEN (OLD.order_id IS DISTINCT FROM NEW.order_id OR OLD.amount IS DISTINCT FROM NEW.amount
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION stat_mark_money_hours();
--> statement-breakpoint
-- the records already there are counted by the summary job
INSERT INTO stat_dirty_hour (kind, park_id, hour)
SELECT DISTINCT 'order', park_id, date_bin('1 hour', paid_at, timestamptz '2000-01-01 00:00:00+00')
FROM park_order WHERE paid_at IS NOT NULL AND deleted_at IS NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO stat_dirty_hour (kind, park_id, hour)
SELECT DISTINCT 'exit', park_id, date_bin('1 hour', out_time, timestamptz '2000-01-01 00:00:00+00')
FROM park_io_record WHERE out_time IS NOT NULL AND deleted_at IS NULL
ON CONFLICT DO NOTHING;
