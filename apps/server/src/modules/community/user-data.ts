import { asc, eq, inArray, sql } from "drizzle-orm";
import { rowsOf } from "../../db/client";
import { blocks, comments, communityProfiles, posts, reactions, reports } from "../../db/schema";
import type { ObjectStorage } from "../../platform/storage";
import type { UserDataSection } from "../../platform/user-data";
import { communityFilesPrefix, forgetTargets, recountComments } from "./posts";

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
        await forgetTargets(tx, "post", ownPosts);
        await forgetTargets(
          tx,
          "comment",
          goneComments.map((c) => c.id),
        );
        if (goneComments.length)
          await tx.delete(comments).where(
            inArray(
              comments.id,
              goneComments.map((c) => c.id),
            ),
          );
        // Others' posts count the comments they have left.
        await recountComments(
          tx,
          goneComments.map((c) => c.post_id).filter((id) => !ownPosts.includes(id)),
        );
      });
      await storage.deletePrefix(communityFilesPrefix(userId));
    },
  };
}
