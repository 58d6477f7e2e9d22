-- why: a food log entry keeps the everyday name its food had when it was logged ("Ribeye,
-- grilled"), shown first with USDA's long description beside it; older entries stay null and show
-- the food's name of today.
ALTER TABLE "food_log_entries" ADD COLUMN "display_name" text;