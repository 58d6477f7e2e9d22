-- Food search keeps each user's history, favourites and custom foods' names per process
-- (modules/food/search-foods.ts): every write to them tells every process to forget that user.
CREATE TRIGGER food_log_entries_changed AFTER INSERT OR UPDATE OR DELETE ON food_log_entries FOR EACH ROW EXECUTE FUNCTION carnitrack_notify_change('foods', 'user_id');
--> statement-breakpoint
CREATE TRIGGER food_log_entries_truncated AFTER TRUNCATE ON food_log_entries FOR EACH STATEMENT EXECUTE FUNCTION carnitrack_notify_change('foods');
--> statement-breakpoint
CREATE TRIGGER food_favorites_changed AFTER INSERT OR UPDATE OR DELETE ON food_favorites FOR EACH ROW EXECUTE FUNCTION carnitrack_notify_change('foods', 'user_id');
--> statement-breakpoint
CREATE TRIGGER food_favorites_truncated AFTER TRUNCATE ON food_favorites FOR EACH STATEMENT EXECUTE FUNCTION carnitrack_notify_change('foods');
--> statement-breakpoint
CREATE TRIGGER custom_foods_changed AFTER INSERT OR UPDATE OR DELETE ON custom_foods FOR EACH ROW EXECUTE FUNCTION carnitrack_notify_change('foods', 'user_id');
--> statement-breakpoint
CREATE TRIGGER custom_foods_truncated AFTER TRUNCATE ON custom_foods FOR EACH STATEMENT EXECUTE FUNCTION carnitrack_notify_change('foods');
