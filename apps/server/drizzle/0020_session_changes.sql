-- Every server process keeps some of what it read for a few seconds (platform/changes.ts). The
-- database tells them what to forget: each write to a covered table notifies "<topic>:<user id>"
-- (and "<topic>:*" for a TRUNCATE). Triggers, not the code paths that write, so Better Auth's own
-- writes, the admin command and hand-run SQL are covered. TG_ARGV: the topic, the user id column.
CREATE FUNCTION carnitrack_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('carnitrack_changes', TG_ARGV[0] || ':*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('carnitrack_changes', TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1]));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('carnitrack_changes', TG_ARGV[0] || ':' || (to_jsonb(NEW) ->> TG_ARGV[1]));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Sessions: whatever ends or changes one, or renames its user or changes their address.
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION carnitrack_notify_change('sessions', 'user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION carnitrack_notify_change('sessions');
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OF name, email OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION carnitrack_notify_change('sessions', 'id');
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION carnitrack_notify_change('sessions');
