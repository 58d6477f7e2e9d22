import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ReportReason } from "@app/shared";
import type { ModerationAction, ModerationItem, NotificationsResponse } from "@app/shared/contracts/community";
import type { Db } from "../../db/client";
import { blocks, comments, communityProfiles, moderationActions, notifications, posts, reports } from "../../db/schema";
import { AppError, isUuid } from "../../platform/errors";
import { ensureProfile, membersOf, userOfMember } from "./members";
import { recountComments, visibleComment, visiblePost, type Viewer } from "./posts";

type Target = { targetType: "post" | "comment"; targetId: string };

/** A member reports a post or comment they can see; a second report of theirs changes nothing. */
export async function report(db: Db, viewer: Viewer, input: Target & { reason: ReportReason; note?: string }): Promise<void> {
  if (input.targetType === "post") await visiblePost(db, viewer, input.targetId);
  else await visibleComment(db, viewer, input.targetId);
  await db
    .insert(reports)
    .values({
      userId: viewer.userId,
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason,
      note: input.note?.trim() || null,
    })
    .onConflictDoNothing();
}

/** The moderation queue: every post or comment with open reports, most reported first, with its reports. */
export async function moderationQueue(db: Db): Promise<ModerationItem[]> {
  const open = await db.select().from(reports).where(isNull(reports.resolvedAt)).orderBy(reports.createdAt);
  const byTarget = new Map<string, typeof open>();
  for (const r of open) {
    const key = `${r.targetType}:${r.targetId}`;
    byTarget.set(key, [...(byTarget.get(key) ?? []), r]);
  }
  const postIds = open.filter((r) => r.targetType === "post").map((r) => r.targetId);
  const commentIds = open.filter((r) => r.targetType === "comment").map((r) => r.targetId);
  const [postRows, commentRows] = await Promise.all([
    postIds.length ? db.select().from(posts).where(inArray(posts.id, postIds)) : [],
    commentIds.length ? db.select().from(comments).where(inArray(comments.id, commentIds)) : [],
  ]);
  const parentIds = commentRows.map((c) => c.postId).filter((id) => !postRows.some((p) => p.id === id));
  const parents = parentIds.length
    ? await db.select({ id: posts.id, title: posts.title }).from(posts).where(inArray(posts.id, parentIds))
    : [];
  const titles = new Map([...postRows.map((p) => [p.id, p.title] as const), ...parents.map((p) => [p.id, p.title] as const)]);
  const authorIds = [...postRows.map((p) => p.authorId), ...commentRows.map((c) => c.authorId)];
  const [members, suspensions] = await Promise.all([
    membersOf(db, [...authorIds, ...open.map((r) => r.userId)]),
    authorIds.length
      ? db
          .select({ userId: communityProfiles.userId, until: communityProfiles.suspendedUntil })
          .from(communityProfiles)
          .where(inArray(communityProfiles.userId, authorIds))
      : [],
  ]);
  const suspendedUntil = new Map(suspensions.map((s) => [s.userId, s.until && s.until > new Date() ? s.until.toISOString() : null]));
  const items: ModerationItem[] = [];
  for (const [key, list] of byTarget) {
    const [type, id] = key.split(":") as ["post" | "comment", string];
    const row = type === "post" ? postRows.find((p) => p.id === id) : commentRows.find((c) => c.id === id);
    // Deleted by its author since: nothing left to act on.
    if (!row) continue;
    const postId = type === "post" ? row.id : (row as typeof comments.$inferSelect).postId;
    items.push({
      targetType: type,
      targetId: id,
      post: { id: postId, title: titles.get(postId) ?? "" },
      body: row.doc,
      author: { ...members.get(row.authorId)!, suspendedUntil: suspendedUntil.get(row.authorId) ?? null },
      createdAt: row.createdAt.toISOString(),
      hidden: row.hiddenAt !== null,
      reports: list.map((r) => ({
        reason: r.reason,
        note: r.note,
        reporter: members.get(r.userId)!,
        createdAt: r.createdAt.toISOString(),
      })),
    });
  }
  return items.sort((a, b) => b.reports.length - a.reports.length || a.reports[0]!.createdAt.localeCompare(b.reports[0]!.createdAt));
}

async function targetRow(db: Db, { targetType, targetId }: Target) {
  if (!isUuid(targetId)) throw new AppError("NOT_FOUND", `There is no such ${targetType}.`);
  const [row] =
    targetType === "post"
      ? await db.select({ authorId: posts.authorId, postId: posts.id }).from(posts).where(eq(posts.id, targetId))
      : await db.select({ authorId: comments.authorId, postId: comments.postId }).from(comments).where(eq(comments.id, targetId));
  if (!row) throw new AppError("NOT_FOUND", `There is no such ${targetType}.`);
  return { table: targetType === "post" ? posts : comments, ...row };
}

/**
 * Hide, restore or dismiss: the item's open reports are dealt with, and the action is logged with
 * who and when. A hidden item is seen only by its author (marked) and by moderators.
 */
export async function moderate(
  db: Db,
  moderatorId: string,
  action: "hide" | "restore" | "dismiss",
  target: Target & { note?: string },
): Promise<void> {
  const { table, authorId, postId } = await targetRow(db, target);
  await db.transaction(async (tx) => {
    if (action !== "dismiss") {
      await tx
        .update(table)
        .set({ hiddenAt: action === "hide" ? new Date() : null })
        .where(eq(table.id, target.targetId));
      // A hidden comment (and the replies under it) leaves the post's count, a restored one comes back.
      if (target.targetType === "comment") await recountComments(tx, [postId]);
    }
    await tx
      .update(reports)
      .set({ resolvedAt: new Date() })
      .where(and(eq(reports.targetType, target.targetType), eq(reports.targetId, target.targetId), isNull(reports.resolvedAt)));
    await tx.insert(moderationActions).values({
      moderatorId,
      action,
      targetType: target.targetType,
      targetId: target.targetId,
      memberId: authorId,
      note: target.note?.trim() || null,
    });
  });
}

/** A member may not post or comment until `days` from now (reading and liking stay). */
export async function suspend(db: Db, moderatorId: string, input: { memberId: string; days: number; note?: string }): Promise<void> {
  const userId = await userOfMember(db, input.memberId);
  await ensureProfile(db, userId);
  const until = new Date(Date.now() + input.days * 86_400_000);
  await db.transaction(async (tx) => {
    await tx.update(communityProfiles).set({ suspendedUntil: until }).where(eq(communityProfiles.userId, userId));
    await tx
      .insert(moderationActions)
      .values({ moderatorId, action: "suspend", memberId: userId, until, note: input.note?.trim() || null });
  });
}

export async function moderationLog(db: Db): Promise<ModerationAction[]> {
  const rows = await db.select().from(moderationActions).orderBy(desc(moderationActions.createdAt)).limit(200);
  const members = await membersOf(db, [...rows.flatMap((r) => [r.moderatorId, r.memberId]).filter((id): id is string => id !== null)]);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    moderator: r.moderatorId ? members.get(r.moderatorId)! : null,
    targetType: r.targetType,
    targetId: r.targetId,
    member: r.memberId ? members.get(r.memberId)! : null,
    until: r.until?.toISOString() ?? null,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
  }));
}

/* Notifications: new comments on your posts, replies to your comments. */

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
  const actors = await membersOf(
    db,
    rows.map((r) => r.actorId),
  );
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
