-- A user's own data (food log, favourites, custom foods, meals, fasts, subscriptions, blocks and
-- role, favourite recipes) is no longer kept per process: every read asks the database, so a read
-- on one process never returns what a write on another has already replaced. Nothing listens for
-- those changes any more; only the session triggers of migration 0020 stay (the session check is
-- still kept per process a few seconds, forgotten on their notification).
DROP TRIGGER IF EXISTS food_log_entries_changed ON food_log_entries;--> statement-breakpoint
DROP TRIGGER IF EXISTS food_log_entries_truncated ON food_log_entries;--> statement-breakpoint
DROP TRIGGER IF EXISTS food_favorites_changed ON food_favorites;--> statement-breakpoint
DROP TRIGGER IF EXISTS food_favorites_truncated ON food_favorites;--> statement-breakpoint
DROP TRIGGER IF EXISTS custom_foods_changed ON custom_foods;--> statement-breakpoint
DROP TRIGGER IF EXISTS custom_foods_truncated ON custom_foods;--> statement-breakpoint
DROP TRIGGER IF EXISTS subscriptions_changed ON subscriptions;--> statement-breakpoint
DROP TRIGGER IF EXISTS subscriptions_truncated ON subscriptions;--> statement-breakpoint
DROP TRIGGER IF EXISTS blocks_changed ON blocks;--> statement-breakpoint
DROP TRIGGER IF EXISTS blocks_truncated ON blocks;--> statement-breakpoint
DROP TRIGGER IF EXISTS users_role_changed ON users;--> statement-breakpoint
DROP TRIGGER IF EXISTS recipe_favorites_changed ON recipe_favorites;--> statement-breakpoint
DROP TRIGGER IF EXISTS recipe_favorites_truncated ON recipe_favorites;--> statement-breakpoint
DROP TRIGGER IF EXISTS food_meals_changed ON food_meals;--> statement-breakpoint
DROP TRIGGER IF EXISTS food_meals_truncated ON food_meals;--> statement-breakpoint
DROP TRIGGER IF EXISTS fasting_sessions_changed ON fasting_sessions;--> statement-breakpoint
DROP TRIGGER IF EXISTS fasting_sessions_truncated ON fasting_sessions;
