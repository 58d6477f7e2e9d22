import type { Comment, MeResponse, Post, PostResponse, Thread } from "@app/shared/community";
import { MessageCircle, PenLine, Reply } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { failed } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { useDeleteComment, useDeletePost } from "../api/community-queries";
import { suspendedUntil } from "../membership";
import { ActionButton } from "./action-button";
import { BlockButton } from "./block-button";
import { CommentForm, EditCommentForm } from "./comment-form";
import { DeleteButton } from "./delete-button";
import { NotMedicalAdvice } from "./guidelines";
import { ItemMeta } from "./item-meta";
import { LikeButton, LikeCount } from "./like-button";
import { ModeratorButton } from "./moderator-button";
import { CategoryPill, commentsText, PostPhoto, postName } from "./post-card";
import { EditPostButton } from "./post-composer";
import { ReportButton } from "./report-button";
import { RichTextView } from "./rich-text";
import { SuspendedNote } from "./suspended-note";
import { BackLink } from "@/components/back-link";

type Me = MeResponse | undefined;

/** Whether the member may write and edit now (a moderator's suspension says not). */
const canWrite = (me: Me) => me !== undefined && suspendedUntil(me) === null;

/** The hash of a notification's link (#comment-…): that comment, scrolled to and marked once the post is shown. */
function useLinkedComment(): string | null {
  const { hash } = useLocation();
  const target = hash.startsWith("#comment-") || hash === "#comments" ? hash.slice(1) : null;
  useEffect(() => {
    if (!target) return;
    // After the page's own scroll to the top (a new path starts there).
    const frame = requestAnimationFrame(() => {
      const element = document.getElementById(target);
      element?.scrollIntoView({ block: "center" });
      element?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return target;
}

interface CommentItemProps {
  comment: Comment | Thread;
  postId: string;
  me: Me;
  highlighted: boolean;
  onReply?: () => void;
}

function CommentItem({ comment, postId, me, highlighted, onReply }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteComment(postId);
  const replies = "replies" in comment ? comment.replies.length : 0;
  const name = `comment by ${comment.author.displayName}`;
  const onDelete = async () => {
    if (await failed(remove.mutateAsync(comment.id), "Couldn't delete your comment")) return false;
    toast.success("Your comment is deleted");
    // Its buttons are gone with it: focus goes to the comments' heading, not to the page's start.
    document.getElementById("comments-title")?.focus();
    return true;
  };
  return (
    <article
      id={`comment-${comment.id}`}
      tabIndex={-1}
      aria-label={`Comment by ${comment.author.displayName}`}
      className={cn(
        "grid scroll-mt-24 gap-2 rounded-lg p-3 outline-none sm:p-4",
        comment.hidden && "border border-dashed border-border bg-muted/40",
        highlighted && "bg-primary-soft/50 ring-2 ring-primary/30",
      )}
    >
      <ItemMeta
        author={comment.author}
        createdAt={comment.createdAt}
        editedAt={comment.editedAt}
        hidden={comment.hidden}
        mine={comment.mine}
        size="sm"
      />
      <div className="pl-11">
        {editing ? (
          <EditCommentForm comment={comment} onDone={() => setEditing(false)} />
        ) : (
          <RichTextView doc={comment.body} className="text-[0.95rem]" />
        )}
        {!editing && (
          <div className="-mx-2.5 mt-1 flex flex-wrap items-center gap-0.5">
            <LikeButton
              target={{ targetType: "comment", targetId: comment.id, postId }}
              itemName={name}
              liked={comment.liked}
              likeCount={comment.likeCount}
            />
            {onReply && <ActionButton icon={<Reply />} label="Reply" name={`Reply to ${comment.author.displayName}`} onClick={onReply} />}
            {comment.canEdit && canWrite(me) && (
              <ActionButton icon={<PenLine />} label="Edit" name={`Edit ${name}`} compact onClick={() => setEditing(true)} />
            )}
            {me?.moderator && !comment.mine && (
              <ModeratorButton targetType="comment" targetId={comment.id} itemName={name} hidden={comment.hidden} compact />
            )}
            {comment.mine ? (
              <DeleteButton
                what="comment"
                itemName={name}
                compact
                description={replies ? "Its replies go with it. This can't be undone." : "This can't be undone."}
                onDelete={onDelete}
              />
            ) : (
              <>
                <ReportButton targetType="comment" targetId={comment.id} itemName={name} compact />
                {me && <BlockButton member={comment.author} compact />}
              </>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

/** A top-level comment, its replies one level in, and the reply box when asked for. */
function CommentThread({ thread, postId, me, linked }: { thread: Thread; postId: string; me: Me; linked: string | null }) {
  const [replying, setReplying] = useState(false);
  const reply = canWrite(me) ? () => setReplying(true) : undefined;
  return (
    <li className="grid gap-1">
      <CommentItem comment={thread} postId={postId} me={me} highlighted={linked === `comment-${thread.id}`} onReply={reply} />
      {(thread.replies.length > 0 || replying) && (
        <div className="ml-7 grid gap-1 border-l-2 border-border pl-2 sm:ml-9 sm:pl-4">
          {thread.replies.length > 0 && (
            <ul aria-label={`Replies to ${thread.author.displayName}`} className="grid gap-1">
              {thread.replies.map((r) => (
                <li key={r.id}>
                  <CommentItem comment={r} postId={postId} me={me} highlighted={linked === `comment-${r.id}`} onReply={reply} />
                </li>
              ))}
            </ul>
          )}
          {replying && me && (
            <div className="p-3 sm:p-4">
              <CommentForm
                id={`reply-${thread.id}`}
                postId={postId}
                parentId={thread.id}
                me={me}
                label={`Reply to ${thread.author.displayName}`}
                submitLabel="Post reply"
                autoFocus
                onCancel={() => setReplying(false)}
                onDone={() => setReplying(false)}
              />
            </div>
          )}
        </div>
      )}
    </li>
  );
}

function PostActions({ post, me, onGone }: { post: Post; me: Me; onGone: () => void }) {
  const remove = useDeletePost();
  const onDelete = async () => {
    if (await failed(remove.mutateAsync(post.id), "Couldn't delete your post")) return false;
    toast.success("Your post is deleted");
    onGone();
    return true;
  };
  return (
    <div className="-mx-2.5 flex flex-wrap items-center gap-0.5 border-t border-border pt-3">
      <LikeButton
        target={{ targetType: "post", targetId: post.id, postId: post.id }}
        itemName={postName(post)}
        liked={post.liked}
        likeCount={post.likeCount}
      />
      <a
        href="#comments"
        className="inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground"
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {commentsText(post.commentCount)}
      </a>
      <span className="ml-auto flex items-center gap-0.5">
        {post.canEdit && me && canWrite(me) && <EditPostButton me={me} post={post} compact />}
        {me?.moderator && !post.mine && (
          <ModeratorButton targetType="post" targetId={post.id} itemName={postName(post)} hidden={post.hidden} compact />
        )}
        {post.mine ? (
          <DeleteButton
            what="post"
            itemName={postName(post)}
            compact
            description="Its comments go with it. This can't be undone."
            onDelete={onDelete}
          />
        ) : (
          <>
            <ReportButton targetType="post" targetId={post.id} itemName={postName(post)} compact />
            {me && <BlockButton member={post.author} compact onBlocked={onGone} />}
          </>
        )}
      </span>
    </div>
  );
}

/** A free reader's page of a post: who, when, the title, its first lines, that it has a photo, its counts, then the upgrade prompt. */
function PostPreview({ post, upgradePrompt }: { post: Post; upgradePrompt: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <BackLink to="/community" className="justify-self-start">
        All posts
      </BackLink>
      <article aria-labelledby="post-title" className="grid gap-5 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-7">
        <div className="flex items-start justify-between gap-3">
          <ItemMeta author={post.author} createdAt={post.createdAt} editedAt={post.editedAt} hidden={post.hidden} mine={post.mine} />
          <CategoryPill post={post} />
        </div>
        <h1 id="post-title" className="font-display text-2xl leading-tight font-extrabold tracking-tight text-balance sm:text-3xl">
          {post.title}
        </h1>
        <div className={cn("relative", post.preview?.truncated && "max-h-48 overflow-hidden")}>
          <RichTextView doc={post.body} className="text-base sm:text-[1.05rem]" />
          {/* The text fades out where the preview stops: there is more, for Premium. */}
          {post.preview?.truncated && (
            <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-12 bg-gradient-to-t from-surface" />
          )}
        </div>
        <PostPhoto post={post} />
        <div className="-mx-2.5 flex items-center gap-1 border-t border-border pt-3">
          <LikeCount likeCount={post.likeCount} />
          <span className="inline-flex h-9 items-center gap-1.5 px-2.5 text-sm font-semibold text-muted-foreground">
            <MessageCircle aria-hidden="true" className="size-4" />
            {commentsText(post.commentCount)}
          </span>
        </div>
      </article>
      <div className="flex justify-center">{upgradePrompt}</div>
    </div>
  );
}

interface PostDetailProps {
  data: PostResponse;
  me: Me;
  onGone: () => void;
  /** Below a free reader's preview of the post. */
  upgradePrompt: ReactNode;
}

/**
 * A post's page: the post in full with its photo, likes and the author's or others' actions, then
 * its comments (replies one level deep) and "Add a comment". `onGone` is called once the post is
 * deleted or its author blocked (the page has nothing left to show).
 */
export function PostDetail({ data, me, onGone, upgradePrompt }: PostDetailProps) {
  const { post, comments } = data;
  const linked = useLinkedComment();
  const until = suspendedUntil(me);
  if (post.preview) return <PostPreview post={post} upgradePrompt={upgradePrompt} />;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <BackLink to="/community" className="justify-self-start">
        All posts
      </BackLink>

      <article
        aria-labelledby="post-title"
        className={cn("grid gap-5 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-7", post.hidden && "border-dashed")}
      >
        <div className="flex items-start justify-between gap-3">
          <ItemMeta author={post.author} createdAt={post.createdAt} editedAt={post.editedAt} hidden={post.hidden} mine={post.mine} />
          <CategoryPill post={post} />
        </div>
        <h1 id="post-title" className="font-display text-2xl leading-tight font-extrabold tracking-tight text-balance sm:text-3xl">
          {post.title}
        </h1>
        <RichTextView doc={post.body} className="text-base sm:text-[1.05rem]" />
        <PostPhoto post={post} />
        <PostActions post={post} me={me} onGone={onGone} />
      </article>

      <section id="comments" tabIndex={-1} aria-labelledby="comments-title" className="grid scroll-mt-24 gap-4 outline-none">
        <h2 id="comments-title" tabIndex={-1} className="text-lg font-bold tracking-tight outline-none">
          Comments{" "}
          <span className="font-semibold text-muted-foreground tabular-nums">({formatNumber(post.commentCount, { digits: 0 })})</span>
        </h2>
        {comments.length > 0 ? (
          <ul aria-label="Comments" className="grid gap-2 rounded-xl border border-border bg-surface p-1 shadow-card sm:p-2">
            {comments.map((thread) => (
              <CommentThread key={thread.id} thread={thread} postId={post.id} me={me} linked={linked} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No comments yet. Be the first to say something kind.</p>
        )}
        {me &&
          (until ? (
            <SuspendedNote until={until} />
          ) : (
            <div className="rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5">
              <CommentForm id="new-comment" postId={post.id} me={me} label="Add a comment" submitLabel="Comment" />
            </div>
          ))}
        <NotMedicalAdvice />
      </section>
    </div>
  );
}
