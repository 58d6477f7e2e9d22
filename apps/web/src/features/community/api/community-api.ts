import type { PostBody, moderationTargetSchema, reportBodySchema, suspendBodySchema } from "@app/shared";
import type { PostCategory } from "@app/shared/community";
import {
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
} from "@app/shared/contracts/community";
import type { z } from "zod";
import { apiFetch, apiJson, jsonBody } from "@/lib/api";

/* The community endpoints (/api/community). */

const BASE = "/api/community";
const id = (value: string) => encodeURIComponent(value);

export type FeedSort = "new" | "top";
export interface FeedFilters {
  sort: FeedSort;
  category: PostCategory | null;
}
export type ReportBody = z.infer<typeof reportBodySchema>;
export type ModerationTarget = z.infer<typeof moderationTargetSchema>;
export type SuspendBody = z.infer<typeof suspendBodySchema>;
export type ModerationVerb = "hide" | "restore" | "dismiss";
export type TargetType = "post" | "comment";

const patch = (value: unknown): RequestInit => ({ ...jsonBody(value), method: "PATCH" });

/* The member */
export const getMe = (signal?: AbortSignal) => apiJson(`${BASE}/me`, meResponse, { signal });
export const updateDisplayName = (displayName: string) => apiJson(`${BASE}/me`, meResponse, patch({ displayName }));
export const acceptGuidelines = () => apiJson(`${BASE}/me/guidelines`, meResponse, { method: "POST" });

/* Posts */
export function feedSearchParams({ sort, category }: FeedFilters, cursor?: string | null): URLSearchParams {
  const params = new URLSearchParams({ sort });
  if (category) params.set("category", category);
  if (cursor) params.set("cursor", cursor);
  return params;
}
export const getFeed = (filters: FeedFilters, cursor: string | null, signal?: AbortSignal) =>
  apiJson(`${BASE}/posts?${feedSearchParams(filters, cursor).toString()}`, feedResponse, { signal });
export const getPost = (postId: string, signal?: AbortSignal) => apiJson(`${BASE}/posts/${id(postId)}`, postResponse, { signal });
export const createPost = (body: PostBody) => apiJson(`${BASE}/posts`, postCreatedResponse, jsonBody(body));
export const updatePost = ({ postId, changes }: { postId: string; changes: Partial<PostBody> }) =>
  apiJson(`${BASE}/posts/${id(postId)}`, postCreatedResponse, patch(changes));
export async function deletePost(postId: string): Promise<void> {
  await apiFetch(`${BASE}/posts/${id(postId)}`, { method: "DELETE" });
}

/** PUT .../photo as multipart: one JPEG, PNG or WebP (the server strips its metadata). */
export const putPostPhoto = ({ postId, file }: { postId: string; file: File }) => {
  const form = new FormData();
  form.set("file", file);
  return apiJson(`${BASE}/posts/${id(postId)}/photo`, postCreatedResponse, { method: "PUT", body: form });
};
export async function deletePostPhoto(postId: string): Promise<void> {
  await apiFetch(`${BASE}/posts/${id(postId)}/photo`, { method: "DELETE" });
}

/* Comments */
export const addComment = ({ postId, body, parentId }: { postId: string; body: string; parentId?: string }) =>
  apiJson(`${BASE}/posts/${id(postId)}/comments`, commentResponse, jsonBody(parentId ? { body, parentId } : { body }));
export const updateComment = ({ commentId, body }: { commentId: string; body: string }) =>
  apiJson(`${BASE}/comments/${id(commentId)}`, commentResponse, patch({ body }));
export async function deleteComment(commentId: string): Promise<void> {
  await apiFetch(`${BASE}/comments/${id(commentId)}`, { method: "DELETE" });
}

/* Likes */
export const setLike = ({ targetType, targetId, liked }: { targetType: TargetType; targetId: string; liked: boolean }) =>
  apiJson(`${BASE}/${targetType === "post" ? "posts" : "comments"}/${id(targetId)}/like`, likeResponse, {
    method: liked ? "PUT" : "DELETE",
  });

/* Safety */
export async function report(body: ReportBody): Promise<void> {
  await apiFetch(`${BASE}/reports`, jsonBody(body));
}
export const getBlocks = (signal?: AbortSignal) => apiJson(`${BASE}/blocks`, blocksResponse, { signal });
export async function setBlocked({ memberId, blocked }: { memberId: string; blocked: boolean }): Promise<void> {
  await apiFetch(`${BASE}/blocks/${id(memberId)}`, { method: blocked ? "PUT" : "DELETE" });
}

/* Notifications */
export const getNotifications = (signal?: AbortSignal) => apiJson(`${BASE}/notifications`, notificationsResponse, { signal });
export const getUnreadCount = (signal?: AbortSignal) => apiJson(`${BASE}/notifications/unread`, unreadCountResponse, { signal });
export async function markNotificationsRead(): Promise<void> {
  await apiFetch(`${BASE}/notifications/read`, { method: "POST" });
}

/* Moderation (moderators only) */
export const getModerationQueue = (signal?: AbortSignal) => apiJson(`${BASE}/moderation/reports`, moderationQueueResponse, { signal });
export const getModerationLog = (signal?: AbortSignal) => apiJson(`${BASE}/moderation/log`, moderationLogResponse, { signal });
export async function moderate({ action, ...target }: ModerationTarget & { action: ModerationVerb }): Promise<void> {
  await apiFetch(`${BASE}/moderation/${action}`, jsonBody(target));
}
export async function suspendMember(body: SuspendBody): Promise<void> {
  await apiFetch(`${BASE}/moderation/suspend`, jsonBody(body));
}
