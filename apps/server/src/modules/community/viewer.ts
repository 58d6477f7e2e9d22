import { eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { preparedQuery, type Db } from "../../db/client";
import { blocks, communityProfiles, users, type comments, type posts } from "../../db/schema";
import type { AuthEnv } from "../../platform/guards";
import { premiumNowField } from "../billing";
import { ensureProfile, isModeratorRole } from "./members";

/**
 * Who is looking: what they may see (their own hidden items, everything for moderators), whom they
 * blocked, and whether they have Premium (a free reader gets the previews).
 */
export interface Viewer {
  userId: string;
  moderator: boolean;
  blocked: string[];
  premium: boolean;
}

// Every community request starts here: the role, the blocks, the plan and whether the member has a
// profile yet, in one prepared query.
const viewerRow = preparedQuery((db) =>
  db
    .select({
      role: users.role,
      premium: premiumNowField(sql.placeholder("userId"), sql.placeholder("now")),
      blocked: sql<string[]>`array(select ${blocks.blockedUserId} from ${blocks} where ${blocks.userId} = ${users.id})`,
      profile: sql<boolean>`exists(select 1 from ${communityProfiles} where ${communityProfiles.userId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("carnitrack_community_viewer"),
);

/**
 * The member looking, with their profile made on first use. Queried on every request, never cached
 * per process: a block or a role changed through another process applies at once.
 */
export async function viewerOf(db: Db, userId: string): Promise<Viewer> {
  const [row] = await viewerRow(db).execute({ userId, now: new Date().toISOString() });
  if (row && !row.profile) await ensureProfile(db, userId);
  return { userId, moderator: isModeratorRole(row?.role), blocked: row?.blocked ?? [], premium: row?.premium ?? false };
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
export type ViewerParams = { [K in Exclude<keyof Viewer, "premium">]: Viewer[K] | Placeholder };

/**
 * Visible to this viewer: not hidden (or theirs, or they moderate), and not by someone they
 * blocked. The viewer's fields are parameters, so one prepared statement serves every viewer.
 */
export function visibleTo(viewer: ViewerParams, table: typeof posts | typeof comments): SQL {
  const blocked = Array.isArray(viewer.blocked) ? sql.param(viewer.blocked) : viewer.blocked;
  return sql`(${viewer.moderator}::boolean or ${table.hiddenAt} is null or ${table.authorId} = ${viewer.userId}) and not (${table.authorId} = any(${blocked}::text[]))`;
}
