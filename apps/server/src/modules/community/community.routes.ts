import { Hono, type Context } from "hono";
import type * as z from "zod/mini";
import {
  commentBodySchema,
  commentPatchSchema,
  communityEmptyBodySchema,
  feedQuerySchema,
  moderationTargetSchema,
  postBodySchema,
  postPatchSchema,
  profilePatchSchema,
  reportBodySchema,
  suspendBodySchema,
  type BlocksResponse,
  type CommentResponse,
  type FeedResponse,
  type LikeResponse,
  type MeResponse,
  type ModerationLogResponse,
  type ModerationQueueResponse,
  type NotificationsResponse,
  type PostCreatedResponse,
  type PostResponse,
  type UnreadCountResponse,
} from "@app/shared/community";
import { requireUser, type AuthEnv, type UserRoutesDeps } from "../../platform/guards";
import type { ObjectStorage } from "../../platform/storage";
import { jsonBody, paramsOf, queryOf, uuidParams } from "../../platform/validate";
import { requireRole } from "../account";
import { requirePremium } from "../billing";
import { privateJpeg, readImageUpload, reserveUpload, uploadGate } from "../photos";
import { addComment, deleteComment, editComment } from "./comments";
import { readFeed } from "./feed";
import { setLike } from "./likes";
import { acceptGuidelines, block, blockedMembers, me, MODERATOR_ROLES, renameMember, unblock } from "./members";
import { moderate, moderationLog, moderationQueue, report, suspend } from "./moderation";
import { listNotifications, markNotificationsRead, unreadNotifications } from "./notifications";
import { postPage } from "./post-page";
import { postPhoto, removePostPhoto, replacePostPhoto } from "./post-photos";
import { deletePost, editPost, publishPost } from "./posts";
import { withViewer, type ViewerEnv } from "./viewer";

export interface CommunityRoutesDeps extends UserRoutesDeps {
  storage: ObjectStorage;
}

/**
 * /api/community. Premium members read, post, comment, like and report; free users get the newest
 * few posts read-only; moderators work the report queue. Everyone may manage their profile, blocks
 * and notifications, and delete what they wrote.
 */
