import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  COMMENTS_PER_HOUR,
  EDITS_PER_HOUR,
  POSTS_PER_HOUR,
  commentBodySchema,
  commentPatchSchema,
  feedQuerySchema,
  moderationTargetSchema,
  postBodySchema,
  postPatchSchema,
  profilePatchSchema,
  reportBodySchema,
  suspendBodySchema,
} from "@app/shared";
import type {
  BlocksResponse,
  CommentResponse,
  FeedResponse,
  LikeResponse,
  MeResponse,
  ModerationLogResponse,
  ModerationQueueResponse,
  NotificationsResponse,
  PostCreatedResponse,
  PostResponse,
  UnreadCountResponse,
} from "@app/shared/contracts/community";
import type { Db } from "../../db/client";
import { AppError, parseQuery, readJson } from "../../platform/errors";
import { requirePremium, requireUser, type AuthEnv, type SessionSource } from "../../platform/guards";
import { requireRole } from "../account";
import { allowance, RateLimiter } from "../../platform/rate-limit";
import type { ObjectStorage } from "../../platform/storage";
import { PHOTO_UPLOADS_PER_HOUR, processPhoto, readImageUpload, reserveUpload } from "../photos";
import {
  acceptGuidelines,
  block,
  blockedBy,
  blockedMembers,
  canPostLinks,
  ensureProfile,
  isModerator,
  me,
  MODERATOR_ROLES,
  renameMember,
  unblock,
} from "./members";
import {
  listNotifications,
  markNotificationsRead,
  moderate,
  moderationLog,
  moderationQueue,
  report,
  suspend,
  unreadNotifications,
} from "./moderation";
import {
  addComment,
  commentView,
  createPost,
  deleteComment,
  deletePost,
  feed,
  ownPost,
  postPhoto,
  postView,
  postWithComments,
  removePostPhoto,
  setLike,
  setPostPhoto,
  updateComment,
  updatePost,
  visiblePost,
  type Viewer,
} from "./posts";

export interface CommunityRoutesDeps {
  auth: SessionSource;
  db: Db;
  storage: ObjectStorage;
  isPremium: (userId: string) => Promise<boolean>;
}

/**
 * /api/community. Premium members read, post, comment, like and report; free users get the newest
 * few posts read-only; moderators (a role granted by `npm run admin`, never by an endpoint) work
 * the report queue. Everyone may manage their profile, blocks and notifications, and delete what
 * they wrote.
 */
