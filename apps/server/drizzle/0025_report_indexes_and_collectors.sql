ALTER TABLE "stat_pay_day" ADD COLUMN "collector" varchar(20);
--> statement-breakpoint
CREATE INDEX "month_pass_payment_paid_at_idx" ON "month_pass_payment" USING btree ("paid_at") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "park_io_record_in_time_idx" ON "park_io_record" USING btree ("in_time") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "park_io_record_out_time_idx" ON "park_io_record" USING btree ("out_time") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "park_io_record_plate_number_in_time_idx" ON "park_io_record" USING btree ("plate_number","in_time") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "park_order_paid_at_idx" ON "park_order" USING btree ("paid_at") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "park_order_plate_number_idx" ON "park_order" USING btree ("plate_number") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "pay_record_paid_at_idx" ON "pay_record" USING btree ("paid_at") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "refund_order_refunded_at_idx" ON "refund_order" USING btree ("refunded_at") WHERE deleted_at is null;
