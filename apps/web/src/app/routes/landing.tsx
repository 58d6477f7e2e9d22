import { useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuth } from "@/features/auth/hooks/use-auth";
import type { LandingNavigation } from "@/features/auth/landing-navigation";
import { LandingPage } from "./landing-page";

/**
 * The landing page inside the app: where the app goes after signing out, and the native app's
 * first page. A browser opening "/" gets the standalone landing page (src/landing) instead.
 */
export function LandingRoute() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const navigation = useMemo<LandingNavigation>(
    () => ({
      pathname,
      search,
      hash,
      go: (to, options) => void navigate(to, options),
      rewrite: (to) => void navigate(to, { replace: true }),
    }),
    [navigate, pathname, search, hash],
  );
  return <LandingPage auth={auth} navigation={navigation} />;
}
