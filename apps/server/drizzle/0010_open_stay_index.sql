DROP INDEX "park_io_record_park_id_state_plate_number_idx";
--> statement-breakpoint
CREATE INDEX "park_io_record_park_id_state_plate_number_in_time_idx" ON "park_io_record" USING btree ("park_id","state","plate_number","in_time") WHERE deleted_at is null;
