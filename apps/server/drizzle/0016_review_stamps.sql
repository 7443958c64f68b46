ALTER TABLE "operate_log" ALTER COLUMN "module" SET DATA TYPE varchar(200);
--> statement-breakpoint
ALTER TABLE "operate_log" ALTER COLUMN "action" SET DATA TYPE varchar(300);
--> statement-breakpoint
ALTER TABLE "operate_log" ALTER COLUMN "msg" SET DATA TYPE varchar(1500);
--> statement-breakpoint
ALTER TABLE "sys_job_log" ALTER COLUMN "message" SET DATA TYPE varchar(2000);
--> statement-breakpoint
ALTER TABLE "sys_warning_log" ALTER COLUMN "title" SET DATA TYPE varchar(500);
--> statement-breakpoint
ALTER TABLE "sys_warning_log" ALTER COLUMN "content" SET DATA TYPE varchar(2000);
--> statement-breakpoint
ALTER TABLE "sys_log_usual" ALTER COLUMN "title" SET DATA TYPE varchar(500);
--> statement-breakpoint
ALTER TABLE "sys_log_usual" ALTER COLUMN "message" SET DATA TYPE text;
--> statement-breakpoint
ALTER TABLE "create_wiring_park" ADD COLUMN "examine_by" varchar(60);
--> statement-breakpoint
ALTER TABLE "create_wiring_park" ADD COLUMN "examine_time" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "create_wiring_park" ADD COLUMN "examine_remark" varchar(200);
--> statement-breakpoint
ALTER TABLE "village" ADD COLUMN "examine_by" varchar(60);
--> statement-breakpoint
ALTER TABLE "village" ADD COLUMN "examine_time" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "village" ADD COLUMN "examine_remark" varchar(200);
--> statement-breakpoint
ALTER TABLE "park_area" ADD COLUMN "examine_by" varchar(60);
--> statement-breakpoint
ALTER TABLE "park_area" ADD COLUMN "examine_time" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "park_area" ADD COLUMN "examine_remark" varchar(200);
