import type { FeedResponse, Post, PostResponse, Thread } from "@app/shared/community";
import type { InfiniteData } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { serveApi, withQueryClient, type ApiRoute } from "@/testing/serve-api";
import { communityKeys, useAddComment, useDeleteComment, useDeletePost, usePost, useToggleLike } from "./community-queries";

/* The community's cache edits: a like shows at once and is put back when the server refuses; a
 * deleted post leaves every list; a deleted comment's thread is read again; a new comment joins its thread. */

const POST_ID = "11111111-1111-4111-8111-111111111111";
const OTHER_ID = "22222222-2222-4222-8222-222222222222";
const COMMENT_ID = "33333333-3333-4333-8333-333333333333";
const REPLY_ID = "44444444-4444-4444-8444-444444444444";
const NEW_ID = "55555555-5555-4555-8555-555555555555";
const author = { id: "66666666-6666-4666-8666-666666666666", displayName: "Ann" };
const words = [{ t: "p" as const, c: [{ t: "text" as const, v: "Down 6 kg." }] }];

const post = (id: string, change: Partial<Post> = {}): Post => ({
  id,
  category: "wins",
  title: `Post ${id.slice(0, 1)}`,
  body: words,
  author,
  createdAt: "2026-11-20T08:00:00.000Z",
  editedAt: null,
  likeCount: 2,
  liked: false,
  commentCount: 2,
  photo: null,
  hidden: false,
  mine: false,
  canEdit: false,
  unread: false,
  ...change,
});

const comment = (id: string, parentId: string | null = null) => ({
  id,
  postId: POST_ID,
  parentId,
  body: words,
  author,
  createdAt: "2026-11-20T09:00:00.000Z",
  editedAt: null,
  likeCount: 1,
  liked: false,
  hidden: false,
  mine: true,
  canEdit: true,
});

const threads = (): Thread[] => [{ ...comment(COMMENT_ID), replies: [comment(REPLY_ID, COMMENT_ID)] }];

const { client: queryClient, wrapper } = withQueryClient();
let client: ReturnType<typeof queryClient>;
const FEED_KEY = communityKeys.feed({ sort: "new" });

/** The feed's first page and the post's page, as the app has them after reading both. */
function seed(change: Partial<Post> = {}) {
  client.setQueryData<InfiniteData<FeedResponse, string | null>>(FEED_KEY, {
    pages: [{ posts: [post(POST_ID, change), post(OTHER_ID)], nextCursor: null, preview: false }],
    pageParams: [null],
  });
  client.setQueryData<PostResponse>(communityKeys.post(POST_ID), { post: post(POST_ID, change), comments: threads() });
}

const feedPosts = () => client.getQueryData<InfiniteData<FeedResponse>>(FEED_KEY)!.pages.flatMap((p) => p.posts);
const feedPost = (id = POST_ID) => feedPosts().find((p) => p.id === id);
const detail = () => client.getQueryData<PostResponse>(communityKeys.post(POST_ID));
const likeOf = (item: { liked: boolean; likeCount: number } | undefined) => item && { liked: item.liked, likeCount: item.likeCount };

/**
 * serveApi's answers, held until `release()`: what the cache shows meanwhile is what the member
 * sees before the server has said anything.
 */
function serveHeld(routes: Record<string, ApiRoute>) {
  const calls = serveApi(routes);
  const served = globalThis.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal("fetch", async (...args: Parameters<typeof fetch>) => {
    await gate;
    return served(...args);
  });
  return { calls, release };
}

const refused = { status: 403, body: { error: { code: "PREMIUM_REQUIRED", message: "Upgrade to unlock it." } } };

beforeEach(() => {
  client = queryClient();
});

describe("liking", () => {
  it("shows a post's like at once in the feed and on its page, then the server's count", async () => {
    seed();
    const { calls, release } = serveHeld({
      [`PUT /api/community/posts/${POST_ID}/like`]: { status: 200, body: { liked: true, likeCount: 7 } },
    });
    const { result } = renderHook(() => useToggleLike(), { wrapper });

    act(() => result.current.mutate({ targetType: "post", targetId: POST_ID, postId: POST_ID, liked: true }));
    await waitFor(() => expect(likeOf(feedPost())).toEqual({ liked: true, likeCount: 3 }));
    expect(likeOf(detail()?.post)).toEqual({ liked: true, likeCount: 3 });
    expect(calls).toEqual([]);
    // Another post is left as it was.
    expect(likeOf(feedPost(OTHER_ID))).toEqual({ liked: false, likeCount: 2 });

    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`PUT /api/community/posts/${POST_ID}/like`]);
    expect(likeOf(feedPost())).toEqual({ liked: true, likeCount: 7 });
    expect(likeOf(detail()?.post)).toEqual({ liked: true, likeCount: 7 });
  });

  it("takes an unlike back when the server refuses it", async () => {
    seed({ liked: true, likeCount: 3 });
    const { release } = serveHeld({ [`DELETE /api/community/posts/${POST_ID}/like`]: refused });
    const { result } = renderHook(() => useToggleLike(), { wrapper });

    act(() => result.current.mutate({ targetType: "post", targetId: POST_ID, postId: POST_ID, liked: false }));
    await waitFor(() => expect(likeOf(feedPost())).toEqual({ liked: false, likeCount: 2 }));
    expect(likeOf(detail()?.post)).toEqual({ liked: false, likeCount: 2 });

    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(likeOf(feedPost())).toEqual({ liked: true, likeCount: 3 });
    expect(likeOf(detail()?.post)).toEqual({ liked: true, likeCount: 3 });
  });

  it("likes a reply at once on the post's page, and takes it back when the server refuses", async () => {
    seed();
    const { release } = serveHeld({ [`PUT /api/community/comments/${REPLY_ID}/like`]: refused });
    const { result } = renderHook(() => useToggleLike(), { wrapper });
    const reply = () => detail()!.comments[0]!.replies[0];

    act(() => result.current.mutate({ targetType: "comment", targetId: REPLY_ID, postId: POST_ID, liked: true }));
    await waitFor(() => expect(likeOf(reply())).toEqual({ liked: true, likeCount: 2 }));
    // The comment it answers and the post keep theirs.
    expect(likeOf(detail()!.comments[0])).toEqual({ liked: false, likeCount: 1 });
    expect(likeOf(detail()!.post)).toEqual({ liked: false, likeCount: 2 });

    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(likeOf(reply())).toEqual({ liked: false, likeCount: 1 });
  });
});

