-- Every instance keeps a short memory of the sessions it looked up (services/session-cache.ts).
-- These triggers tell every instance, on commit, that a session changed (ended, touched, or had
-- its expiry moved) or that a user's operator mark did, whichever code or person changed it.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE FUNCTION notify_operator_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'user:' || NEW.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER operator_changed AFTER UPDATE OF operator_since ON users
  FOR EACH ROW WHEN (OLD.operator_since IS DISTINCT FROM NEW.operator_since)
  EXECUTE FUNCTION notify_operator_change();
