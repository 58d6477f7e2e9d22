-- Every Premium-aware read asks for the user's entitlement, which each process keeps for a few
-- seconds (modules/billing/entitlement.ts): every write to a user's subscriptions tells every
-- process to forget it. A webhook, the admin command and hand-run SQL are covered alike.
CREATE TRIGGER subscriptions_changed AFTER INSERT OR UPDATE OR DELETE ON subscriptions FOR EACH ROW EXECUTE FUNCTION carnitrack_notify_change('subscriptions', 'user_id');
--> statement-breakpoint
CREATE TRIGGER subscriptions_truncated AFTER TRUNCATE ON subscriptions FOR EACH STATEMENT EXECUTE FUNCTION carnitrack_notify_change('subscriptions');
