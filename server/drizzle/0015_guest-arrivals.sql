CREATE TABLE "guest_arrivals" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"guest_user_id" text,
	"completed_goal_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_arrivals" ADD CONSTRAINT "guest_arrivals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_arrivals" ADD CONSTRAINT "guest_arrivals_guest_user_id_user_id_fk" FOREIGN KEY ("guest_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_arrivals_user_idx" ON "guest_arrivals" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_arrivals_guest_idx" ON "guest_arrivals" USING btree ("guest_user_id");
