import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import type { FeedQuery, Comment, FeedResponse, MeResponse, Post, PostResponse, Thread } from "@app/shared/community";
import { noRetryWhenLocked } from "@/lib/errors";
import { invalidate } from "@/lib/query-client";
import * as api from "./community-api";

export const communityKeys = {
  all: ["community"] as const,
  me: () => [...communityKeys.all, "me"] as const,
  feeds: () => [...communityKeys.all, "feed"] as const,
  feed: (filters: FeedQuery) => [...communityKeys.feeds(), filters.sort ?? "new", filters.category ?? "all"] as const,
  posts: () => [...communityKeys.all, "post"] as const,
  post: (postId: string) => [...communityKeys.posts(), postId] as const,
  blocks: () => [...communityKeys.all, "blocks"] as const,
  notifications: () => [...communityKeys.all, "notifications"] as const,
  unread: () => [...communityKeys.notifications(), "unread"] as const,
  moderation: () => [...communityKeys.all, "moderation"] as const,
  moderationQueue: () => [...communityKeys.moderation(), "queue"] as const,
  moderationLog: () => [...communityKeys.moderation(), "log"] as const,
};

type Feed = InfiniteData<FeedResponse, string | null>;

/* Cache edits: one post or comment changed, wherever it is shown. */

function editPosts(client: QueryClient, postId: string, edit: (post: Post) => Post | null) {
  client.setQueriesData<Feed>(
    { queryKey: communityKeys.feeds() },
    (feed) =>
      feed && {
        ...feed,
        pages: feed.pages.map((page) => ({
          ...page,
          posts: page.posts.flatMap((post) => {
            if (post.id !== postId) return [post];
            const next = edit(post);
            return next ? [next] : [];
          }),
        })),
      },
  );
  client.setQueryData<PostResponse>(communityKeys.post(postId), (detail) => {
    if (!detail) return detail;
    const post = edit(detail.post);
    return post ? { ...detail, post } : detail;
  });
}

function editComments(client: QueryClient, postId: string, edit: (threads: Thread[]) => Thread[]) {
  client.setQueryData<PostResponse>(communityKeys.post(postId), (detail) => detail && { ...detail, comments: edit(detail.comments) });
}

const mapComment = (threads: Thread[], commentId: string, edit: (comment: Comment) => Comment): Thread[] =>
  threads.map((thread) =>
    thread.id === commentId
      ? { ...thread, ...edit(thread) }
      : thread.replies.some((r) => r.id === commentId)
        ? { ...thread, replies: thread.replies.map((r) => (r.id === commentId ? edit(r) : r)) }
        : thread,
  );

/* The member */

/** The member's community profile (made on first read): display name, guidelines, suspension, role. */
export const meQuery = () =>
  queryOptions({
    queryKey: communityKeys.me(),
    queryFn: ({ signal }) => api.getMe(signal),
    retry: noRetryWhenLocked,
    staleTime: 60_000,
  });

export const useMe = () => useQuery(meQuery());

export function useAcceptGuidelines() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.acceptGuidelines,
    onSuccess: (me) => client.setQueryData<MeResponse>(communityKeys.me(), me),
  });
}

export function useUpdateDisplayName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.updateDisplayName,
    onSuccess: (me) => {
      client.setQueryData<MeResponse>(communityKeys.me(), me);
      // The name is on every post and comment of theirs.
      void invalidate(client, communityKeys.feeds(), communityKeys.posts());
    },
  });
}

/* Posts */

/**
 * A feed (newest or top of the week, all or one category), a page at a time by cursor. Not read
 * again on focus: the server counts a read of the first page as the member's visit, which would
 * clear the "New" marks while they read, and every loaded page would be fetched again.
 */
export const feedQuery = (filters: FeedQuery) =>
  infiniteQueryOptions({
    queryKey: communityKeys.feed(filters),
    queryFn: ({ pageParam, signal }) => api.getFeed(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  });

export const useFeed = (filters: FeedQuery) => useInfiniteQuery(feedQuery(filters));

export function usePost(postId: string, enabled = true) {
  return useQuery({
    queryKey: communityKeys.post(postId),
    queryFn: ({ signal }) => api.getPost(postId, signal),
    retry: noRetryWhenLocked,
    enabled,
  });
}

export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.createPost,
    onSuccess: ({ post }) => {
      client.setQueryData<PostResponse>(communityKeys.post(post.id), { post, comments: [] });
      void client.invalidateQueries({ queryKey: communityKeys.feeds() });
    },
  });
}

/** A post's new words, or its new photo (or none): the same post everywhere it shows. */
function usePostReplaced<V>(mutationFn: (vars: V) => Promise<{ post: Post }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ post }) => editPosts(client, post.id, () => post),
  });
}

