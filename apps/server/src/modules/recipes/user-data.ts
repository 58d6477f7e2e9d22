import { asc, eq } from "drizzle-orm";
import { recipeFavorites } from "../../db/schema";
import type { UserDataSection } from "../../platform/user-data";

/** The recipes a user marked as favourites (a recipe logged goes to the food log, the food module's). */
export const recipesUserData: UserDataSection = {
  name: "recipes",
  tables: ["recipe_favorites"],
  export: async (db, userId) => ({
    favorites: await db
      .select({ slug: recipeFavorites.slug, createdAt: recipeFavorites.createdAt })
      .from(recipeFavorites)
      .where(eq(recipeFavorites.userId, userId))
      .orderBy(asc(recipeFavorites.createdAt)),
  }),
};