export function communityRoutes({ auth, db, storage, isPremium }: CommunityRoutesDeps) {
  const limiter = new RateLimiter(db);
  const premium = requirePremium(isPremium);
  const viewerOf = async (c: Context<AuthEnv>): Promise<Viewer> => {
    const userId = c.var.user.id;
    const [moderator, blocked] = await Promise.all([isModerator(db, userId), blockedBy(db, userId)]);
    return { userId, moderator, blocked };
  };
  /** A member a moderator suspended may read and like, not write (nor edit what they wrote). */
  const notSuspended = async (userId: string) => {
    const profile = await ensureProfile(db, userId);
    if (profile.suspendedUntil && profile.suspendedUntil > new Date()) {
      const until = profile.suspendedUntil.toLocaleString("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
      throw new AppError("FORBIDDEN", `A moderator suspended you from posting until ${until} UTC. You can still read and like.`);
    }
    return profile;
  };
  // Counted against the member's hourly allowance only when what they wrote is stored: what is
  // refused (a 400, 403, 404 on the way) or fails is taken back.
  const hourly = {
    post: allowance(limiter, "community-post", { limit: POSTS_PER_HOUR, windowSeconds: 3600 }, "posts this hour"),
    comment: allowance(limiter, "community-comment", { limit: COMMENTS_PER_HOUR, windowSeconds: 3600 }, "comments this hour"),
    // Edits are parsed and stored like new words: limited like them.
    edit: allowance(limiter, "community-edit", { limit: EDITS_PER_HOUR, windowSeconds: 3600 }, "edits this hour"),
  };
  /** Before a member writes: the guidelines accepted once, and no suspension. */
  const mayWrite = async (userId: string) => {
    const profile = await notSuspended(userId);
    if (!profile.guidelinesAcceptedAt) {
      throw new AppError("FORBIDDEN", "Read and accept the community guidelines before you post or comment.");
    }
    return { canPostLinks: await canPostLinks(db, userId) };
  };
  // Photos are decoded by sharp: as many an hour as progress photos. Spent once an upload is read
  // and may be decoded (an upload refused before costs nothing; one that fails to decode has cost the work).
  const photoUploads = allowance(limiter, "community-photo", { limit: PHOTO_UPLOADS_PER_HOUR, windowSeconds: 3600 }, "photo uploads");
  const moderatorOnly = requireRole(db, MODERATOR_ROLES, "Only community moderators can do this.");
  const likeRoute = (type: "post" | "comment", like: boolean) => async (c: Context<AuthEnv>) =>
    c.json((await setLike(db, await viewerOf(c), type, c.req.param("id")!, like)) satisfies LikeResponse);
  const moderateRoute = (action: "hide" | "restore" | "dismiss") => async (c: Context<AuthEnv>) => {
    await moderate(db, c.var.user.id, action, await readJson(c, moderationTargetSchema));
    return c.body(null, 204);
  };

  return (
    new Hono<AuthEnv>()
      .use(requireUser(auth))
      // The member
      .get("/me", async (c) => c.json((await me(db, c.var.user.id)) satisfies MeResponse))
      .patch("/me", async (c) => {
        const { displayName } = await readJson(c, profilePatchSchema);
        // The name shows on everything they wrote: a suspended member keeps the one they had.
        await notSuspended(c.var.user.id);
        await renameMember(db, c.var.user.id, displayName);
        return c.json((await me(db, c.var.user.id)) satisfies MeResponse);
      })
      .post("/me/guidelines", async (c) => {
        await readJson(c, z.strictObject({}));
        await acceptGuidelines(db, c.var.user.id);
        return c.json((await me(db, c.var.user.id)) satisfies MeResponse);
      })
      .get("/blocks", async (c) => c.json({ members: await blockedMembers(db, c.var.user.id) } satisfies BlocksResponse))
      .put("/blocks/:memberId", async (c) => {
        await block(db, c.var.user.id, c.req.param("memberId"));
        return c.body(null, 204);
      })
      .delete("/blocks/:memberId", async (c) => {
        await unblock(db, c.var.user.id, c.req.param("memberId"));
        return c.body(null, 204);
      })
      .get("/notifications", async (c) => c.json((await listNotifications(db, c.var.user.id)) satisfies NotificationsResponse))
      .get("/notifications/unread", async (c) =>
        c.json({ unread: await unreadNotifications(db, c.var.user.id) } satisfies UnreadCountResponse),
      )
      .post("/notifications/read", async (c) => {
        await readJson(c, z.strictObject({}));
        await markNotificationsRead(db, c.var.user.id);
        return c.body(null, 204);
      })

      // The feed and posts
      .get("/posts", async (c) => {
        const query = parseQuery(c.req.query(), feedQuerySchema);
        const viewer = await viewerOf(c);
        const { feedSeenAt } = await ensureProfile(db, viewer.userId);
        const preview = !(await isPremium(viewer.userId));
        return c.json((await feed(db, viewer, query, { preview, seenAt: feedSeenAt })) satisfies FeedResponse);
      })
      .post("/posts", premium, async (c) => {
        const body = await readJson(c, postBodySchema);
        const rules = await mayWrite(c.var.user.id);
        const row = await hourly.post.spend(c.var.user.id, () => createPost(db, c.var.user.id, body, rules));
        return c.json({ post: await postView(db, await viewerOf(c), row.id) } satisfies PostCreatedResponse, 201);
      })
      // A post that is not there is a 404 for everyone, as its page is; one that is, Premium's to read.
      .get(
        "/posts/:id",
        async (c, next) => {
          await visiblePost(db, await viewerOf(c), c.req.param("id"));
          await next();
        },
        premium,
        async (c) => c.json((await postWithComments(db, await viewerOf(c), c.req.param("id"))) satisfies PostResponse),
      )
      .patch("/posts/:id", premium, async (c) => {
        const patch = await readJson(c, postPatchSchema);
        await notSuspended(c.var.user.id);
        const viewer = await viewerOf(c);
        const rules = { canPostLinks: await canPostLinks(db, viewer.userId) };
        await hourly.edit.spend(viewer.userId, () => updatePost(db, viewer, c.req.param("id"), patch, rules));
        return c.json({ post: await postView(db, viewer, c.req.param("id")) } satisfies PostCreatedResponse);
      })
      // What a member wrote stays theirs to delete, Premium or not.
      .delete("/posts/:id", async (c) => {
        await deletePost(db, storage, await viewerOf(c), c.req.param("id"));
        return c.body(null, 204);
      })
      .put("/posts/:id/photo", premium, reserveUpload, async (c) => {
        const viewer = await viewerOf(c);
        const file = await photoUploads.spend(viewer.userId, async () => {
          const { file } = await readImageUpload(c, z.strictObject({}), "file");
          await notSuspended(viewer.userId);
          // Theirs and still editable, before the image is decoded.
          await ownPost(db, viewer, c.req.param("id"), { editing: true });
          return file;
        });
        const image = await processPhoto(Buffer.from(await file.arrayBuffer()));
        await setPostPhoto(db, storage, viewer, c.req.param("id"), image);
        return c.json({ post: await postView(db, viewer, c.req.param("id")) } satisfies PostCreatedResponse);
      })
      .delete("/posts/:id/photo", async (c) => {
        await removePostPhoto(db, storage, await viewerOf(c), c.req.param("id"));
        return c.body(null, 204);
      })
      .get("/posts/:id/photo", premium, async (c) => {
        const bytes = await postPhoto(db, storage, await viewerOf(c), c.req.param("id"));
        // Members' photos stay out of shared caches and, once the member leaves, out of this one.
        c.header("Cache-Control", "private, no-store");
        c.header("X-Content-Type-Options", "nosniff");
        c.header("Content-Type", "image/jpeg");
        return c.body(new Uint8Array(bytes));
      })
      .put("/posts/:id/like", premium, likeRoute("post", true))
      .delete("/posts/:id/like", premium, likeRoute("post", false))

      // Comments
      .post("/posts/:id/comments", premium, async (c) => {
        const input = await readJson(c, commentBodySchema);
        const rules = await mayWrite(c.var.user.id);
        const viewer = await viewerOf(c);
        const row = await hourly.comment.spend(viewer.userId, () => addComment(db, viewer, c.req.param("id"), input, rules));
        return c.json({ comment: await commentView(db, viewer, row.id) } satisfies CommentResponse, 201);
      })
      .patch("/comments/:id", premium, async (c) => {
        const { body } = await readJson(c, commentPatchSchema);
        await notSuspended(c.var.user.id);
        const viewer = await viewerOf(c);
        const rules = { canPostLinks: await canPostLinks(db, viewer.userId) };
        await hourly.edit.spend(viewer.userId, () => updateComment(db, viewer, c.req.param("id"), body, rules));
        return c.json({ comment: await commentView(db, viewer, c.req.param("id")) } satisfies CommentResponse);
      })
      .delete("/comments/:id", async (c) => {
        await deleteComment(db, await viewerOf(c), c.req.param("id"));
        return c.body(null, 204);
      })
      .put("/comments/:id/like", premium, likeRoute("comment", true))
      .delete("/comments/:id/like", premium, likeRoute("comment", false))

      // Safety
      .post("/reports", premium, async (c) => {
        await report(db, await viewerOf(c), await readJson(c, reportBodySchema));
        return c.body(null, 204);
      })
      .get("/moderation/reports", moderatorOnly, async (c) =>
        c.json({ items: await moderationQueue(db) } satisfies ModerationQueueResponse),
      )
      .get("/moderation/log", moderatorOnly, async (c) => c.json({ actions: await moderationLog(db) } satisfies ModerationLogResponse))
      .post("/moderation/hide", moderatorOnly, moderateRoute("hide"))
      .post("/moderation/restore", moderatorOnly, moderateRoute("restore"))
      .post("/moderation/dismiss", moderatorOnly, moderateRoute("dismiss"))
      .post("/moderation/suspend", moderatorOnly, async (c) => {
        await suspend(db, c.var.user.id, await readJson(c, suspendBodySchema));
        return c.body(null, 204);
      })
  );
}
