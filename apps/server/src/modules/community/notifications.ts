import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { NotificationsResponse } from "@app/shared/community";
import type { Db } from "../../db/client";
import { blocks, comments, notifications, posts } from "../../db/schema";
import { membersOf } from "./members";

/* Notifications: new comments on your posts, replies to your comments (made by comments.ts). */

/**
 * A notification the member may still act on: its comment and post not hidden (their own post
 * excepted: a hidden post stays theirs to see), and its writer not someone they have blocked since.
 */
function stillVisible(userId: string) {
  return sql`${notifications.userId} = ${userId}
    and exists (
      select 1 from ${comments} c join ${posts} p on p.id = c.post_id
      left join ${comments} parent on parent.id = c.parent_id
      where c.id = ${notifications.commentId} and c.hidden_at is null and (parent.id is null or parent.hidden_at is null)
        and (p.hidden_at is null or p.author_id = ${userId}))
    and not exists (select 1 from ${blocks} b where b.user_id = ${userId} and b.blocked_user_id = ${notifications.actorId})`;
}

export async function unreadNotifications(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(stillVisible(userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export async function listNotifications(db: Db, userId: string): Promise<NotificationsResponse> {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      postId: notifications.postId,
      title: posts.title,
      commentId: notifications.commentId,
      actorId: notifications.actorId,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .innerJoin(posts, eq(posts.id, notifications.postId))
    .where(stillVisible(userId))
    .orderBy(desc(notifications.createdAt))
    .limit(50);
  const actorIds = rows.map((r) => r.actorId);
  const actors = await membersOf(db, actorIds);
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      post: { id: r.postId, title: r.title },
      commentId: r.commentId,
      actor: actors.get(r.actorId)!,
      createdAt: r.createdAt.toISOString(),
      read: r.readAt !== null,
    })),
    unread: await unreadNotifications(db, userId),
  };
}

export async function markNotificationsRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
