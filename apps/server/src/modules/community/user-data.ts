import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { rowsOf, type Db } from "../../db/client";
import { blocks, comments, communityProfiles, posts, reactions, reports } from "../../db/schema";
import type { ObjectStorage } from "../../platform/storage";
import { paged, pagedByTime, type ExportFile, type UserDataSection } from "../../platform/user-data";
import { recountComments } from "./comments";
import { forgetTargets } from "./forget-targets";
import { communityFilesPrefix, postPhotoKey } from "./storage-keys";

/** Where a post's photo is in the export ZIP; the post names it. */
const postPhotoPath = (postId: string) => `community/photos/${postId}.jpg`;

/** A member's posts, oldest first, a page at a time (hidden ones too: they are still theirs). */
const postsOf = (db: Db, userId: string) =>
  pagedByTime(db, {
    from: posts,
    row: {
      id: posts.id,
      category: posts.category,
      title: posts.title,
      body: posts.body,
      createdAt: posts.createdAt,
      editedAt: posts.editedAt,
      photoWidth: posts.photoWidth,
      photoHeight: posts.photoHeight,
    },
    owner: eq(posts.authorId, userId),
    at: posts.createdAt,
    id: posts.id,
  });

/**
 * The posts as the export's JSON lists them. A photo names its file in the ZIP only when the
 * storage has it (files() below leaves out what it does not find): one whose object is gone is
 * `{ file: null, missing: true }`, so the JSON names no file the ZIP lacks. The JSON is written
 * before the files, so each photo is looked up here (not read) and read once for the ZIP.
 */
async function* exportedPosts(db: Db, storage: ObjectStorage, userId: string) {
  for await (const { photoWidth, photoHeight, ...post } of postsOf(db, userId)) {
    if (!photoWidth || !photoHeight) {
      yield { ...post, photo: null };
      continue;
    }
    const file = (await storage.has(postPhotoKey(userId, post.id))) ? { file: postPhotoPath(post.id) } : { file: null, missing: true };
    yield { ...post, photo: { ...file, width: photoWidth, height: photoHeight } };
  }
}

/**
 * The community's share of a member's data: their profile, posts, comments, likes, reports,
 * blocks and notifications, and their posts' photos (in the export too, named by their posts).
 * Leaving also takes back their likes and comments from others' counts, and the likes and reports
 * that pointed at their words.
 */
export function communityUserData(storage: ObjectStorage): UserDataSection {
  return {
    name: "community",
    tables: ["community_profiles", "reactions", "reports", "blocks", "notifications"],
    export: async (db, userId) => {
      const [profile] = await db
        .select({ displayName: communityProfiles.displayName, guidelinesAcceptedAt: communityProfiles.guidelinesAcceptedAt })
        .from(communityProfiles)
        .where(eq(communityProfiles.userId, userId));
      const [blocked] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(blocks)
        .where(eq(blocks.userId, userId));
      return {
        profile: profile ?? null,
        posts: exportedPosts(db, storage, userId),
        comments: pagedByTime(db, {
          from: comments,
          row: {
            id: comments.id,
            postId: comments.postId,
            body: comments.body,
            createdAt: comments.createdAt,
            editedAt: comments.editedAt,
          },
          owner: eq(comments.authorId, userId),
          at: comments.createdAt,
          id: comments.id,
        }),
        likes: paged(async (after: { targetType: string; targetId: string } | undefined, limit) =>
          db
            .select({
              row: { targetType: reactions.targetType, targetId: reactions.targetId, createdAt: reactions.createdAt },
              key: { targetType: reactions.targetType, targetId: sql<string>`${reactions.targetId}::text` },
            })
            .from(reactions)
            .where(
              and(
                eq(reactions.userId, userId),
                after && sql`(${reactions.targetType}, ${reactions.targetId}) > (${after.targetType}, ${after.targetId}::uuid)`,
              ),
            )
            .orderBy(asc(reactions.targetType), asc(reactions.targetId))
            .limit(limit),
        ),
        reports: pagedByTime(db, {
          from: reports,
          row: {
            targetType: reports.targetType,
            targetId: reports.targetId,
            reason: reports.reason,
            note: reports.note,
            createdAt: reports.createdAt,
          },
          owner: eq(reports.userId, userId),
          at: reports.createdAt,
          id: reports.id,
        }),
        blocked: Number(blocked?.n ?? 0),
      };
    },
    files: async function* (db, userId): AsyncIterable<ExportFile> {
      for await (const post of postsOf(db, userId)) {
        const stored = post.photoWidth && post.photoHeight ? await storage.get(postPhotoKey(userId, post.id)) : undefined;
        if (stored) yield { path: postPhotoPath(post.id), bytes: stored.bytes };
      }
    },
    erase: async (db, userId) => {
      await db.transaction(async (tx) => {
        // Their likes leave others' counts.
        await tx.execute(sql`
          update posts set like_count = greatest(like_count - 1, 0)
          where id in (select target_id from reactions where user_id = ${userId} and target_type = 'post')`);
        await tx.execute(sql`
          update comments set like_count = greatest(like_count - 1, 0)
          where id in (select target_id from reactions where user_id = ${userId} and target_type = 'comment')`);
        // What goes with them: their posts, every comment on those posts, their comments and the
        // replies under them. The likes and reports that pointed at any of it go too.
        const ownPosts = (await tx.select({ id: posts.id }).from(posts).where(eq(posts.authorId, userId))).map((p) => p.id);
        const goneComments = rowsOf<{ id: string; post_id: string }>(
          await tx.execute(sql`
            select c.id, c.post_id from comments c
            where c.author_id = ${userId}
               or c.parent_id in (select id from comments where author_id = ${userId})
               or c.post_id in (select id from posts where author_id = ${userId})`),
        );
        const goneIds = goneComments.map((c) => c.id);
        await forgetTargets(tx, "post", ownPosts);
        await forgetTargets(tx, "comment", goneIds);
        if (goneIds.length) await tx.delete(comments).where(inArray(comments.id, goneIds));
        // Others' posts count the comments they have left.
        const othersPosts = goneComments.map((c) => c.post_id).filter((id) => !ownPosts.includes(id));
        await recountComments(tx, othersPosts);
      });
      await storage.deletePrefix(communityFilesPrefix(userId));
    },
  };
}
