ALTER TABLE "park" ADD COLUMN "quarterly_pass_price" bigint;
--> statement-breakpoint
ALTER TABLE "park" ADD COLUMN "yearly_pass_price" bigint;
--> statement-breakpoint
ALTER TABLE "park" ADD COLUMN "no_entry_fee" bigint;
--> statement-breakpoint
ALTER TABLE "park_car_type" ADD COLUMN "plate_color" integer;
--> statement-breakpoint
ALTER TABLE "park_io_record" ADD COLUMN "no_entry_fee" bigint;
--> statement-breakpoint
ALTER TABLE "park_io_record" ADD COLUMN "pass_id" bigint;
--> statement-breakpoint
ALTER TABLE "park_io_record" ADD COLUMN "covered_from" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "park_io_record" ADD COLUMN "stall_to" bigint;
--> statement-breakpoint
ALTER TABLE "gate_event" ADD COLUMN "device_time" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "gate_event" ADD COLUMN "device_direction" integer;
--> statement-breakpoint
ALTER TABLE "gate_event" ADD COLUMN "correction" varchar(200);
--> statement-breakpoint
CREATE INDEX "park_io_record_pass_id_idx" ON "park_io_record" USING btree ("pass_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "park_io_record_stall_to_idx" ON "park_io_record" USING btree ("stall_to") WHERE deleted_at is null;
