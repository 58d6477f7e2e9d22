import {
  type FeedQuery,
  type PostBody,
  type moderationTargetSchema,
  type reportBodySchema,
  type suspendBodySchema,
  blocksResponse,
  commentResponse,
  feedResponse,
  likeResponse,
  meResponse,
  moderationLogResponse,
  moderationQueueResponse,
  notificationsResponse,
  postCreatedResponse,
  postResponse,
  unreadCountResponse,
} from "@app/shared/community";
import type { z } from "zod";
import { api, read } from "@/lib/api-client";

/* The community endpoints (/api/community). Each response is checked against its contract; failures throw. */

export type ReportBody = z.infer<typeof reportBodySchema>;
export type ModerationTarget = z.infer<typeof moderationTargetSchema>;
export type SuspendBody = z.infer<typeof suspendBodySchema>;
export type ModerationVerb = "hide" | "restore" | "dismiss";
export type TargetType = "post" | "comment";

const community = api.community;

/* The member */
export const getMe = (signal?: AbortSignal) => read(community.me.$get({}, { init: { signal } }), meResponse);
export const updateDisplayName = (displayName: string) => read(community.me.$patch({ json: { displayName } }), meResponse);
export const acceptGuidelines = () => read(community.me.guidelines.$post({ json: {} }), meResponse);

/* Posts */

/** GET /api/community/posts: a page of the feed (newest or top of the week, all or one category), after `cursor`. */
export function getFeed({ sort, category }: FeedQuery, cursor: string | null, signal?: AbortSignal) {
  const query = { sort: sort ?? "new", ...(category && { category }), ...(cursor && { cursor }) };
  return read(community.posts.$get({ query }, { init: { signal } }), feedResponse);
}
export const getPost = (postId: string, signal?: AbortSignal) =>
  read(community.posts[":id"].$get({ param: { id: postId } }, { init: { signal } }), postResponse);
export const createPost = (body: PostBody) => read(community.posts.$post({ json: body }), postCreatedResponse);
export const updatePost = ({ postId, changes }: { postId: string; changes: Partial<PostBody> }) =>
  read(community.posts[":id"].$patch({ param: { id: postId }, json: changes }), postCreatedResponse);
export async function deletePost(postId: string): Promise<void> {
  await community.posts[":id"].$delete({ param: { id: postId } });
}

/** PUT .../photo as multipart: one JPEG, PNG or WebP (the server strips its metadata). */
export const putPostPhoto = ({ postId, file }: { postId: string; file: File }) => {
  const form = new FormData();
  form.set("file", file);
  return read(community.posts[":id"].photo.$put({ param: { id: postId } }, { init: { body: form } }), postCreatedResponse);
};
export async function deletePostPhoto(postId: string): Promise<void> {
  await community.posts[":id"].photo.$delete({ param: { id: postId } });
}

/* Comments */
export const addComment = ({ postId, body, parentId }: { postId: string; body: string; parentId?: string }) =>
  read(community.posts[":id"].comments.$post({ param: { id: postId }, json: parentId ? { body, parentId } : { body } }), commentResponse);
export const updateComment = ({ commentId, body }: { commentId: string; body: string }) =>
  read(community.comments[":id"].$patch({ param: { id: commentId }, json: { body } }), commentResponse);
export async function deleteComment(commentId: string): Promise<void> {
  await community.comments[":id"].$delete({ param: { id: commentId } });
}

/* Likes */
export const setLike = ({ targetType, targetId, liked }: { targetType: TargetType; targetId: string; liked: boolean }) => {
  const like = targetType === "post" ? community.posts[":id"].like : community.comments[":id"].like;
  const param = { id: targetId };
  return read(liked ? like.$put({ param }) : like.$delete({ param }), likeResponse);
};

/* Safety */
export async function report(body: ReportBody): Promise<void> {
  await community.reports.$post({ json: body });
}
export const getBlocks = (signal?: AbortSignal) => read(community.blocks.$get({}, { init: { signal } }), blocksResponse);
export async function setBlocked({ memberId, blocked }: { memberId: string; blocked: boolean }): Promise<void> {
  const route = community.blocks[":memberId"];
  await (blocked ? route.$put({ param: { memberId } }) : route.$delete({ param: { memberId } }));
}

/* Notifications */
export const getNotifications = (signal?: AbortSignal) =>
  read(community.notifications.$get({}, { init: { signal } }), notificationsResponse);
export const getUnreadCount = (signal?: AbortSignal) =>
  read(community.notifications.unread.$get({}, { init: { signal } }), unreadCountResponse);
export async function markNotificationsRead(): Promise<void> {
  await community.notifications.read.$post({ json: {} });
}

/* Moderation (moderators only) */
export const getModerationQueue = (signal?: AbortSignal) =>
  read(community.moderation.reports.$get({}, { init: { signal } }), moderationQueueResponse);
export const getModerationLog = (signal?: AbortSignal) =>
  read(community.moderation.log.$get({}, { init: { signal } }), moderationLogResponse);
export async function moderate({ action, ...target }: ModerationTarget & { action: ModerationVerb }): Promise<void> {
  await community.moderation[action].$post({ json: target });
}
export async function suspendMember(body: SuspendBody): Promise<void> {
  await community.moderation.suspend.$post({ json: body });
}
