-- every write to a person's tasks or goals tells every instance, whoever made it (realtime/notifier.ts listToken)
CREATE OR REPLACE FUNCTION firstly_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('firstly_changes', json_build_object('list', OLD.user_id)::text);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM pg_notify('firstly_changes', json_build_object('list', NEW.user_id)::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER user_tasks_list_changed AFTER INSERT OR UPDATE OR DELETE ON user_tasks FOR EACH ROW EXECUTE FUNCTION firstly_list_changed();--> statement-breakpoint
CREATE TRIGGER user_goals_list_changed AFTER INSERT OR UPDATE OR DELETE ON user_goals FOR EACH ROW EXECUTE FUNCTION firstly_list_changed();