export const useUpdatePost = () => usePostReplaced(api.updatePost);
export const usePutPostPhoto = () => usePostReplaced(api.putPostPhoto);

export function useDeletePostPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.deletePostPhoto,
    onSuccess: (_, postId) => editPosts(client, postId, (post) => ({ ...post, photo: null })),
  });
}

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.deletePost,
    onSuccess: (_, postId) => {
      editPosts(client, postId, () => null);
      client.removeQueries({ queryKey: communityKeys.post(postId) });
      void client.invalidateQueries({ queryKey: communityKeys.feeds() });
    },
  });
}

/* Comments */

export function useAddComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.addComment,
    onSuccess: ({ comment }) => {
      editComments(client, comment.postId, (threads) =>
        comment.parentId
          ? threads.map((t) => (t.id === comment.parentId ? { ...t, replies: [...t.replies, comment] } : t))
          : [...threads, { ...comment, replies: [] }],
      );
      editPosts(client, comment.postId, (post) => ({ ...post, commentCount: post.commentCount + 1 }));
    },
  });
}

export function useUpdateComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.updateComment,
    onSuccess: ({ comment }) => editComments(client, comment.postId, (threads) => mapComment(threads, comment.id, () => comment)),
  });
}

export function useDeleteComment(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.deleteComment,
    // Its replies go with it: the server's count and thread are the truth.
    onSuccess: () => invalidate(client, communityKeys.post(postId), communityKeys.feeds()),
  });
}

/* Likes */

export interface LikeTarget {
  targetType: api.TargetType;
  targetId: string;
  /** The post the item is on (the post itself for a post). */
  postId: string;
}

/** The heart: shown at once, then the server's count; put back if the server says no. */
export function useToggleLike() {
  const client = useQueryClient();
  const apply = ({ targetType, targetId, postId }: LikeTarget, change: (item: { liked: boolean; likeCount: number }) => typeof item) => {
    if (targetType === "post") editPosts(client, targetId, (post) => ({ ...post, ...change(post) }));
    else editComments(client, postId, (threads) => mapComment(threads, targetId, (c) => ({ ...c, ...change(c) })));
  };
  return useMutation({
    mutationFn: ({ targetType, targetId, liked }: LikeTarget & { liked: boolean }) => api.setLike({ targetType, targetId, liked }),
    onMutate: async (vars) => {
      // A read on its way would bring back the count from before.
      if (vars.targetType === "post") await client.cancelQueries({ queryKey: communityKeys.feeds() });
      await client.cancelQueries({ queryKey: communityKeys.post(vars.postId) });
      apply(vars, (item) => ({ liked: vars.liked, likeCount: Math.max(0, item.likeCount + (vars.liked ? 1 : -1)) }));
    },
    onSuccess: (answer, vars) => apply(vars, () => answer),
    onError: (_error, vars) =>
      apply(vars, (item) => ({ liked: !vars.liked, likeCount: Math.max(0, item.likeCount + (vars.liked ? -1 : 1)) })),
  });
}

/* Safety */

export const useReport = () => useMutation({ mutationFn: api.report });

export const useBlocks = (enabled = true) =>
  useQuery({ queryKey: communityKeys.blocks(), queryFn: ({ signal }) => api.getBlocks(signal), retry: noRetryWhenLocked, enabled });

/** Block or unblock: their posts and comments leave (or come back to) every list. */
export function useSetBlocked() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.setBlocked,
    onSuccess: () =>
      invalidate(client, communityKeys.blocks(), communityKeys.feeds(), communityKeys.posts(), communityKeys.notifications()),
  });
}

/* Notifications */

export const UNREAD_POLL_MS = 60_000;

/** The bell's count: every minute while the tab is shown, and when it is shown again. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: communityKeys.unread(),
    queryFn: ({ signal }) => api.getUnreadCount(signal),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    retry: noRetryWhenLocked,
  });
}

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: [...communityKeys.notifications(), "list"],
    queryFn: ({ signal }) => api.getNotifications(signal),
    enabled,
    retry: noRetryWhenLocked,
  });
}

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.markNotificationsRead,
    onSuccess: () => client.setQueryData(communityKeys.unread(), { unread: 0 }),
  });
}

/* Moderation */

export const useModerationQueue = () =>
  useQuery({ queryKey: communityKeys.moderationQueue(), queryFn: ({ signal }) => api.getModerationQueue(signal) });

export const useModerationLog = () =>
  useQuery({ queryKey: communityKeys.moderationLog(), queryFn: ({ signal }) => api.getModerationLog(signal) });

function useModerationMutation<V>(mutationFn: (vars: V) => Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidate(client, communityKeys.moderation(), communityKeys.feeds(), communityKeys.posts()),
  });
}

export const useModerate = () => useModerationMutation(api.moderate);
export const useSuspend = () => useModerationMutation(api.suspendMember);
