import { ShieldAlert } from "lucide-react";
import { LoadError } from "@/components/ui/load-error";
import { useMe } from "@/features/community/api/community-queries";
import { ModerationLog, ModerationQueue } from "@/features/community/components/moderation";
import { isLocked } from "@/lib/errors";
import { pageTitle, usePageMeta } from "@/lib/page-meta";
import { BackLink } from "@/components/back-link";

export function CommunityModerationPage() {
  usePageMeta({ title: pageTitle("Moderation") });
  const me = useMe();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <BackLink to="/community" className="justify-self-start">
        Back to the community
      </BackLink>
      <div>
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Moderation</h1>
        <p className="mt-2 text-pretty text-muted-foreground">Reported posts and comments, and what moderators did about them.</p>
      </div>
      {me.data?.moderator ? (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:items-start">
          <ModerationQueue />
          <ModerationLog />
        </div>
      ) : me.data || isLocked(me.error) ? (
        <div className="flex items-start gap-3 rounded-xl border border-border bg-surface p-5 shadow-card">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          <p className="text-pretty">
            Only moderators can see this page. To report a post or comment, use <span className="font-semibold">Report</span> under it.
          </p>
        </div>
      ) : me.isError ? (
        <LoadError what="your community profile" onRetry={() => void me.refetch()} retrying={me.isFetching} />
      ) : (
        <div className="h-48 animate-pulse rounded-xl bg-muted/60" />
      )}
    </div>
  );
}
