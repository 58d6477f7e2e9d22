import { Suspense, useEffect } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { lazyRoute } from "@/lib/lazy-route";
import { LandingPage } from "./routes/landing";
import { RouteErrorBoundary } from "./routes/route-error";

/*
 * Declarative routes (BrowserRouter): the data router would add ~17 KB gzipped to the landing
 * bundle for loaders/actions we do not use. Only the landing page is in the entry bundle; every
 * other screen is a lazy chunk. Navigations run in a transition, so the current page stays up
 * while the next chunk loads; "Loading..." shows only on a first visit straight to a lazy page.
 * Paths must stay in step with CLIENT_ROUTES in @app/shared (the server answers 404 for others).
 */
const AppLayout = lazyRoute(() => import("./routes/app-layout").then((m) => m.AppLayout));
const DashboardPage = lazyRoute(() => import("./routes/dashboard").then((m) => m.DashboardPage));
const PremiumPage = lazyRoute(() => import("./routes/premium").then((m) => m.PremiumPage));
const SettingsPage = lazyRoute(() => import("./routes/settings").then((m) => m.SettingsPage));
const ResetPasswordPage = lazyRoute(() => import("./routes/reset-password").then((m) => m.ResetPasswordPage));
const ConfirmEmailPage = lazyRoute(() => import("./routes/confirm-email").then((m) => m.ConfirmEmailPage));
const PrivacyPage = lazyRoute(() => import("./routes/privacy").then((m) => m.PrivacyPage));
const TermsPage = lazyRoute(() => import("./routes/terms").then((m) => m.TermsPage));
const NotFoundPage = lazyRoute(() => import("./routes/not-found").then((m) => m.NotFoundPage));

/** A new page starts at the top (the data router's ScrollRestoration is not available here). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <ScrollToTop />
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route index element={<LandingPage />} />
          <Route path="index.html" element={<Navigate to="/" replace />} />
          <Route element={<AppLayout />}>
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="premium" element={<PremiumPage />} />
          </Route>
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="confirm-email" element={<ConfirmEmailPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
