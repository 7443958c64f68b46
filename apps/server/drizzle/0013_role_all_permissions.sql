-- Every permission comes from this flag, no longer from a role's code: the platform's own administrator role
-- keeps it; a company's role coded platform_admin does not get it.
ALTER TABLE "sys_role" ADD COLUMN "all_permissions" boolean DEFAULT false;
--> statement-breakpoint
UPDATE "sys_role" SET "all_permissions" = true WHERE "code" = 'platform_admin' AND "company_id" IS NULL AND "deleted_at" IS NULL;
