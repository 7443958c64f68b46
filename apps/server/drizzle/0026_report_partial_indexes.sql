CREATE INDEX "park_io_record_escaped_out_time_idx" ON "park_io_record" USING btree ("out_time") WHERE deleted_at is null and "state" = 4;
--> statement-breakpoint
CREATE INDEX "park_io_record_no_entry_fee_out_time_idx" ON "park_io_record" USING btree ("out_time") WHERE deleted_at is null and "no_entry_fee" is not null;
--> statement-breakpoint
CREATE INDEX "park_io_record_gateless_entry_out_time_idx" ON "park_io_record" USING btree ("out_time") WHERE deleted_at is null and "in_gate_id" is null and "out_gate_id" is not null;
--> statement-breakpoint
CREATE INDEX "park_io_record_hand_closed_out_time_idx" ON "park_io_record" USING btree ("out_time") WHERE deleted_at is null and "state" = 2 and "out_gate_id" is null and "berth_id" is null;
--> statement-breakpoint
CREATE INDEX "park_io_record_roadside_out_time_idx" ON "park_io_record" USING btree ("out_time") WHERE deleted_at is null and "berth_id" is not null;
--> statement-breakpoint
CREATE INDEX "gate_event_held_exit_idx" ON "gate_event" USING btree ("record_id") WHERE deleted_at is null and "direction" = 2 and "verdict" in (2, 4) and "record_id" is not null;
--> statement-breakpoint
CREATE INDEX "park_order_unpaid_idx" ON "park_order" USING btree ("paid_at","record_id") WHERE deleted_at is null and "state" = 0;
