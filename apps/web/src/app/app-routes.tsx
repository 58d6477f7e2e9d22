import { Suspense, useEffect } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { lazyRoute, type LazyRoute } from "@/lib/lazy-route";
import { matchesRoute, ROUTES, type RouteName } from "@app/shared/routes";
import { RouteErrorBoundary } from "./routes/route-error";

/** A route's pattern, relative (as nested <Route>s want it): "/food/*" → "food/*". */
const routePath = (name: RouteName) => ROUTES[name].slice(1);

/*
 * Declarative routes (BrowserRouter): the data router would add ~17 KB gzipped to the entry bundle
 * for loaders/actions we do not use. Every screen is a lazy chunk (a browser opening "/" gets the
 * standalone landing page, src/landing, and the app's landing route serves the native app and
 * in-app navigations). Navigations run in a transition, so the current page stays up
 * while the next chunk loads; "Loading..." shows only on a first visit straight to a lazy page.
 * Patterns come from ROUTES in @app/shared/routes, which the server also serves (404 for others);
 * a test checks that every pattern there has its route here.
 */
const LandingRoute = lazyRoute(() => import("./routes/landing").then((m) => m.LandingRoute));
const AppLayout = lazyRoute(() => import("./routes/app-layout").then((m) => m.AppLayout));
const DashboardPage = lazyRoute(() => import("./routes/dashboard").then((m) => m.DashboardPage));
const PremiumPage = lazyRoute(() => import("./routes/premium").then((m) => m.PremiumPage));
const SettingsPage = lazyRoute(() => import("./routes/settings").then((m) => m.SettingsPage));
const ResetPasswordPage = lazyRoute(() => import("./routes/reset-password").then((m) => m.ResetPasswordPage));
const ConfirmEmailPage = lazyRoute(() => import("./routes/confirm-email").then((m) => m.ConfirmEmailPage));
const PrivacyPage = lazyRoute(() => import("./routes/privacy").then((m) => m.PrivacyPage));
const TermsPage = lazyRoute(() => import("./routes/terms").then((m) => m.TermsPage));
const FoodPage = lazyRoute(() => import("./routes/food").then((m) => m.FoodPage));
const ProgressPage = lazyRoute(() => import("./routes/progress").then((m) => m.ProgressPage));
const RecipesPage = lazyRoute(() => import("./routes/recipes").then((m) => m.RecipesPage));
const RecipePage = lazyRoute(() => import("./routes/recipe").then((m) => m.RecipePage));
const RecipeTeaserPage = lazyRoute(() => import("./routes/recipe").then((m) => m.RecipeTeaserPage));
const CommunityPage = lazyRoute(() => import("./routes/community").then((m) => m.CommunityPage));
const CommunityPostPage = lazyRoute(() => import("./routes/community-post").then((m) => m.CommunityPostPage));
const CommunityModerationPage = lazyRoute(() => import("./routes/community-moderation").then((m) => m.CommunityModerationPage));
const CommunityGuidelinesPage = lazyRoute(() => import("./routes/community-guidelines").then((m) => m.CommunityGuidelinesPage));
const PublicCommunityGuidelinesPage = lazyRoute(() => import("./routes/community-guidelines").then((m) => m.PublicCommunityGuidelinesPage));
const NotFoundPage = lazyRoute(() => import("./routes/not-found").then((m) => m.NotFoundPage));

/** The signed-in pages, under the layout: the routes AppRoutes renders and preloadFirstPage matches. */
const SIGNED_IN_PAGES: [path: string, page: LazyRoute<object>][] = [
  [routePath("dashboard"), DashboardPage],
  [routePath("settings"), SettingsPage],
  [routePath("premium"), PremiumPage],
  [routePath("food"), FoodPage],
  [routePath("progress"), ProgressPage],
  [routePath("recipes"), RecipesPage],
  [routePath("recipe"), RecipePage],
  [routePath("community"), CommunityPage],
  [routePath("communityGuidelines"), CommunityGuidelinesPage],
  [routePath("communityModeration"), CommunityModerationPage],
  [routePath("communityPost"), CommunityPostPage],
];

/**
 * A signed-in page opened directly (a bookmark, a reload) loads its chunks beside the session
 * check. Otherwise each waits for the one before: the layout's chunk, then the session, then the
 * page's chunk, then its reads (Lighthouse on /dashboard: about 0.6 s of the 1.1 s it took to show
 * the cards, unthrottled).
 */
export function preloadFirstPage(pathname: string): void {
  if (pathname === "/") return LandingRoute.preload();
  const page = SIGNED_IN_PAGES.find(([path]) => matchesRoute(`/${path}`, pathname))?.[1];
  if (!page) return;
  AppLayout.preload();
  page.preload();
}

/** A new page starts at the top (the data router's ScrollRestoration is not available here). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Signed-in pages that someone signed out sees a page of their own for: a shared recipe's teaser,
 * the community guidelines (linked from the terms).
 */
function publicPageFor(pathname: string) {
  if (matchesRoute(ROUTES.recipe, pathname)) return <RecipeTeaserPage />;
  if (matchesRoute(ROUTES.communityGuidelines, pathname)) return <PublicCommunityGuidelinesPage />;
  return null;
}

export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <ScrollToTop />
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route index element={<LandingRoute />} />
          <Route path="index.html" element={<Navigate to="/" replace />} />
          <Route element={<AppLayout signedOut={publicPageFor} />}>
            {SIGNED_IN_PAGES.map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Route>
          <Route path={routePath("resetPassword")} element={<ResetPasswordPage />} />
          <Route path={routePath("confirmEmail")} element={<ConfirmEmailPage />} />
          <Route path={routePath("privacy")} element={<PrivacyPage />} />
          <Route path={routePath("terms")} element={<TermsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
