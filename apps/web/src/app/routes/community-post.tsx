import { useNavigate, useParams } from "react-router";
import { LoadError } from "@/components/ui/load-error";
import { UpgradePrompt } from "@/features/billing/components/upgrade-prompt";
import { useMe, usePost } from "@/features/community/api/community-queries";
import { PostDetail } from "@/features/community/components/post-detail";
import { isPostId } from "@/features/community/membership";
import { errorStatus, isLocked } from "@/lib/errors";
import { pageTitle, usePageMeta } from "@/lib/page-meta";
import { NotFoundInApp } from "./not-found";

export function CommunityPostPage() {
  const { id = "" } = useParams();
  const known = isPostId(id);
  const query = usePost(id, known);
  const me = useMe();
  const navigate = useNavigate();
  const post = query.data?.post;
  usePageMeta({ title: pageTitle(post?.title ?? "Community") });

  // Not an id of ours, or no post (deleted, hidden, never was): the same 404 as anywhere.
  if (!known || errorStatus(query.error) === 404) return <NotFoundInApp />;
  if (isLocked(query.error)) {
    return (
      <div className="flex justify-center py-10">
        <UpgradePrompt
          title="This conversation is for Premium members"
          text="Premium opens the whole community: every post and its comments, and your own posts, comments and likes."
        />
      </div>
    );
  }
  if (!query.data) {
    return query.isError ? (
      <LoadError what="this post" onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <div className="mx-auto grid w-full max-w-3xl gap-6">
        <div className="h-5 w-24 animate-pulse rounded bg-muted/60" />
        <div className="h-72 animate-pulse rounded-xl bg-muted/60" />
        <div className="h-32 animate-pulse rounded-xl bg-muted/60" />
      </div>
    );
  }
  return (
    <PostDetail
      data={query.data}
      me={me.data}
      onGone={() => void navigate("/community", { replace: true })}
      upgradePrompt={
        <UpgradePrompt
          title="Read the whole post with Premium"
          text="Premium opens the whole community: every post, its photos and comments, and your own posts, comments and likes."
        />
      }
    />
  );
}
