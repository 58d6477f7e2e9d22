-- The unit a food log entry was logged in ("g", "oz", "portion:0", "portion:1", "serving"), kept
-- beside `unit`, its label ("1 large"), so editing an entry reads the unit instead of guessing it
-- back from the label.
ALTER TABLE "food_log_entries" ADD COLUMN "unit_key" text;--> statement-breakpoint
-- Existing entries: the unit told from the label, the one time, as editing did until now: grams and
-- ounces by name, a custom food's serving by its label ("1 serving" when it has none), and a USDA
-- food's first two portions by theirs. A label that matches none stays null: such an entry is
-- edited in grams, as before.
UPDATE "food_log_entries" AS e SET "unit_key" = case
    when e."unit" in ('g', 'oz') then e."unit"
    when e."custom_food_id" is not null then (
      select 'serving' from "custom_foods" c
      where c."id" = e."custom_food_id" and c."serving_grams" is not null
        and coalesce(nullif(c."serving_label", ''), '1 serving') = e."unit")
    else (
      select 'portion:' || (p.n - 1)
      from "foods" f, jsonb_array_elements(f."portions") with ordinality as p(portion, n)
      where f."id" = e."food_id" and p.n <= 2 and p.portion ->> 'label' = e."unit"
      order by p.n
      limit 1)
  end;
