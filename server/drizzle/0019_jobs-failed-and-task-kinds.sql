-- Issue 24: a job the worker cannot read (unknown kind, payload its schema refuses) is kept and
-- marked failed instead of being deleted; the claim skips such rows.
ALTER TABLE "jobs" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
-- the reminder jobs are named after the task, as the code is (docs/glossary.md)
UPDATE "jobs" SET "kind" = 'task-due' WHERE "kind" = 'thought-due';--> statement-breakpoint
UPDATE "jobs" SET "kind" = 'push-task-back' WHERE "kind" = 'push-thought-back';