describe("deleting", () => {
  it("takes a deleted post out of the feed and forgets its page", async () => {
    seed({ mine: true });
    const calls = serveApi({
      [`DELETE /api/community/posts/${POST_ID}`]: { status: 204 },
      "GET /api/community/posts": { status: 200, body: { posts: [post(OTHER_ID)], nextCursor: null, preview: false } },
    });
    const { result } = renderHook(() => useDeletePost(), { wrapper });

    await act(() => result.current.mutateAsync(POST_ID));
    expect(feedPost()).toBeUndefined();
    expect(feedPost(OTHER_ID)).toBeDefined();
    expect(detail()).toBeUndefined();
    expect(calls[0]).toMatchObject({ method: "DELETE", path: `/api/community/posts/${POST_ID}` });
  });

  it("keeps a post whose deletion the server refuses", async () => {
    seed({ mine: true });
    serveApi({ [`DELETE /api/community/posts/${POST_ID}`]: refused });
    const { result } = renderHook(() => useDeletePost(), { wrapper });

    await act(() => result.current.mutateAsync(POST_ID).catch(() => undefined));
    expect(feedPost()).toBeDefined();
    expect(detail()?.post.id).toBe(POST_ID);
  });

  it("reads a deleted comment's post again: the comment and its replies are gone, the count is the server's", async () => {
    seed();
    let deleted = false;
    const calls = serveApi({
      [`DELETE /api/community/comments/${COMMENT_ID}`]: () => {
        deleted = true;
        return { status: 204 };
      },
      [`GET /api/community/posts/${POST_ID}`]: () => ({
        status: 200,
        body: { post: post(POST_ID, { commentCount: deleted ? 0 : 2 }), comments: deleted ? [] : threads() },
      }),
    });
    const { result } = renderHook(() => ({ page: usePost(POST_ID), remove: useDeleteComment(POST_ID) }), { wrapper });
    await waitFor(() => expect(result.current.page.isSuccess).toBe(true));

    await act(() => result.current.remove.mutateAsync(COMMENT_ID));
    await waitFor(() => expect(detail()?.comments).toEqual([]));
    expect(detail()?.post.commentCount).toBe(0);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(`DELETE /api/community/comments/${COMMENT_ID}`);
  });
});

describe("commenting", () => {
  it("adds a new comment at the end of the thread and counts it on the post, in the feed too", async () => {
    seed();
    const calls = serveApi({
      [`POST /api/community/posts/${POST_ID}/comments`]: () => ({ status: 201, body: { comment: comment(NEW_ID) } }),
    });
    const { result } = renderHook(() => useAddComment(), { wrapper });

    await act(() => result.current.mutateAsync({ postId: POST_ID, body: "Well done!" }));
    expect(calls[0]).toMatchObject({ method: "POST", path: `/api/community/posts/${POST_ID}/comments`, body: { body: "Well done!" } });
    expect(detail()!.comments.map((t) => t.id)).toEqual([COMMENT_ID, NEW_ID]);
    expect(detail()!.comments[1]!.replies).toEqual([]);
    expect(detail()!.post.commentCount).toBe(3);
    expect(feedPost()!.commentCount).toBe(3);
    expect(feedPost(OTHER_ID)!.commentCount).toBe(2);
  });

  it("puts a reply under the comment it answers", async () => {
    seed();
    const calls = serveApi({
      [`POST /api/community/posts/${POST_ID}/comments`]: () => ({ status: 201, body: { comment: comment(NEW_ID, COMMENT_ID) } }),
    });
    const { result } = renderHook(() => useAddComment(), { wrapper });

    await act(() => result.current.mutateAsync({ postId: POST_ID, body: "Thanks!", parentId: COMMENT_ID }));
    expect(calls[0]!.body).toEqual({ body: "Thanks!", parentId: COMMENT_ID });
    expect(detail()!.comments.map((t) => t.id)).toEqual([COMMENT_ID]);
    expect(detail()!.comments[0]!.replies.map((r) => r.id)).toEqual([REPLY_ID, NEW_ID]);
    expect(detail()!.post.commentCount).toBe(3);
  });

  it("changes nothing when the server refuses the comment", async () => {
    seed();
    serveApi({ [`POST /api/community/posts/${POST_ID}/comments`]: refused });
    const { result } = renderHook(() => useAddComment(), { wrapper });

    await act(() => result.current.mutateAsync({ postId: POST_ID, body: "Well done!" }).catch(() => undefined));
    expect(detail()!.comments).toEqual(threads());
    expect(detail()!.post.commentCount).toBe(2);
    expect(feedPost()!.commentCount).toBe(2);
  });
});
