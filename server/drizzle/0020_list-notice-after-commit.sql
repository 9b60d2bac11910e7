-- Issue 30: a transaction that sends a notification holds one database-wide lock from its commit
-- until its commit record is flushed, so every write that notified waited for the one before it.
-- The app's one-message writes now say (transaction-local `firstly.announced`) that they announce
-- their list change themselves after the commit, batched with others (realtime/notifier.ts);
-- every other write, the app's locked writes and any from outside, is announced here as before.
CREATE OR REPLACE FUNCTION firstly_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('firstly.announced', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('firstly_changes', json_build_object('list', OLD.user_id)::text);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM pg_notify('firstly_changes', json_build_object('list', NEW.user_id)::text);
  END IF;
  RETURN NULL;
END $$;
