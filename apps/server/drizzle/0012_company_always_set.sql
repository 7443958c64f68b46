-- A row's company was always decided by the engine; the columns now say so. Rows of a park that somehow
-- lack it take their park's company first.
ALTER TABLE "sys_dept" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "base_dept" SET "company_id" = "park"."company_id" FROM "park" WHERE "base_dept"."park_id" = "park"."id" AND "base_dept"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "base_dept" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_service_config" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_service_config"."park_id" = "park"."id" AND "park_service_config"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_service_config" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "create_wiring_park" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "village" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "park" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_area" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_area"."park_id" = "park"."id" AND "park_area"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_area" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_box" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_box"."park_id" = "park"."id" AND "park_box"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_box" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_gate" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_gate"."park_id" = "park"."id" AND "park_gate"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_gate" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_car_type" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_car_type"."park_id" = "park"."id" AND "park_car_type"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_car_type" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_car_model" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_car_model"."park_id" = "park"."id" AND "park_car_model"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_car_model" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "gate_io_time" SET "company_id" = "park"."company_id" FROM "park" WHERE "gate_io_time"."park_id" = "park"."id" AND "gate_io_time"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "gate_io_time" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "berth_section" SET "company_id" = "park"."company_id" FROM "park" WHERE "berth_section"."park_id" = "park"."id" AND "berth_section"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "berth_section" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "berth" SET "company_id" = "park"."company_id" FROM "park" WHERE "berth"."park_id" = "park"."id" AND "berth"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "berth" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_info_extend" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_info_extend"."park_id" = "park"."id" AND "park_info_extend"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_info_extend" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "rda_park" SET "company_id" = "park"."company_id" FROM "park" WHERE "rda_park"."park_id" = "park"."id" AND "rda_park"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "rda_park" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "rd_parameter" SET "company_id" = "park"."company_id" FROM "park" WHERE "rd_parameter"."park_id" = "park"."id" AND "rd_parameter"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "rd_parameter" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_print_template" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_print_template"."park_id" = "park"."id" AND "park_print_template"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_print_template" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "garage_ad" SET "company_id" = "park"."company_id" FROM "park" WHERE "garage_ad"."park_id" = "park"."id" AND "garage_ad"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "garage_ad" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_command" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_command"."park_id" = "park"."id" AND "park_command"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_command" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_fee_rule" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_fee_rule"."park_id" = "park"."id" AND "park_fee_rule"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_fee_rule" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_area_fee_rule" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_area_fee_rule"."park_id" = "park"."id" AND "park_area_fee_rule"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_area_fee_rule" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_fee_period" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_fee_period"."park_id" = "park"."id" AND "park_fee_period"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_fee_period" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_fee_step" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_fee_step"."park_id" = "park"."id" AND "park_fee_step"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_fee_step" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_simple_fee_rule" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_simple_fee_rule"."park_id" = "park"."id" AND "park_simple_fee_rule"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_simple_fee_rule" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "plat_park_fee_rule" SET "company_id" = "park"."company_id" FROM "park" WHERE "plat_park_fee_rule"."park_id" = "park"."id" AND "plat_park_fee_rule"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "plat_park_fee_rule" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_white_list" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_white_list"."park_id" = "park"."id" AND "park_white_list"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_white_list" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_black_list" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_black_list"."park_id" = "park"."id" AND "park_black_list"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_black_list" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_noninductive_type" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_noninductive_type"."park_id" = "park"."id" AND "park_noninductive_type"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_noninductive_type" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "manage_book" SET "company_id" = "park"."company_id" FROM "park" WHERE "manage_book"."park_id" = "park"."id" AND "manage_book"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "manage_book" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "plate_correction" SET "company_id" = "park"."company_id" FROM "park" WHERE "plate_correction"."park_id" = "park"."id" AND "plate_correction"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "plate_correction" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "month_pass_group" SET "company_id" = "park"."company_id" FROM "park" WHERE "month_pass_group"."park_id" = "park"."id" AND "month_pass_group"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "month_pass_group" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "month_pass" SET "company_id" = "park"."company_id" FROM "park" WHERE "month_pass"."park_id" = "park"."id" AND "month_pass"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "month_pass" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "month_pass_payment" SET "company_id" = "park"."company_id" FROM "park" WHERE "month_pass_payment"."park_id" = "park"."id" AND "month_pass_payment"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "month_pass_payment" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "car_apply" SET "company_id" = "park"."company_id" FROM "park" WHERE "car_apply"."park_id" = "park"."id" AND "car_apply"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "car_apply" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "gate_device" SET "company_id" = "park"."company_id" FROM "park" WHERE "gate_device"."park_id" = "park"."id" AND "gate_device"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "gate_device" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_io_record" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_io_record"."park_id" = "park"."id" AND "park_io_record"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_io_record" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "gate_event" SET "company_id" = "park"."company_id" FROM "park" WHERE "gate_event"."park_id" = "park"."id" AND "gate_event"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "gate_event" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "park_order" SET "company_id" = "park"."company_id" FROM "park" WHERE "park_order"."park_id" = "park"."id" AND "park_order"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "park_order" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "pay_record" SET "company_id" = "park"."company_id" FROM "park" WHERE "pay_record"."park_id" = "park"."id" AND "pay_record"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "pay_record" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "refund_order" SET "company_id" = "park"."company_id" FROM "park" WHERE "refund_order"."park_id" = "park"."id" AND "refund_order"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "refund_order" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "berth_event" SET "company_id" = "park"."company_id" FROM "park" WHERE "berth_event"."park_id" = "park"."id" AND "berth_event"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "berth_event" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "escape_record" SET "company_id" = "park"."company_id" FROM "park" WHERE "escape_record"."park_id" = "park"."id" AND "escape_record"."company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "escape_record" ALTER COLUMN "company_id" SET NOT NULL;
