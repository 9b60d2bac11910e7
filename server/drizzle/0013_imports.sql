CREATE TABLE "imports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"format" text NOT NULL,
	"file_name" text,
	"file_hash" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"parsed" jsonb,
	"projects_as_goals" boolean DEFAULT false NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created_task_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_goal_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"scored" integer DEFAULT 0 NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_user_idx" ON "imports" USING btree ("user_id","created_at");
