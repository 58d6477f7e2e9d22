-- why: a food log entry keeps the everyday name its food had when it was logged ("Ribeye,
-- grilled"), shown first with USDA's long description beside it; older entries stay null and show
-- the food's name of today. A recipe logged with "Log this meal" is one meal in the log (food_meals,
-- with the recipe's title and the servings eaten); its entries point to it (meal_id) and are edited
-- and removed with it. Entries logged alone keep meal_id null.
CREATE TABLE "food_meals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"recipe_slug" text NOT NULL,
	"servings" integer NOT NULL,
	"eaten_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_meals_servings" CHECK ("food_meals"."servings" > 0)
);
--> statement-breakpoint
ALTER TABLE "food_log_entries" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "food_log_entries" ADD COLUMN "meal_id" uuid;--> statement-breakpoint
ALTER TABLE "food_meals" ADD CONSTRAINT "food_meals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_meals_user_eaten_idx" ON "food_meals" USING btree ("user_id","eaten_at");--> statement-breakpoint
ALTER TABLE "food_log_entries" ADD CONSTRAINT "food_log_entries_meal_id_food_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."food_meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_log_entries_meal_idx" ON "food_log_entries" USING btree ("meal_id");