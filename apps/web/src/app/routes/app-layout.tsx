import { lazy, Suspense } from "react";
import { Link, Outlet } from "react-router";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { userQueryClient } from "@/lib/query-client";
import { matchesRoute, ROUTES } from "@app/shared/routes";
import { Logo } from "@/components/logo";
import { cn } from "@/lib/cn";
import { MAIN_ID, SkipLink } from "@/components/skip-link";
import { AccountMenu } from "@/features/auth/components/account-menu";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { SubscriptionMenuItem } from "@/features/billing/components/subscription-menu-item";
import { SubscriptionProvider } from "@/features/billing/components/subscription-provider";
import { PlanChip, TierBadge } from "@/features/billing/components/tier-badge";
import { useSubscription } from "@/features/billing/hooks/use-subscription";
import { OwnNameContext } from "@/features/community/components/member-avatar";
import { NotificationsBell } from "@/features/community/components/notifications-bell";
import { useActiveFastQuery, useFastingSchedule } from "@/features/fasting/api/fasting-queries";
import { useFastReminders } from "@/features/reminders/hooks/use-fast-reminders";
import { OfflineData } from "../shell/offline-data";
import { HeaderNav, TabBar } from "../shell/primary-nav";

function AppHeader() {
  const { user } = useAuth();
  // Only members who can comment get comments and replies to be told about.
  const { subscribed, plan } = useSubscription();
  // A cancelled plan's chip carries its end date: on a phone the mark alone leaves it room.
  const longPlan = subscribed && plan?.endsAtPeriodEnd;
  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-background/85 backdrop-blur-md">
      <div className="relative mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/dashboard" className="min-w-0 shrink-0 rounded-md" aria-label="CarniTrack, go to dashboard">
          <Logo className={cn(longPlan && "max-sm:[&>span:last-child]:hidden")} />
        </Link>
        <HeaderNav className="hidden min-w-0 lg:block" />
        <div className="flex min-w-0 shrink-0 items-center gap-1.5 sm:gap-2">
          {/* The plan is visible at every width, not only inside the menu. */}
          <PlanChip />
          {subscribed && <NotificationsBell />}
          {user && <AccountMenu user={user} badge={<TierBadge />} items={<SubscriptionMenuItem />} />}
        </div>
      </div>
    </header>
  );
}

const RecipeTeaserPage = lazy(() => import("./recipe").then((m) => ({ default: m.RecipeTeaserPage })));
const PublicCommunityGuidelinesPage = lazy(() =>
  import("./community-guidelines").then((m) => ({ default: m.PublicCommunityGuidelinesPage })),
);

/**
 * Signed-in pages that someone signed out sees a page of their own for: a shared recipe's teaser,
 * the community guidelines (linked from the terms).
 */
function publicPageFor(pathname: string) {
  const page = matchesRoute(ROUTES.recipe, pathname) ? (
    <RecipeTeaserPage />
  ) : matchesRoute(ROUTES.communityGuidelines, pathname) ? (
    <PublicCommunityGuidelinesPage />
  ) : null;
  return page && <Suspense fallback={<LoadingScreen />}>{page}</Suspense>;
}

/**
 * Chrome for signed-in screens: the header (logo, primary navigation from the lg breakpoint (below it the five sections do not fit beside the plan and the menu), plan, the
 * community's notifications, account menu), a bottom tab bar on phones and tablets, and the page (the chrome stays off paper: a printed recipe is
 * the recipe). Signed-out visitors go to sign in first, or to the page of their own for this path.
 */
export function AppLayout() {
  return (
    <RequireAuth signedOut={publicPageFor}>
      <SignedInShell />
    </RequireAuth>
  );
}

/** The running fast's reminders on this device, on every signed-in page (not only the dashboard). */
function FastReminders() {
  useFastReminders(useActiveFastQuery().data ?? null, useFastingSchedule().data ?? null);
  return null;
}

/** The subscription is read once here, for the header's menu and every screen below it. */
function SignedInShell() {
  const { user, remembered } = useAuth();
  if (!user) return null; // RequireAuth renders this only for a user
  // The one the loaders filled: a cache per signed-in user, so another user signing in here starts from an empty one.
  const queryClient = userQueryClient(user.id);
  return (
    <OfflineData client={queryClient} user={user} remembered={remembered}>
      <SubscriptionProvider userId={user.id}>
        <FastReminders />
        <div className="flex min-h-dvh flex-col">
          <div className="contents print:hidden">
            <SkipLink />
            <AppHeader />
          </div>
          {/* Bottom padding below lg keeps the last card clear of the tab bar. */}
          <main
            id={MAIN_ID}
            tabIndex={-1}
            className="mx-auto w-full max-w-6xl flex-1 px-4 pt-8 pb-28 focus:outline-none sm:px-6 sm:pt-10 lg:pb-10"
          >
            {/* The community's avatar of the user takes its initials from the name the header shows. */}
            <OwnNameContext value={user.name ?? null}>
              <Outlet />
            </OwnNameContext>
          </main>
          <TabBar className="lg:hidden print:hidden" />
        </div>
      </SubscriptionProvider>
    </OfflineData>
  );
}
