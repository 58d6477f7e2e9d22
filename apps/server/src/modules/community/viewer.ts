import { eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { preparedQuery, type Db } from "../../db/client";
import { blocks, communityProfiles, users, type comments, type posts } from "../../db/schema";
import { TOPICS, type ChangeFeed, type NotifiedCache } from "../../platform/changes";
import type { AuthEnv } from "../../platform/guards";
import { ensureProfile, isModeratorRole } from "./members";

/** Who is looking: what they may see (their own hidden items, everything for moderators) and whom they blocked. */
export interface Viewer {
  userId: string;
  moderator: boolean;
  blocked: string[];
}

// Every community read starts here: the role, the blocks and whether the member has a profile yet,
// in one prepared query (db/client.ts).
const viewerRow = preparedQuery((db) =>
  db
    .select({
      role: users.role,
      blocked: sql<string[]>`array(select ${blocks.blockedUserId} from ${blocks} where ${blocks.userId} = ${users.id})`,
      profile: sql<boolean>`exists(select 1 from ${communityProfiles} where ${communityProfiles.userId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("carnitrack_community_viewer"),
);

/** As long as a session is kept (auth/session-source.ts): a change elsewhere is forgotten through NOTIFY anyway. */
const VIEWER_CACHE_TTL_MS = 5_000;

// Per database, like the prepared queries: the routes reach this through `db`.
const kept = new WeakMap<Db, NotifiedCache<Viewer>>();

/**
 * Keeps each member's viewer in this process for a few seconds (every community read starts with
 * it), forgotten when the database notifies a change of their blocks or role (migration 0023).
 */
export function keepViewers(db: Db, changes: ChangeFeed) {
  kept.set(db, changes.cache<Viewer>(TOPICS.community, { ttlMs: VIEWER_CACHE_TTL_MS, maxEntries: 20_000 }));
}

/**
 * The member looking, with their profile made on first use: a viewer always has one, so a read
 * that needs no more of the profile (a free user's preview) does not ask for it. A profile, once
 * made, goes only with its account, so its existence needs no notification.
 */
export async function viewerOf(db: Db, userId: string): Promise<Viewer> {
  const cache = kept.get(db);
  const hit = cache?.get(userId);
  if (hit) return hit;
  const readAt = cache?.generation ?? 0;
  const [row] = await viewerRow(db).execute({ userId });
  if (row && !row.profile) await ensureProfile(db, userId);
  const viewer = { userId, moderator: isModeratorRole(row?.role), blocked: row?.blocked ?? [] };
  if (row) cache?.set(userId, userId, viewer, readAt);
  return viewer;
}

export type ViewerEnv = { Variables: AuthEnv["Variables"] & { viewer: Viewer } };

/** After requireUser, on the routes that read or act as a member: `c.var.viewer`, computed once per request. */
export function withViewer(db: Db) {
  return createMiddleware<ViewerEnv>(async (c, next) => {
    c.set("viewer", await viewerOf(db, c.var.user.id));
    await next();
  });
}

/** A viewer whose fields may be placeholders, for a prepared statement (the feed's pages). */
export type ViewerParams = { [K in keyof Viewer]: Viewer[K] | Placeholder };

/**
 * Visible to this viewer: not hidden (or theirs, or they moderate), and not by someone they
 * blocked. The viewer's fields are parameters, so one prepared statement serves every viewer.
 */
export function visibleTo(viewer: ViewerParams, table: typeof posts | typeof comments): SQL {
  const blocked = Array.isArray(viewer.blocked) ? sql.param(viewer.blocked) : viewer.blocked;
  return sql`(${viewer.moderator}::boolean or ${table.hiddenAt} is null or ${table.authorId} = ${viewer.userId}) and not (${table.authorId} = any(${blocked}::text[]))`;
}
