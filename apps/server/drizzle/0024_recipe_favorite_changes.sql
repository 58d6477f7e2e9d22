-- Every recipe list and page reads the user's favourite recipes, which each process keeps for a few
-- seconds (modules/recipes/favorites.ts): every write to them tells every process to forget them.
CREATE TRIGGER recipe_favorites_changed AFTER INSERT OR UPDATE OR DELETE ON recipe_favorites FOR EACH ROW EXECUTE FUNCTION carnitrack_notify_change('recipe_favorites', 'user_id');
--> statement-breakpoint
CREATE TRIGGER recipe_favorites_truncated AFTER TRUNCATE ON recipe_favorites FOR EACH STATEMENT EXECUTE FUNCTION carnitrack_notify_change('recipe_favorites');
