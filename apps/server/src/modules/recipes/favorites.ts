import { and, eq, sql } from "drizzle-orm";
import { preparedQuery, type Db } from "../../db/client";
import { recipeFavorites } from "../../db/schema";

// Every recipe list and page reads them: prepared once per database (db/client.ts).
const favoriteSlugs = preparedQuery((db) =>
  db
    .select({ slug: recipeFavorites.slug })
    .from(recipeFavorites)
    .where(eq(recipeFavorites.userId, sql.placeholder("userId")))
    .prepare("carnitrack_recipe_favorites"),
);

/**
 * The slugs of the recipes a user marked as favourites, read on every call: a copy kept per
 * process could miss a favourite just marked through another process.
 */
export async function favoritesOf(db: Db, { userId }: { userId: string }): Promise<ReadonlySet<string>> {
  const rows = await favoriteSlugs(db).execute({ userId });
  return new Set(rows.map((r) => r.slug));
}

/** Marks a recipe as a favourite or not (Premium's: the route requires it); doing it twice changes nothing. */
export async function setFavorite(db: Db, { userId, slug, favorite }: { userId: string; slug: string; favorite: boolean }) {
  if (favorite) await db.insert(recipeFavorites).values({ userId, slug }).onConflictDoNothing();
  else await db.delete(recipeFavorites).where(and(eq(recipeFavorites.userId, userId), eq(recipeFavorites.slug, slug)));
  return { favorite };
}
