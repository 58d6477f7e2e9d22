import { isSafeRedirectPath } from "@app/shared/routes";

/**
 * Accept only an in-app path ("/dashboard", "/settings?x=1"), never another origin
 * ("//evil.example", "/\\evil.example", "https://..."), so a crafted link cannot send
 * a user elsewhere after signing in.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!isSafeRedirectPath(value)) return null;
  if (value === "/") return null; // the landing page itself: use the default destination
  return value;
}

/**
 * Pages the server renders itself (web checkout and the billing portal), not client routes:
 * reach them with a full page load, never with the router.
 */
export function isServerPage(path: string): boolean {
  return path.startsWith("/checkout/") || path === "/customer-portal" || path.startsWith("/customer-portal?");
}
