import { and, eq, sql } from "drizzle-orm";
import { preparedQuery, type Db } from "../../db/client";
import { recipeFavorites } from "../../db/schema";
import { changed, TOPICS, type ChangeFeed, type NotifiedCache } from "../../platform/changes";

// Read when this process has not kept them: prepared once per database (db/client.ts).
const favoriteSlugs = preparedQuery((db) =>
  db
    .select({ slug: recipeFavorites.slug })
    .from(recipeFavorites)
    .where(eq(recipeFavorites.userId, sql.placeholder("userId")))
    .prepare("carnitrack_recipe_favorites"),
);

/** As long as a session is kept (auth/session-source.ts): a change elsewhere is forgotten through NOTIFY anyway. */
const FAVORITES_CACHE_TTL_MS = 5_000;

// Per database, like the prepared queries: the routes reach this through `db`.
const kept = new WeakMap<Db, NotifiedCache<ReadonlySet<string>>>();

/**
 * Keeps each user's favourite recipes in this process for a few seconds (every recipe list and page
 * reads them), forgotten when the database notifies a write to them (migration 0024).
 */
export function keepFavorites(db: Db, changes: ChangeFeed) {
  kept.set(db, changes.cache<ReadonlySet<string>>(TOPICS.recipeFavorites, { ttlMs: FAVORITES_CACHE_TTL_MS, maxEntries: 20_000 }));
}

/** The slugs of the recipes a user marked as favourites. */
export async function favoritesOf(db: Db, { userId }: { userId: string }): Promise<ReadonlySet<string>> {
  const cache = kept.get(db);
  const hit = cache?.get(userId);
  if (hit) return hit;
  const readAt = cache?.generation ?? 0;
  const rows = await favoriteSlugs(db).execute({ userId });
  const favorites = new Set(rows.map((r) => r.slug));
  cache?.set(userId, userId, favorites, readAt);
  return favorites;
}

/**
 * Marks a recipe as a favourite or not (Premium's: the route requires it); doing it twice changes
 * nothing. This process forgets the user's favourites at once: their next request may come before
 * the database's notification.
 */
export async function setFavorite(db: Db, { userId, slug, favorite }: { userId: string; slug: string; favorite: boolean }) {
  if (favorite) await db.insert(recipeFavorites).values({ userId, slug }).onConflictDoNothing();
  else await db.delete(recipeFavorites).where(and(eq(recipeFavorites.userId, userId), eq(recipeFavorites.slug, slug)));
  changed(db, TOPICS.recipeFavorites, userId);
  return { favorite };
}