export function communityRoutes({ auth, db, storage }: CommunityRoutesDeps) {
  const premium = requirePremium(db);
  const viewer = withViewer(db);
  const moderatorOnly = requireRole(db, MODERATOR_ROLES, "Only community moderators can do this.");
  // A path's id that is no uuid is the 404 of a missing post, comment or member.
  const postId = paramsOf(uuidParams("id"), "There is no such post.");
  const commentId = paramsOf(uuidParams("id"), "There is no such comment.");
  const memberId = paramsOf(uuidParams("memberId"), "There is no such member.");
  // A like and its taking back, of a post or a comment: the same handler after each's own path check.
  const liking = (type: "post" | "comment", like: boolean) => async (c: Context<ViewerEnv, string, { out: { param: { id: string } } }>) =>
    c.json((await setLike(db, { viewer: c.var.viewer, type, id: c.req.valid("param").id, like })) satisfies LikeResponse);
  const moderation =
    (action: "hide" | "restore" | "dismiss") =>
    async (c: Context<AuthEnv, string, { out: { json: z.output<typeof moderationTargetSchema> } }>) => {
      await moderate(db, { userId: c.var.user.id, action, ...c.req.valid("json") });
      return c.body(null, 204);
    };

  return (
    new Hono<AuthEnv>()
      .use(requireUser(auth))
      // The member
      .get("/me", async (c) => c.json((await me(db, c.var.user.id)) satisfies MeResponse))
      .patch("/me", jsonBody(profilePatchSchema), async (c) => {
        const { displayName } = c.req.valid("json");
        return c.json((await renameMember(db, { userId: c.var.user.id, displayName })) satisfies MeResponse);
      })
      .post("/me/guidelines", jsonBody(communityEmptyBodySchema), async (c) =>
        c.json((await acceptGuidelines(db, { userId: c.var.user.id })) satisfies MeResponse),
      )
      .get("/blocks", async (c) => c.json({ members: await blockedMembers(db, c.var.user.id) } satisfies BlocksResponse))
      .put("/blocks/:memberId", memberId, async (c) => {
        await block(db, { userId: c.var.user.id, memberId: c.req.valid("param").memberId });
        return c.body(null, 204);
      })
      .delete("/blocks/:memberId", memberId, async (c) => {
        await unblock(db, { userId: c.var.user.id, memberId: c.req.valid("param").memberId });
        return c.body(null, 204);
      })
      .get("/notifications", async (c) => c.json((await listNotifications(db, c.var.user.id)) satisfies NotificationsResponse))
      .get("/notifications/unread", async (c) =>
        c.json({ unread: await unreadNotifications(db, c.var.user.id) } satisfies UnreadCountResponse),
      )
      .post("/notifications/read", jsonBody(communityEmptyBodySchema), async (c) => {
        await markNotificationsRead(db, c.var.user.id);
        return c.body(null, 204);
      })

      // The feed and posts
      .get("/posts", queryOf(feedQuerySchema), viewer, async (c) =>
        c.json((await readFeed(db, { viewer: c.var.viewer, query: c.req.valid("query") })) satisfies FeedResponse),
      )
      .post("/posts", premium, jsonBody(postBodySchema), viewer, async (c) => {
        const post = await publishPost(db, { viewer: c.var.viewer, post: c.req.valid("json") });
        return c.json({ post } satisfies PostCreatedResponse, 201);
      })
      // A post that is not there is a 404 for everyone, as its page is; one that is, Premium's to
      // read, or in a free reader's preview its first lines.
      .get("/posts/:id", postId, viewer, async (c) =>
        c.json((await postPage(db, { viewer: c.var.viewer, postId: c.req.valid("param").id })) satisfies PostResponse),
      )
      .patch("/posts/:id", premium, postId, jsonBody(postPatchSchema), viewer, async (c) => {
        const post = await editPost(db, { viewer: c.var.viewer, postId: c.req.valid("param").id, patch: c.req.valid("json") });
        return c.json({ post } satisfies PostCreatedResponse);
      })
      // What a member wrote stays theirs to delete, Premium or not.
      .delete("/posts/:id", postId, viewer, async (c) => {
        await deletePost(db, storage, { viewer: c.var.viewer, postId: c.req.valid("param").id });
        return c.body(null, 204);
      })
      .put("/posts/:id/photo", uploadGate(), premium, postId, reserveUpload, viewer, async (c) => {
        const post = await replacePostPhoto(db, storage, {
          viewer: c.var.viewer,
          postId: c.req.valid("param").id,
          // The photo is the upload's only field.
          readUpload: async () => (await readImageUpload(c, communityEmptyBodySchema, "file")).file,
        });
        return c.json({ post } satisfies PostCreatedResponse);
      })
      .delete("/posts/:id/photo", postId, viewer, async (c) => {
        await removePostPhoto(db, storage, { viewer: c.var.viewer, postId: c.req.valid("param").id });
        return c.body(null, 204);
      })
      .get("/posts/:id/photo", premium, postId, viewer, async (c) =>
        privateJpeg(c, await postPhoto(db, storage, { viewer: c.var.viewer, postId: c.req.valid("param").id })),
      )
      .put("/posts/:id/like", premium, postId, viewer, liking("post", true))
      .delete("/posts/:id/like", premium, postId, viewer, liking("post", false))

      // Comments
      .post("/posts/:id/comments", premium, postId, jsonBody(commentBodySchema), viewer, async (c) => {
        const comment = await addComment(db, { viewer: c.var.viewer, postId: c.req.valid("param").id, ...c.req.valid("json") });
        return c.json({ comment } satisfies CommentResponse, 201);
      })
      .patch("/comments/:id", premium, commentId, jsonBody(commentPatchSchema), viewer, async (c) => {
        const { body } = c.req.valid("json");
        const comment = await editComment(db, { viewer: c.var.viewer, commentId: c.req.valid("param").id, body });
        return c.json({ comment } satisfies CommentResponse);
      })
      .delete("/comments/:id", commentId, viewer, async (c) => {
        await deleteComment(db, { viewer: c.var.viewer, commentId: c.req.valid("param").id });
        return c.body(null, 204);
      })
      .put("/comments/:id/like", premium, commentId, viewer, liking("comment", true))
      .delete("/comments/:id/like", premium, commentId, viewer, liking("comment", false))

      // Safety
      .post("/reports", premium, jsonBody(reportBodySchema), viewer, async (c) => {
        await report(db, { viewer: c.var.viewer, ...c.req.valid("json") });
        return c.body(null, 204);
      })
      .get("/moderation/reports", moderatorOnly, async (c) =>
        c.json({ items: await moderationQueue(db) } satisfies ModerationQueueResponse),
      )
      .get("/moderation/log", moderatorOnly, async (c) => c.json({ actions: await moderationLog(db) } satisfies ModerationLogResponse))
      .post("/moderation/hide", moderatorOnly, jsonBody(moderationTargetSchema), moderation("hide"))
      .post("/moderation/restore", moderatorOnly, jsonBody(moderationTargetSchema), moderation("restore"))
      .post("/moderation/dismiss", moderatorOnly, jsonBody(moderationTargetSchema), moderation("dismiss"))
      .post("/moderation/suspend", moderatorOnly, jsonBody(suspendBodySchema), async (c) => {
        await suspend(db, { userId: c.var.user.id, ...c.req.valid("json") });
        return c.body(null, 204);
      })
  );
}
