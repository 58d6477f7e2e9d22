/** Paths the single-page app renders. The server answers 200 for these and 404 for anything else. */
export const CLIENT_ROUTES = ["/", "/dashboard", "/privacy", "/terms", "/reset-password", "/settings", "/premium"] as const;
export type ClientRoute = (typeof CLIENT_ROUTES)[number];

export function isClientRoute(path: string): path is ClientRoute {
  const normalized = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  return (CLIENT_ROUTES as readonly string[]).includes(normalized);
}

export const REDIRECT_PATH_MAX_LENGTH = 200;

/**
 * A plain path on this site ("/dashboard", "/reset-password?x=1"), safe to send a browser to after
 * sign-in or from a mailed link. Refused in any percent-encoding: "//" (another host), "." and ".."
 * segments (which "/..//evil.example" resolves through to another host), backslashes (browsers
 * read them as slashes), whitespace and control characters.
 */
export function isSafeRedirectPath(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > REDIRECT_PATH_MAX_LENGTH) return false;
  if (!value.startsWith("/")) return false;
  let current = value;
  // Each round checks one layer of percent-encoding ("%2e", then "%252e", ...).
  for (let round = 0; round < 4; round++) {
    if (/[\\\s\p{Cc}]/u.test(current)) return false;
    const path = current.split(/[?#]/, 1)[0]!;
    if (!path.startsWith("/") || path.includes("//")) return false;
    if (path.split("/").some((segment) => segment === "." || segment === "..")) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}
