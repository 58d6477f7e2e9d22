-- The food day's answer is kept per process (modules/food/food-day-cache.ts). It reads the entries
-- and custom foods (topic "foods", migration 0021), the meals of its entries and the fasts that
-- overlap the day: a write to those tells every process to forget that user's days too. Meals
-- join "foods" (they are the food log's); fasts get a topic of their own ("fasting").
CREATE TRIGGER food_meals_changed AFTER INSERT OR UPDATE OR DELETE ON food_meals FOR EACH ROW EXECUTE FUNCTION carnitrack_notify_change('foods', 'user_id');
--> statement-breakpoint
CREATE TRIGGER food_meals_truncated AFTER TRUNCATE ON food_meals FOR EACH STATEMENT EXECUTE FUNCTION carnitrack_notify_change('foods');
--> statement-breakpoint
CREATE TRIGGER fasting_sessions_changed AFTER INSERT OR UPDATE OR DELETE ON fasting_sessions FOR EACH ROW EXECUTE FUNCTION carnitrack_notify_change('fasting', 'user_id');
--> statement-breakpoint
CREATE TRIGGER fasting_sessions_truncated AFTER TRUNCATE ON fasting_sessions FOR EACH STATEMENT EXECUTE FUNCTION carnitrack_notify_change('fasting');
