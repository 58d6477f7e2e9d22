import { sql, type SQL } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Db } from "../../db/client";
import type { comments, posts } from "../../db/schema";
import type { AuthEnv } from "../../platform/guards";
import { blockedBy, isModerator } from "./members";

/** Who is looking: what they may see (their own hidden items, everything for moderators) and whom they blocked. */
export interface Viewer {
  userId: string;
  moderator: boolean;
  blocked: string[];
}

export async function viewerOf(db: Db, userId: string): Promise<Viewer> {
  const [moderator, blocked] = await Promise.all([isModerator(db, userId), blockedBy(db, userId)]);
  return { userId, moderator, blocked };
}

export type ViewerEnv = { Variables: AuthEnv["Variables"] & { viewer: Viewer } };

/** After requireUser, on the routes that read or act as a member: `c.var.viewer`, computed once per request. */
export function withViewer(db: Db) {
  return createMiddleware<ViewerEnv>(async (c, next) => {
    c.set("viewer", await viewerOf(db, c.var.user.id));
    await next();
  });
}

/** Visible to this viewer: not hidden (or theirs, or they moderate), and not by someone they blocked. */
export function visibleTo(viewer: Viewer, table: typeof posts | typeof comments): SQL {
  const notBlocked = viewer.blocked.length ? sql`not (${table.authorId} = any(${sql.param(viewer.blocked)}::text[]))` : sql`true`;
  const shown = viewer.moderator ? sql`true` : sql`(${table.hiddenAt} is null or ${table.authorId} = ${viewer.userId})`;
  return sql`${shown} and ${notBlocked}`;
}
