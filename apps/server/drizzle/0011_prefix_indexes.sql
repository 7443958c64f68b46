DROP INDEX "sys_role_company_idx";
--> statement-breakpoint
DROP INDEX "sys_job_log_job_id_idx";
--> statement-breakpoint
DROP INDEX "park_company_idx";
--> statement-breakpoint
DROP INDEX "berth_park_idx";
--> statement-breakpoint
DROP INDEX "park_command_park_idx";
--> statement-breakpoint
DROP INDEX "park_white_list_park_idx";
--> statement-breakpoint
DROP INDEX "park_black_list_park_idx";
--> statement-breakpoint
DROP INDEX "month_pass_park_idx";
--> statement-breakpoint
DROP INDEX "park_io_record_park_idx";
--> statement-breakpoint
DROP INDEX "park_io_record_berth_id_idx";
--> statement-breakpoint
DROP INDEX "gate_event_park_idx";
--> statement-breakpoint
DROP INDEX "gate_event_gate_id_idx";
--> statement-breakpoint
DROP INDEX "park_order_park_idx";
--> statement-breakpoint
DROP INDEX "pay_record_park_idx";
--> statement-breakpoint
DROP INDEX "refund_order_park_idx";
--> statement-breakpoint
DROP INDEX "berth_event_park_idx";
--> statement-breakpoint
DROP INDEX "escape_record_park_idx";
--> statement-breakpoint
CREATE INDEX "gate_event_gate_id_plate_number_event_time_idx" ON "gate_event" USING btree ("gate_id","plate_number","event_time") WHERE deleted_at is null;
