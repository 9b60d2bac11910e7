-- rows written before scores had an owner cannot be deleted with their person: start the cache again
DELETE FROM "score_cache";--> statement-breakpoint
ALTER TABLE "score_cache" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "score_cache" ADD CONSTRAINT "score_cache_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_cache_user_id_idx" ON "score_cache" USING btree ("user_id");