DROP INDEX "park_io_record_hand_closed_out_time_idx";
--> statement-breakpoint
CREATE INDEX "park_io_record_hand_closed_out_time_idx" ON "park_io_record" USING btree ("out_time","id") WHERE deleted_at is null and "state" = 2 and "out_gate_id" is null and "berth_id" is null;
