import { postCategoryLabel, type Post } from "@app/shared/community";
import { ImageIcon, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { PrivateImage } from "@/components/private-image";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { ItemMeta } from "./item-meta";
import { LikeButton, LikeCount } from "./like-button";
import { RichTextView } from "./rich-text";

export const commentsText = (n: number) => (n === 1 ? "1 comment" : `${formatNumber(n, { digits: 0 })} comments`);

/** The post's category, as a small label. */
export function CategoryPill({ post }: { post: Pick<Post, "category"> }) {
  return (
    <span className="inline-flex items-center rounded-full bg-ember-soft px-2 py-0.5 text-[0.7rem] font-bold tracking-wide text-ember-strong uppercase">
      {postCategoryLabel(post.category)}
    </span>
  );
}

/** A post as a button names it: post “Down 6 kg”. */
export const postName = (post: Pick<Post, "title">) => `post “${post.title}”`;

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

/** How tall a post's photo may be in the page (rem): a tall photo is narrower, never cropped. */
const PHOTO_MAX_REM = 28;

/**
 * A post's photo, whole, in its own proportions: as wide as the column allows and at most 28rem
 * tall, its space kept from the stored width and height while it loads (no layout shift). It is a
 * button that opens the photo full size in a dialog, with the same alt text.
 */
export function PostPhoto({ post }: { post: Pick<Post, "photo" | "title" | "preview"> }) {
  if (post.preview?.hasPhoto) return <LockedPhoto />;
  if (!post.photo) return null;
  const { url, width, height } = post.photo;
  const alt = `Photo for “${post.title}”`;
  return (
    <Dialog>
      <DialogTrigger
        aria-label={`${alt}, open full size`}
        data-testid="post-photo"
        className="block w-full cursor-zoom-in justify-self-start rounded-lg focus-visible:outline-offset-2"
        style={{ maxWidth: `${Math.round((PHOTO_MAX_REM * width * 100) / height) / 100}rem` }}
      >
        <PrivateImage url={url} alt={alt} width={width} height={height} className="h-auto w-full rounded-lg border border-border" />
      </DialogTrigger>
      <DialogContent className="w-auto max-w-none gap-3 p-3">
        <DialogTitle className="line-clamp-1 min-h-8 pr-10 pl-1 text-base leading-8">{post.title}</DialogTitle>
        <DialogDescription className="sr-only">The post's photo at full size.</DialogDescription>
        {/* Its own pixels at most, within the window (the dialog's padding and title aside). */}
        <div style={{ width: `min(${width}px, calc(100vw - 3.5rem), calc((100dvh - 7rem) * ${width / height}))` }}>
          <PrivateImage url={url} alt={alt} width={width} height={height} className="h-auto w-full rounded-md" />
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Where a free reader's preview has a photo: that there is one, never the photo (the server sends no address). */
function LockedPhoto() {
  return (
    <p
      data-testid="locked-photo"
      className="flex h-24 w-full max-w-xs items-center justify-center gap-2 rounded-lg border border-dashed border-border bg-muted/40 text-sm text-muted-foreground"
    >
      <ImageIcon aria-hidden="true" className="size-4" />
      This post has a photo
    </p>
  );
}

/**
 * A post in the feed: who and when, its category, the title (a link to the post's page), the
 * text, the photo, likes and comments. `readOnly` is a free user's preview: the title opens the
 * post's first lines, and there is nothing to like.
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
            mine={post.mine}
            createdAt={post.createdAt}
            editedAt={post.editedAt}
            hidden={post.hidden}
            extra={post.unread && <NewBadge />}
          />
          <CategoryPill post={post} />
        </div>
        <div className="grid gap-2">
          <h2 id={titleId} className="text-lg leading-snug font-bold tracking-tight text-balance sm:text-xl">
            <Link to={`/community/${post.id}`} className="rounded-sm hover:text-primary focus-visible:outline-offset-4">
              {post.title}
            </Link>
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
                itemName={postName(post)}
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
