DROP INDEX "company_parent_id_idx";
--> statement-breakpoint
DROP INDEX "sys_user_company_idx";
--> statement-breakpoint
DROP INDEX "sys_role_company_idx";
--> statement-breakpoint
DROP INDEX "sys_menu_parent_id_idx";
--> statement-breakpoint
DROP INDEX "sys_dict_parent_id_idx";
--> statement-breakpoint
DROP INDEX "operate_log_company_idx";
--> statement-breakpoint
DROP INDEX "operate_log_user_id_idx";
--> statement-breakpoint
DROP INDEX "sys_tenant_company_idx";
--> statement-breakpoint
DROP INDEX "sys_dept_company_idx";
--> statement-breakpoint
DROP INDEX "sys_dept_parent_id_idx";
--> statement-breakpoint
DROP INDEX "base_dept_company_idx";
--> statement-breakpoint
DROP INDEX "base_dept_park_idx";
--> statement-breakpoint
DROP INDEX "base_dept_parent_id_idx";
--> statement-breakpoint
DROP INDEX "park_service_config_company_idx";
--> statement-breakpoint
DROP INDEX "park_service_config_park_idx";
--> statement-breakpoint
DROP INDEX "create_wiring_park_company_idx";
--> statement-breakpoint
DROP INDEX "sys_job_log_job_id_idx";
--> statement-breakpoint
DROP INDEX "sys_job_log_job_id_scheduled_at_idx";
--> statement-breakpoint
DROP INDEX "sys_warning_log_company_idx";
--> statement-breakpoint
DROP INDEX "sys_warning_log_dedupe_key_idx";
--> statement-breakpoint
DROP INDEX "sys_log_api_user_id_idx";
--> statement-breakpoint
DROP INDEX "sys_log_error_user_id_idx";
--> statement-breakpoint
DROP INDEX "village_company_idx";
--> statement-breakpoint
DROP INDEX "park_company_idx";
--> statement-breakpoint
DROP INDEX "park_village_id_idx";
--> statement-breakpoint
DROP INDEX "park_io_record_company_idx";
--> statement-breakpoint
DROP INDEX "park_io_record_park_idx";
--> statement-breakpoint
DROP INDEX "park_io_record_park_id_in_time_idx";
--> statement-breakpoint
CREATE INDEX "company_parent_id_idx" ON "company" USING btree ("parent_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "sys_user_company_idx" ON "sys_user" USING btree ("company_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "sys_role_company_idx" ON "sys_role" USING btree ("company_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "sys_menu_parent_id_idx" ON "sys_menu" USING btree ("parent_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "sys_dict_parent_id_idx" ON "sys_dict" USING btree ("parent_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "operate_log_company_idx" ON "operate_log" USING btree ("company_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "operate_log_user_id_idx" ON "operate_log" USING btree ("user_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "sys_tenant_company_idx" ON "sys_tenant" USING btree ("company_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "sys_dept_company_idx" ON "sys_dept" USING btree ("company_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "sys_dept_parent_id_idx" ON "sys_dept" USING btree ("parent_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "base_dept_company_idx" ON "base_dept" USING btree ("company_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "base_dept_park_idx" ON "base_dept" USING btree ("park_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "base_dept_parent_id_idx" ON "base_dept" USING btree ("parent_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "park_service_config_company_idx" ON "park_service_config" USING btree ("company_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "park_service_config_park_idx" ON "park_service_config" USING btree ("park_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "create_wiring_park_company_idx" ON "create_wiring_park" USING btree ("company_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "sys_job_log_job_id_idx" ON "sys_job_log" USING btree ("job_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "sys_job_log_job_id_scheduled_at_idx" ON "sys_job_log" USING btree ("job_id","scheduled_at") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "sys_warning_log_company_idx" ON "sys_warning_log" USING btree ("company_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "sys_warning_log_dedupe_key_idx" ON "sys_warning_log" USING btree ("dedupe_key") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "sys_log_api_user_id_idx" ON "sys_log_api" USING btree ("user_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "sys_log_error_user_id_idx" ON "sys_log_error" USING btree ("user_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "village_company_idx" ON "village" USING btree ("company_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "park_company_idx" ON "park" USING btree ("company_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "park_village_id_idx" ON "park" USING btree ("village_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "park_io_record_company_idx" ON "park_io_record" USING btree ("company_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "park_io_record_park_idx" ON "park_io_record" USING btree ("park_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "park_io_record_park_id_in_time_idx" ON "park_io_record" USING btree ("park_id","in_time") WHERE deleted_at is null;
