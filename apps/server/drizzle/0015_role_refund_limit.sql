ALTER TABLE "sys_role" ADD COLUMN "name_en" varchar(60);
--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "refund_limit" bigint;
