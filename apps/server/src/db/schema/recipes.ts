import { boolean, date, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { Nutrients } from "@app/shared/food";
import type { RecipeCategory, RecipeFile } from "@app/shared/recipes";
import { userColumn } from "./user-column";

/**
 * Our recipes, loaded from apps/server/recipes/*.json at start (the files are the source; this is
 * their copy, replaced on every start, so favourites can refer to them). Nutrition is computed
 * from the ingredients' foods, per serving; a nutrient some ingredient has no data for is listed
 * in `incomplete`.
 */
export const recipes = pgTable("recipes", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  category: text("category").$type<RecipeCategory>().notNull(),
  free: boolean("free").notNull(),
  publishedOn: date("published_on", { mode: "string" }).notNull(),
  /** The whole file as it was loaded, and what was computed from it. */
  content: jsonb("content").$type<RecipeFile>().notNull(),
  nutrition: jsonb("nutrition").$type<{ perServing: Nutrients; incomplete: string[] }>().notNull(),
  loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
});

export const recipeFavorites = pgTable(
  "recipe_favorites",
  {
    userId: userColumn(),
    slug: text("slug")
      .notNull()
      .references(() => recipes.slug, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slug] })],
);
