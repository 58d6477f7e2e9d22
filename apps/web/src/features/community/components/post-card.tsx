import { postCategoryLabel } from "@app/shared/community";
import type { Post } from "@app/shared/contracts/community";
import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { PrivateImage } from "@/components/private-image";
import { cn } from "@/lib/cn";
import { ItemMeta } from "./item-meta";
import { LikeButton, LikeCount } from "./like-button";
import { RichTextView } from "./rich-text";

export const commentsText = (n: number) => (n === 1 ? "1 comment" : `${n.toLocaleString()} comments`);

/** The post's category, as a small label. */
export function CategoryPill({ post }: { post: Pick<Post, "category"> }) {
  return (
    <span className="inline-flex items-center rounded-full bg-ember-soft px-2 py-0.5 text-[0.7rem] font-bold tracking-wide text-ember-strong uppercase">
      {postCategoryLabel(post.category)}
    </span>
  );
}

/** "New": written since the member's last visit to the feed. */
export function NewBadge() {
  return (
    <span
      data-testid="unread-badge"
      className="inline-flex items-center rounded-full bg-primary px-2 py-0.5 text-[0.7rem] font-bold text-primary-foreground"
    >
      New
    </span>
  );
}

/** A post's photo, in its own proportions (within limits). */
export function PostPhoto({ post, className }: { post: Pick<Post, "photo" | "title">; className?: string }) {
  if (!post.photo) return null;
  return (
    <PrivateImage
      url={post.photo.url}
      alt={`Photo for “${post.title}”`}
      width={post.photo.width}
      height={post.photo.height}
      className={cn("max-h-[28rem] w-full rounded-lg border border-border object-cover", className)}
    />
  );
}

/**
 * A post in the feed: who and when, its category, the title (a link to the post's page), the
 * text, the photo, likes and comments. `readOnly` is a free user's preview: no link, no like.
 */
export function PostCard({ post, readOnly = false }: { post: Post; readOnly?: boolean }) {
  const titleId = `post-${post.id}-title`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className={cn(
          "grid gap-4 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-6",
          post.unread && "border-primary/30 ring-1 ring-primary/10",
          post.hidden && "border-dashed bg-muted/40",
        )}
      >
        <div className="flex items-start justify-between gap-3">
          <ItemMeta
            author={post.author}
            createdAt={post.createdAt}
            editedAt={post.editedAt}
            hidden={post.hidden}
            extra={post.unread && <NewBadge />}
          />
          <CategoryPill post={post} />
        </div>
        <div className="grid gap-2">
          <h2 id={titleId} className="text-lg leading-snug font-bold tracking-tight text-balance sm:text-xl">
            {readOnly ? (
              post.title
            ) : (
              <Link to={`/community/${post.id}`} className="rounded-sm hover:text-primary focus-visible:outline-offset-4">
                {post.title}
              </Link>
            )}
          </h2>
          <RichTextView doc={post.body} className="line-clamp-[10] text-[0.95rem]" />
        </div>
        <PostPhoto post={post} />
        <div className="-mx-2.5 -mb-1 flex items-center gap-1">
          {readOnly ? (
            <>
              <LikeCount likeCount={post.likeCount} />
              <span className="inline-flex h-9 items-center gap-1.5 px-2.5 text-sm font-semibold text-muted-foreground">
                <MessageCircle aria-hidden="true" className="size-4" />
                {commentsText(post.commentCount)}
              </span>
            </>
          ) : (
            <>
              <LikeButton
                target={{ targetType: "post", targetId: post.id, postId: post.id }}
                liked={post.liked}
                likeCount={post.likeCount}
              />
              <Link
                to={`/community/${post.id}#comments`}
                className="inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground"
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                {commentsText(post.commentCount)}
              </Link>
            </>
          )}
        </div>
      </article>
    </li>
  );
}
