ALTER TABLE "gate_device" ADD COLUMN "online" boolean DEFAULT false;
--> statement-breakpoint
ALTER TABLE "gate_device" ADD COLUMN "last_seen_at" timestamp with time zone;
