ALTER TABLE "user_settings" ALTER COLUMN "delay_duration" SET DEFAULT '1 hours';--> statement-breakpoint
ALTER TABLE "user_settings" ALTER COLUMN "custom_delay" SET DEFAULT '{"amount":1,"unit":"hours"}'::jsonb;
