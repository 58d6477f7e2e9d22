import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { recipeFavorites } from "../../db/schema";

/** The slugs of the recipes a user marked as favourites. */
export async function favoritesOf(db: Db, { userId }: { userId: string }): Promise<Set<string>> {
  const rows = await db.select({ slug: recipeFavorites.slug }).from(recipeFavorites).where(eq(recipeFavorites.userId, userId));
  return new Set(rows.map((r) => r.slug));
}

/** Marks a recipe as a favourite or not (Premium's: the route requires it); doing it twice changes nothing. */
export async function setFavorite(db: Db, { userId, slug, favorite }: { userId: string; slug: string; favorite: boolean }) {
  if (favorite) await db.insert(recipeFavorites).values({ userId, slug }).onConflictDoNothing();
  else await db.delete(recipeFavorites).where(and(eq(recipeFavorites.userId, userId), eq(recipeFavorites.slug, slug)));
  return { favorite };
}
