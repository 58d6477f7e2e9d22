import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { ReportReason, ModerationAction, ModerationItem } from "@app/shared/community";
import type { Db } from "../../db/client";
import { comments, communityProfiles, moderationActions, posts, reports } from "../../db/schema";
import { AppError } from "../../platform/errors";
import { ensureProfile, membersOf, userOfMember } from "./members";
import { recountComments, visibleComment } from "./comments";
import { visiblePost } from "./posts";
import type { Viewer } from "./viewer";

type Target = { targetType: "post" | "comment"; targetId: string };

/** A member reports a post or comment they can see; a second report of theirs changes nothing. */
export async function report(
  db: Db,
  { viewer, ...input }: Target & { viewer: Viewer; reason: ReportReason; note?: string | undefined },
): Promise<void> {
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
  {
    userId: moderatorId,
    action,
    ...target
  }: Target & { userId: string; action: "hide" | "restore" | "dismiss"; note?: string | undefined },
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
export async function suspend(
  db: Db,
  { userId: moderatorId, ...input }: { userId: string; memberId: string; days: number; note?: string | undefined },
): Promise<void> {
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
