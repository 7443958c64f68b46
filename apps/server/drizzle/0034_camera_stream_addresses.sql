ALTER TABLE "sn_camera_config" ADD COLUMN "live_url" varchar(300);
--> statement-breakpoint
ALTER TABLE "sn_camera_config" ADD COLUMN "playback_url" varchar(300);
