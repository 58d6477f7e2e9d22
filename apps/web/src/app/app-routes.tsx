import type { ComponentType } from "react";
import { createBrowserRouter, Link, Navigate, Outlet, ScrollRestoration, type RouteObject } from "react-router";
import { PageLinkProvider, type PageLinkProps } from "@/components/page-link";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { ROUTES, type RouteName } from "@app/shared/routes";
import { AppProviders } from "./providers";
import { RouteError, routeChunkFailed } from "./routes/route-error";

/** A route's pattern, relative (as nested routes want it): "/food/*" → "food/*". */
const routePath = (name: RouteName) => ROUTES[name].slice(1);

const loaders = () => import("./route-loaders");
type Loaders = Awaited<ReturnType<typeof loaders>>;

const chunkFailed = (error: unknown): never => {
  routeChunkFailed();
  throw error;
};

/**
 * A lazy route's screen (`component`, exported by the module `load` imports) and its loader from
 * route-loaders.ts: the screen's module loads when the route is first matched (a chunk of its own).
 */
function lazyScreen<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, component: K, loader?: keyof Loaders) {
  return {
    Component: () => load().then((module) => module[component], chunkFailed),
    ...(loader && { loader: () => loaders().then((m) => m[loader]) }),
  };
}

/** A page at its pattern in ROUTES. */
function page<K extends string, M extends Record<K, ComponentType>>(
  name: RouteName,
  load: () => Promise<M>,
  component: K,
  loader?: keyof Loaders,
): RouteObject {
  return { path: routePath(name), lazy: lazyScreen(load, component, loader) };
}

/*
 * React Router's data router (decision 029). Every screen is a lazy route, and the signed-in pages
 * have loaders (app/route-loaders.ts) that put their first queries in the cache while the screen's
 * chunk loads beside them. Navigations keep the current page up until the next one has its chunk
 * and its first responses; "Loading..." shows only on a first visit straight to a page. A browser
 * opening "/" gets the standalone landing page (src/landing); the app's landing route serves the
 * native app and in-app navigations. Patterns come from ROUTES in @app/shared/routes, which the
 * server also serves (404 for others); a test checks that every pattern there has its route here.
 */

/** The signed-in pages, under the layout (LAYOUT_ROUTES: the server preloads their code). */
const signedInPages = (): RouteObject[] => [
  page("dashboard", () => import("./routes/dashboard"), "DashboardPage", "dashboardLoader"),
  page("settings", () => import("./routes/settings"), "SettingsPage"),
  page("premium", () => import("./routes/premium"), "PremiumPage"),
  page("food", () => import("./routes/food"), "FoodPage", "foodLoader"),
  page("progress", () => import("./routes/progress"), "ProgressPage", "progressLoader"),
  page("recipes", () => import("./routes/recipes"), "RecipesPage", "recipesLoader"),
  page("recipe", () => import("./routes/recipe"), "RecipePage"),
  page("community", () => import("./routes/community"), "CommunityPage", "communityLoader"),
  page("communityGuidelines", () => import("./routes/community-guidelines"), "CommunityGuidelinesPage"),
  page("communityModeration", () => import("./routes/community-moderation"), "CommunityModerationPage"),
  page("communityPost", () => import("./routes/community-post"), "CommunityPostPage"),
];

/** Pages of their own, outside the signed-in layout. */
const otherPages = (): RouteObject[] => [
  page("resetPassword", () => import("./routes/reset-password"), "ResetPasswordPage"),
  page("confirmEmail", () => import("./routes/confirm-email"), "ConfirmEmailPage"),
  page("privacy", () => import("./routes/privacy"), "PrivacyPage"),
  page("terms", () => import("./routes/terms"), "TermsPage"),
  { path: "*", lazy: lazyScreen(() => import("./routes/not-found"), "NotFoundPage") },
];

const routerLink = ({ to, ...rest }: PageLinkProps) => <Link to={to} {...rest} />;

function Root() {
  return (
    <PageLinkProvider value={routerLink}>
      <AppProviders>
        <ScrollRestoration />
        <Outlet />
      </AppProviders>
    </PageLinkProvider>
  );
}

/**
 * The route table, new for each router: React Router marks a lazy route's properties as loaded in
 * the objects it was given, so a second router (after a chunk failed to load, app.tsx) needs its own.
 */
export const appRoutes = (): RouteObject[] => [
  {
    Component: Root,
    HydrateFallback: LoadingScreen,
    children: [
      {
        // Inside the providers, so "Something went wrong" keeps the network guard and the toasts.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: lazyScreen(() => import("./routes/landing"), "LandingRoute") },
          { path: "index.html", element: <Navigate to="/" replace /> },
          {
            lazy: lazyScreen(() => import("./routes/app-layout"), "AppLayout", "layoutLoader"),
            children: signedInPages(),
          },
          ...otherPages(),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
