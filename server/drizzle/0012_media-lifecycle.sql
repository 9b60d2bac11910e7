ALTER TABLE "media_objects" DROP CONSTRAINT "media_objects_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "media_objects" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_objects_checked_idx" ON "media_objects" USING btree ("checked_at");