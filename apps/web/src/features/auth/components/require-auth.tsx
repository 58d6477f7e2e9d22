import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { justSignedOut } from "@/lib/auth-client";
import { useAuth } from "../hooks/use-auth";

/** "/?redirectTo=/dashboard": the landing page signs the visitor in and comes back. */
export function signInPathFor(path: string): string {
  return `/?redirectTo=${encodeURIComponent(path).replace(/%2F/gi, "/")}`;
}

/**
 * Renders its children for a signed-in user; sends anyone else to sign in, then back here, unless
 * `signedOut` has a page of its own for this path (a shared recipe's public teaser).
 */
export function RequireAuth({ children, signedOut }: { children: ReactNode; signedOut?: (pathname: string) => ReactNode }) {
  const { user, isPending, isChecking } = useAuth();
  const location = useLocation();
  if (user) return children;
  // Also wait while a check runs (e.g. right after sign-in) rather than bounce to the sign-in page.
  if (isPending || isChecking) return <LoadingScreen />;
  const publicPage = signedOut?.(location.pathname);
  if (publicPage) return publicPage;
  return <Navigate to={justSignedOut() ? "/" : signInPathFor(location.pathname + location.search)} replace />;
}
