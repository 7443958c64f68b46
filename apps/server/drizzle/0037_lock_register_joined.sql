ALTER TABLE "gate_device" ADD COLUMN "berth_id" bigint;
--> statement-breakpoint
ALTER TABLE "gate_device" ADD COLUMN "manufacturer_id" bigint;
--> statement-breakpoint
ALTER TABLE "gate_device" ADD COLUMN "lock_position" integer DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "gate_device" ADD COLUMN "battery" integer;
--> statement-breakpoint
-- the lock register's rows become berth locks (kind 4) of the device registry; a serial number the registry
-- already has stays that device's (the lock commands already named it)
INSERT INTO "gate_device" ("company_id", "park_id", "device_code", "device_name", "device_kind", "berth_id", "manufacturer_id", "lock_position", "battery", "online", "last_seen_at", "state", "created_at", "created_by", "updated_at", "updated_by")
SELECT l."company_id", l."park_id", l."sn", l."lock_name", 4, l."berth_id", l."manufacturer_id", l."position", l."battery", l."online", l."last_seen_at", l."state", l."created_at", l."created_by", l."updated_at", l."updated_by"
FROM "parking_lock" l
WHERE l."deleted_at" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "gate_device" d WHERE d."device_code" = l."sn" AND d."deleted_at" IS NULL);
--> statement-breakpoint
UPDATE "gate_device" d SET "berth_id" = l."berth_id", "manufacturer_id" = l."manufacturer_id", "lock_position" = l."position", "battery" = l."battery"
FROM "parking_lock" l
WHERE l."deleted_at" IS NULL AND d."device_code" = l."sn" AND d."deleted_at" IS NULL AND d."device_kind" = 4;
--> statement-breakpoint
ALTER TABLE "parking_lock" DISABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP TABLE "parking_lock" CASCADE;
--> statement-breakpoint
CREATE INDEX "gate_device_berth_id_idx" ON "gate_device" USING btree ("berth_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "gate_device_manufacturer_id_idx" ON "gate_device" USING btree ("manufacturer_id") WHERE deleted_at is null;

--> statement-breakpoint
ALTER TABLE "berth" ADD COLUMN "booked_plate" varchar(16);
--> statement-breakpoint
ALTER TABLE "berth" ADD COLUMN "booked_until" timestamp with time zone;
