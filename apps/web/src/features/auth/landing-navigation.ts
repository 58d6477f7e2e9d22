/**
 * Where the landing page is and how it leaves: the router's in the app, the browser's own on the
 * standalone landing page (src/landing), which has no router.
 */
export interface LandingNavigation {
  pathname: string;
  /** The query string, "?redirectTo=…" or "". */
  search: string;
  hash: string;
  /** Opens another page of the app. */
  go(to: string, options?: { replace?: boolean }): void;
  /** Rewrites the address without leaving the page (a handled "?error=" dropped from it). */
  rewrite(to: string): void;
}
