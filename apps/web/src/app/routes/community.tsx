import { Shield, ScrollText } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { UpgradePrompt } from "@/features/billing/components/upgrade-prompt";
import { usePlanKnown } from "@/features/billing/hooks/use-plan-known";
import { useSubscription } from "@/features/billing/hooks/use-subscription";
import { useMe } from "@/features/community/api/community-queries";
import { CommunityFeed } from "@/features/community/components/community-feed";
import { NotMedicalAdvice } from "@/features/community/components/guidelines";
import { NewPostButton } from "@/features/community/components/post-composer";
import { SuspendedNote } from "@/features/community/components/suspended-note";
import { suspendedUntil } from "@/features/community/membership";
import { pageTitle, usePageMeta } from "@/lib/page-meta";

export function CommunityPage() {
  usePageMeta({
    title: pageTitle("Community"),
    description: "The CarniTrack community: members share wins, questions, meals and fasting experience, and keep each other going.",
  });
  const { subscribed } = useSubscription();
  const planKnown = usePlanKnown();
  const me = useMe();
  const navigate = useNavigate();
  const until = suspendedUntil(me.data);
  return (
    // A reading width for the feed, like a post's own page (max-w-3xl): lines of text in the wide main column would be hard to follow.
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      {/* "New post" comes once the plan and the member are known: it sits beside the title at
          every width, in a row as tall as the button either way, so its coming moves nothing
          (below the description it pushed the feed down as it appeared); the description runs
          under both. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2">
        <h1 className="flex min-h-11 items-center font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Community</h1>
        {subscribed && me.data && !until && (
          <div className="col-start-2 row-start-1">
            <NewPostButton me={me.data} onPublished={(post) => void navigate(`/community/${post.id}`)} />
          </div>
        )}
        <p className="col-span-2 text-pretty text-muted-foreground">Wins, questions and meals from people eating the way you do.</p>
      </div>
      {until && <SuspendedNote until={until} />}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link to="/community/guidelines" className={buttonVariants({ variant: "link", size: "inline" })}>
          <ScrollText aria-hidden="true" />
          Community guidelines
        </Link>
        {me.data?.moderator && (
          <Link to="/community/moderation" className={buttonVariants({ variant: "link", size: "inline" })}>
            <Shield aria-hidden="true" />
            Moderation
          </Link>
        )}
        <NotMedicalAdvice className="basis-full sm:ml-auto sm:basis-auto" />
      </div>
      <CommunityFeed
        subscribed={subscribed}
        planKnown={planKnown}
        upgradePrompt={
          <UpgradePrompt
            title="Join the conversation"
            text="Premium opens the whole community: every post, and your own posts, comments and likes."
          />
        }
      />
    </div>
  );
}
