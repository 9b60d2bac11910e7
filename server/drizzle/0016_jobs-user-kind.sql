-- Issue 30 (decision 0020): an edit with a model moves the person's pending rescore of that
-- thought instead of queueing another; this finds it without reading the whole queue.
CREATE INDEX "jobs_user_kind_idx" ON "jobs" USING btree ("user_id","kind");
