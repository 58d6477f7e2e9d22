-- Every community read starts with the member's viewer (their role and whom they blocked), which
-- each process keeps for a few seconds (modules/community/viewer.ts): a write to their blocks or a
-- change of their role tells every process to forget it. `npm run admin` and hand-run SQL alike.
CREATE TRIGGER blocks_changed AFTER INSERT OR UPDATE OR DELETE ON blocks FOR EACH ROW EXECUTE FUNCTION carnitrack_notify_change('community', 'user_id');
--> statement-breakpoint
CREATE TRIGGER blocks_truncated AFTER TRUNCATE ON blocks FOR EACH STATEMENT EXECUTE FUNCTION carnitrack_notify_change('community');
--> statement-breakpoint
CREATE TRIGGER users_role_changed AFTER UPDATE OF role ON users FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION carnitrack_notify_change('community', 'id');
