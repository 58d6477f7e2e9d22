import { and, eq, sql } from "drizzle-orm";
import { preparedQuery, type Db } from "../../db/client";
import { recipeFavorites } from "../../db/schema";
import { premiumNowField } from "../billing";

// Every recipe list and page queries it: the plan and the favourites in one prepared query.
const viewerRow = preparedQuery((db) => {
  const userId = sql.placeholder("userId");
  const f = recipeFavorites;
  return db
    .select({
      subscribed: premiumNowField(userId, sql.placeholder("now")),
      favorites: sql<string[]>`array(select ${f.slug} from ${f} where ${f.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`)
    .prepare("carnitrack_recipe_viewer");
});

/**
 * Whether a user has Premium and the slugs of their favourite recipes, queried on every call: a
 * per-process cache could miss a favourite just marked through another process.
 */
export async function recipeViewerOf(
  db: Db,
  { userId }: { userId: string },
): Promise<{ subscribed: boolean; favorites: ReadonlySet<string> }> {
  const [row] = await viewerRow(db).execute({ userId, now: new Date().toISOString() });
  return { subscribed: row!.subscribed, favorites: new Set(row!.favorites) };
}

/** Marks a recipe as a favourite or not (Premium's: the route requires it); doing it twice changes nothing. */
export async function setFavorite(db: Db, { userId, slug, favorite }: { userId: string; slug: string; favorite: boolean }) {
  if (favorite) await db.insert(recipeFavorites).values({ userId, slug }).onConflictDoNothing();
  else await db.delete(recipeFavorites).where(and(eq(recipeFavorites.userId, userId), eq(recipeFavorites.slug, slug)));
  return { favorite };
}
