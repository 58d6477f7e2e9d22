import { asc, eq, inArray, sql } from "drizzle-orm";
import { blocks, comments, communityProfiles, posts, reactions, reports } from "../../db/schema";
import type { ObjectStorage } from "../../platform/storage";
import type { UserDataSection } from "../../platform/user-data";
import { communityFilesPrefix } from "./posts";

/**
 * The community's share of a member's data: their profile, posts, comments, likes, reports,
 * blocks and notifications, and their posts' photos. Leaving also takes back their likes and
 * comments from others' counts, and the likes and reports that pointed at their words.
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
      return {
        profile: profile ?? null,
        posts: await db
          .select({
            id: posts.id,
            category: posts.category,
            title: posts.title,
            body: posts.body,
            createdAt: posts.createdAt,
            editedAt: posts.editedAt,
          })
          .from(posts)
          .where(eq(posts.authorId, userId))
          .orderBy(asc(posts.createdAt)),
        comments: await db
          .select({
            id: comments.id,
            postId: comments.postId,
            body: comments.body,
            createdAt: comments.createdAt,
            editedAt: comments.editedAt,
          })
          .from(comments)
          .where(eq(comments.authorId, userId))
          .orderBy(asc(comments.createdAt)),
        likes: await db
          .select({ targetType: reactions.targetType, targetId: reactions.targetId, createdAt: reactions.createdAt })
          .from(reactions)
          .where(eq(reactions.userId, userId)),
        reports: await db
          .select({
            targetType: reports.targetType,
            targetId: reports.targetId,
            reason: reports.reason,
            note: reports.note,
            createdAt: reports.createdAt,
          })
          .from(reports)
          .where(eq(reports.userId, userId)),
        blocked: (await db.select({ createdAt: blocks.createdAt }).from(blocks).where(eq(blocks.userId, userId))).length,
      };
    },
    erase: async (db, userId) => {
      const ownPosts = (await db.select({ id: posts.id }).from(posts).where(eq(posts.authorId, userId))).map((p) => p.id);
      const ownComments = (await db.select({ id: comments.id }).from(comments).where(eq(comments.authorId, userId))).map((c) => c.id);
      await db.transaction(async (tx) => {
        // Their likes leave others' counts.
        await tx.execute(sql`
          update posts set like_count = greatest(like_count - 1, 0)
          where id in (select target_id from reactions where user_id = ${userId} and target_type = 'post')`);
        await tx.execute(sql`
          update comments set like_count = greatest(like_count - 1, 0)
          where id in (select target_id from reactions where user_id = ${userId} and target_type = 'comment')`);
        // Their comments (and the replies under them) leave others' posts' counts.
        await tx.execute(sql`
          update posts p set comment_count = greatest(p.comment_count - gone.n, 0)
          from (
            select c.post_id, count(*)::int as n from comments c
            where c.author_id = ${userId} or c.parent_id in (select id from comments where author_id = ${userId})
            group by c.post_id
          ) gone
          where p.id = gone.post_id and p.author_id <> ${userId}`);
        // What pointed at their words goes with them.
        if (ownPosts.length)
          await tx.delete(reactions).where(sql`${reactions.targetType} = 'post' and ${inArray(reactions.targetId, ownPosts)}`);
        if (ownComments.length)
          await tx.delete(reactions).where(sql`${reactions.targetType} = 'comment' and ${inArray(reactions.targetId, ownComments)}`);
        if (ownPosts.length) await tx.delete(reports).where(sql`${reports.targetType} = 'post' and ${inArray(reports.targetId, ownPosts)}`);
        if (ownComments.length)
          await tx.delete(reports).where(sql`${reports.targetType} = 'comment' and ${inArray(reports.targetId, ownComments)}`);
      });
      await storage.deletePrefix(communityFilesPrefix(userId));
    },
  };
}
