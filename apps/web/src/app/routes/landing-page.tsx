import { Beef, ChartNoAxesCombined, ChefHat, Timer, type LucideIcon } from "lucide-react";
import { useEffect } from "react";
import { LogoMark } from "@/components/logo";
import { SiteFooter } from "@/components/site-footer";
import { MAIN_ID, SkipLink } from "@/components/skip-link";
import { Button } from "@/components/ui/button";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { AuthCard } from "@/features/auth/components/auth-card";
import type { AuthState } from "@/features/auth/hooks/use-auth-state";
import { useAuthLinkError } from "@/features/auth/hooks/use-auth-link-error";
import type { LandingNavigation } from "@/features/auth/landing-navigation";
import { DEFAULT_DESCRIPTION, HOME_TITLE, usePageMeta } from "@/lib/page-meta";
import { isServerPage, safeRedirectPath } from "@/lib/safe-redirect";
import { PREMIUM_FEATURES } from "@app/shared/billing";

// The texts are Premium's list (one place); every one of them needs its icon here.
const FEATURE_ICONS: Record<(typeof PREMIUM_FEATURES)[number], LucideIcon> = {
  "Precision fasting timer": Timer,
  "Smart food logger with nutrition insights": Beef,
  "Comprehensive progress dashboard": ChartNoAxesCombined,
  "Premium community and gourmet recipes": ChefHat,
};
const FEATURES = PREMIUM_FEATURES.map((label) => ({ label, icon: FEATURE_ICONS[label] }));

const DEFAULT_DESTINATION = "/dashboard";

interface LandingPageProps {
  auth: AuthState;
  navigation: LandingNavigation;
  showWhileChecking?: boolean;
}

/**
 * The landing page, without a router of its own: the app's route (./landing.tsx) and the
 * standalone landing page (src/landing) each give it their session check and their navigation.
 * `showWhileChecking`: the page itself, not a spinner, until the session check responds (the
 * standalone page is prerendered: its HTML is already on screen).
 */
export function LandingPage({ auth: { user, isPending }, navigation, showWhileChecking = false }: LandingPageProps) {
  usePageMeta({ title: HOME_TITLE, description: DEFAULT_DESCRIPTION });
  const { go } = navigation;
  const redirectTo = safeRedirectPath(new URLSearchParams(navigation.search).get("redirectTo"));
  const destination = redirectTo ?? DEFAULT_DESTINATION;
  useAuthLinkError(navigation);
  // Checkout and the billing portal are server pages: a full page load, not a router navigation.
  const goToDestination = () => (isServerPage(destination) ? window.location.replace(destination) : go(destination, { replace: true }));
  const signedIn = Boolean(user);
  useEffect(() => {
    if (!signedIn) return;
    if (isServerPage(destination)) window.location.replace(destination);
    else go(destination, { replace: true });
  }, [signedIn, destination, go]);

  if ((isPending && !showWhileChecking) || signedIn) return <LoadingScreen />;

  return (
    <div className="bg-ember-glow flex min-h-dvh flex-col">
      <SkipLink />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="focus:outline-none mx-auto grid w-full max-w-6xl flex-1 grid-cols-1 gap-10 px-5 py-10 sm:px-8 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-10 lg:py-16"
      >
        <header className="flex flex-col items-center text-center lg:items-start lg:text-left">
          <LogoMark className="size-16 drop-shadow-[0_8px_16px_rgb(185_28_28/0.3)] sm:size-20" />
          <h1 className="mt-6 font-display text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl lg:text-6xl">CarniTrack</h1>
          <p className="mt-3 max-w-xl text-lg text-balance text-muted-foreground sm:text-xl">
            The complete carnivore diet and fasting tracker
          </p>
        </header>

        <div className="w-full max-w-md justify-self-center lg:row-span-2 lg:max-w-none lg:self-start">
          <AuthCard onSignedIn={goToDestination} notice={redirectTo ? "Please sign in to continue." : null} />
        </div>

        <section aria-labelledby="what-youll-get" className="w-full max-w-md justify-self-center lg:max-w-xl lg:justify-self-start">
          <h2 id="what-youll-get" className="text-center text-xl font-bold tracking-tight lg:text-left">
            What You'll Get
          </h2>
          <ul className="mt-5 grid gap-3">
            {FEATURES.map(({ icon: Icon, label }) => (
              <li
                key={label}
                className="flex items-center gap-4 rounded-lg border border-border/70 bg-surface/70 px-4 py-3 shadow-xs backdrop-blur-sm"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-primary to-[#7f1d1d] text-white dark:from-[#b91c1c] shadow-sm shadow-primary/30"
                >
                  <Icon className="size-5" />
                </span>
                <span className="font-medium text-foreground">{label}</span>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex justify-center lg:justify-start">
            <Button
              variant="outline"
              size="lg"
              className="h-auto min-h-12 w-full py-3 whitespace-normal sm:w-auto"
              onClick={() => go("/dashboard")}
            >
              Already have an account? Go to Dashboard
            </Button>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
