-- Issue 30: an edit that follows another of the same thought within moments (an autosave burst)
-- no longer scores the words it saves; the thought is marked and the built-in engine scores it
-- once its text has rested (use-cases/tasks/settle-scores.ts). The flag survives a crash: the
-- maintenance sweep scores what a stopped process left marked. Adding a column with a constant
-- default rewrites nothing.
ALTER TABLE "user_tasks" ADD COLUMN "scores_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- only marked rows are in it: the index holds a handful of rows, and an edit that leaves the flag
-- as it was can still be a heap-only update
CREATE INDEX "user_tasks_scores_pending_idx" ON "user_tasks" USING btree ("id") WHERE "user_tasks"."scores_pending";
