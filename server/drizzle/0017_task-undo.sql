ALTER TABLE "user_tasks" ADD COLUMN "undo_state" jsonb;
