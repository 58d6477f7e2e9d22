import type { ComponentType } from "react";
import { createBrowserRouter, Link, Navigate, Outlet, ScrollRestoration, type RouteObject } from "react-router";
import { PageLinkProvider, type PageLinkProps } from "@/components/page-link";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { ROUTES, type RouteName } from "@app/shared/routes";
import { AppProviders } from "./providers";
import { RouteError, routeChunkFailed } from "./routes/route-error";

/** A route's pattern, relative (as nested routes want it): "/food/*" → "food/*". */
const routePath = (name: RouteName) => ROUTES[name].slice(1);

/** A lazy route's screen: its module loads when the route is first matched (a chunk of its own). */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return () =>
    load().then(pick, (error: unknown) => {
      routeChunkFailed();
      throw error;
    });
}

const loaders = () => import("./route-loaders");

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
  {
    path: routePath("dashboard"),
    lazy: {
      Component: screen(
        () => import("./routes/dashboard"),
        (m) => m.DashboardPage,
      ),
      loader: () => loaders().then((m) => m.dashboardLoader),
    },
  },
  {
    path: routePath("settings"),
    lazy: {
      Component: screen(
        () => import("./routes/settings"),
        (m) => m.SettingsPage,
      ),
    },
  },
  {
    path: routePath("premium"),
    lazy: {
      Component: screen(
        () => import("./routes/premium"),
        (m) => m.PremiumPage,
      ),
    },
  },
  {
    path: routePath("food"),
    lazy: {
      Component: screen(
        () => import("./routes/food"),
        (m) => m.FoodPage,
      ),
      loader: () => loaders().then((m) => m.foodLoader),
    },
  },
  {
    path: routePath("progress"),
    lazy: {
      Component: screen(
        () => import("./routes/progress"),
        (m) => m.ProgressPage,
      ),
      loader: () => loaders().then((m) => m.progressLoader),
    },
  },
  {
    path: routePath("recipes"),
    lazy: {
      Component: screen(
        () => import("./routes/recipes"),
        (m) => m.RecipesPage,
      ),
      loader: () => loaders().then((m) => m.recipesLoader),
    },
  },
  {
    path: routePath("recipe"),
    lazy: {
      Component: screen(
        () => import("./routes/recipe"),
        (m) => m.RecipePage,
      ),
    },
  },
  {
    path: routePath("community"),
    lazy: {
      Component: screen(
        () => import("./routes/community"),
        (m) => m.CommunityPage,
      ),
      loader: () => loaders().then((m) => m.communityLoader),
    },
  },
  {
    path: routePath("communityGuidelines"),
    lazy: {
      Component: screen(
        () => import("./routes/community-guidelines"),
        (m) => m.CommunityGuidelinesPage,
      ),
    },
  },
  {
    path: routePath("communityModeration"),
    lazy: {
      Component: screen(
        () => import("./routes/community-moderation"),
        (m) => m.CommunityModerationPage,
      ),
    },
  },
  {
    path: routePath("communityPost"),
    lazy: {
      Component: screen(
        () => import("./routes/community-post"),
        (m) => m.CommunityPostPage,
      ),
    },
  },
];

/** Pages of their own, outside the signed-in layout. */
const otherPages = (): RouteObject[] => [
  {
    path: routePath("resetPassword"),
    lazy: {
      Component: screen(
        () => import("./routes/reset-password"),
        (m) => m.ResetPasswordPage,
      ),
    },
  },
  {
    path: routePath("confirmEmail"),
    lazy: {
      Component: screen(
        () => import("./routes/confirm-email"),
        (m) => m.ConfirmEmailPage,
      ),
    },
  },
  {
    path: routePath("privacy"),
    lazy: {
      Component: screen(
        () => import("./routes/privacy"),
        (m) => m.PrivacyPage,
      ),
    },
  },
  {
    path: routePath("terms"),
    lazy: {
      Component: screen(
        () => import("./routes/terms"),
        (m) => m.TermsPage,
      ),
    },
  },
  {
    path: "*",
    lazy: {
      Component: screen(
        () => import("./routes/not-found"),
        (m) => m.NotFoundPage,
      ),
    },
  },
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
          {
            index: true,
            lazy: {
              Component: screen(
                () => import("./routes/landing"),
                (m) => m.LandingRoute,
              ),
            },
          },
          { path: "index.html", element: <Navigate to="/" replace /> },
          {
            lazy: {
              Component: screen(
                () => import("./routes/app-layout"),
                (m) => m.AppLayout,
              ),
              loader: () => loaders().then((m) => m.layoutLoader),
            },
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
