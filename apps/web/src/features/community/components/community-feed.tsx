import {
  FREE_PREVIEW_POSTS,
  POST_CATEGORIES,
  postCategoryLabel,
  type PostCategory,
  type FeedQuery,
  type FeedSort,
} from "@app/shared/community";
import { ChevronDown, Flame, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { ChipFilter } from "@/components/ui/chip";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { useFeed } from "../api/community-queries";
import { PostCard } from "./post-card";

const CATEGORY_KEYS = POST_CATEGORIES.map((c) => c.key) as string[];

/** The feed's sort and category live in the address (/community?sort=top&category=wins): a reload or a link keeps them. */
function useFeedFilters() {
  const [params, setParams] = useSearchParams();
  const category = params.get("category");
  const filters: FeedQuery = {
    sort: params.get("sort") === "top" ? "top" : "new",
    ...(category && CATEGORY_KEYS.includes(category) && { category: category as PostCategory }),
  };
  const update = (change: Partial<FeedQuery>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const set = (key: string, value: string | null | undefined) => (value ? next.set(key, value) : next.delete(key));
        if ("sort" in change) set("sort", change.sort === "top" ? "top" : null);
        if ("category" in change) set("category", change.category);
        return next;
      },
      { replace: true },
    );
  return { filters, update };
}

const SORTS: { key: FeedSort; label: string; icon: ReactNode }[] = [
  { key: "new", label: "Newest", icon: <Sparkles /> },
  { key: "top", label: "Top this week", icon: <Flame /> },
];

/** "Newest" / "Top this week": a two-way toggle. */
function SortToggle({ sort, onChange }: { sort: FeedSort; onChange: (sort: FeedSort) => void }) {
  return (
    <div role="group" aria-label="Sort" className="inline-flex rounded-full border border-border bg-muted/60 p-1">
      {SORTS.map((s) => (
        <button
          key={s.key}
          type="button"
          aria-pressed={sort === s.key}
          onClick={() => onChange(s.key)}
          className={cn(
            "inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold whitespace-nowrap transition-colors [&_svg]:size-4",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            sort === s.key ? "bg-surface text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
          )}
        >
          <span aria-hidden="true" className="contents">
            {s.icon}
          </span>
          {s.label}
        </button>
      ))}
    </div>
  );
}

/** "No posts in Wins yet", "No posts this week yet": what an empty feed says, and announces. */
function emptyText(filters: FeedQuery): string {
  const where = filters.category ? ` in ${postCategoryLabel(filters.category)}` : "";
  return filters.sort === "top" ? `No posts${where} this week yet` : `No posts${where} yet`;
}

/** An empty feed: a Premium member may write the first post; a free user is told what will show here. */
function EmptyFeed({ filters, preview }: { filters: FeedQuery; preview: boolean }) {
  return (
    <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center">
      <p className="font-semibold">{emptyText(filters)}</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        {preview
          ? `When members post, the ${FREE_PREVIEW_POSTS} newest show here. With Premium you can write the first one.`
          : "Be the first: share a win, a question or a meal."}
      </p>
    </div>
  );
}

/** What the preview banner says of the posts a free user sees: only as many as there are. */
function previewText(count: number): string {
  return count === 1 ? "You're seeing the newest post." : `You're seeing the ${count} newest posts.`;
}

function FeedSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="h-52 animate-pulse rounded-xl bg-muted/60" />
      ))}
    </div>
  );
}

interface CommunityFeedProps {
  subscribed: boolean;
  /** Whether `subscribed` is known yet: until it or the feed is, nothing is drawn (see below). */
  planKnown?: boolean;
  upgradePrompt: ReactNode;
}

/**
 * The community feed: "Newest" or "Top this week", category chips, the posts a page at a time
 * ("Load more"), posts new since the last visit marked "New". A free user gets the newest few,
 * read-only, with `upgradePrompt` under them (the server sends no more than that).
 */
export function CommunityFeed({ subscribed, planKnown = true, upgradePrompt }: CommunityFeedProps) {
  const { filters, update } = useFeedFilters();
  const feed = useFeed(filters);
  const pages = feed.data?.pages;
  // Once each: under "Top this week" a post liked between two pages can come again on the next.
  const posts = pages && [...new Map(pages.flatMap((page) => page.posts).map((post) => [post.id, post])).values()];
  // Known once the server responds; until then, what the subscription says.
  const preview = pages ? pages[0]!.preview : !subscribed;
  // Until then Premium's sort and filters would appear above the skeleton when the plan came,
  // pushing it down; drawn together once it is known, nothing moves. Offline or on an error, the
  // feed shows what it has rather than wait.
  if (!pages && !planKnown && feed.fetchStatus !== "paused" && !feed.isError) return null;

  return (
    <div className="grid gap-5">
      {!preview && (
        <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-center sm:justify-between">
          <SortToggle sort={filters.sort ?? "new"} onChange={(sort) => update({ sort })} />
          <ChipFilter
            label="Category"
            options={POST_CATEGORIES}
            value={filters.category ?? null}
            onChange={(category) => update({ category: category ?? undefined })}
            className="sm:pb-0"
          />
        </div>
      )}

      {preview && posts && posts.length > 0 && (
        <p className="rounded-lg border border-primary/20 bg-primary-soft/40 px-4 py-3 text-sm text-pretty">
          <span className="font-semibold">{previewText(posts.length)}</span> Premium members read everything, post, comment and react.
        </p>
      )}

      <p aria-live="polite" className="sr-only">
        {posts && !feed.isFetching
          ? posts.length === 0
            ? emptyText(filters)
            : posts.length === 1
              ? "1 post shown"
              : `${formatNumber(posts.length, { digits: 0 })} posts shown`
          : ""}
      </p>

      {feed.isError && !posts ? (
        <LoadError what="the community feed" onRetry={() => void feed.refetch()} retrying={feed.isFetching} />
      ) : !posts ? (
        <FeedSkeleton />
      ) : posts.length === 0 ? (
        <EmptyFeed filters={filters} preview={preview} />
      ) : (
        <ul aria-label="Posts" className={cn("grid gap-4 transition-opacity", feed.isFetching && !feed.isFetchingNextPage && "opacity-70")}>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} readOnly={preview} />
          ))}
        </ul>
      )}

      {preview && <div className="flex justify-center py-2">{upgradePrompt}</div>}

      {feed.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
            {feed.isFetchingNextPage ? <Spinner /> : <ChevronDown aria-hidden="true" />}
            Load more
          </Button>
        </div>
      )}
      {feed.isFetchNextPageError && <p className="text-center text-sm text-muted-foreground">We couldn't load more posts. Try again.</p>}
    </div>
  );
}
