/**
 * Every page of the app, once: the router renders these, the server responds 200 for paths that match and 404 for
 * the rest. React Router's syntax: ":name" is one segment, a trailing "*" any number of them.
 */
export const ROUTES = {
  home: "/",
  dashboard: "/dashboard",
  food: "/food/*",
  progress: "/progress/*",
  recipes: "/recipes",
  /** The server responds 404 for a slug that is none of our recipes. */
  recipe: "/recipes/:slug",
  community: "/community",
  communityGuidelines: "/community/guidelines",
  communityModeration: "/community/moderation",
  /** The server responds 404 for an id that is no post. */
  communityPost: "/community/:id",
  settings: "/settings",
  premium: "/premium",
  resetPassword: "/reset-password",
  confirmEmail: "/confirm-email",
  privacy: "/privacy",
  terms: "/terms",
} as const;

export type RouteName = keyof typeof ROUTES;

/** The `<script type="application/json">` holding the session (as /api/auth/get-session responds), saving a request. */
export const SESSION_ELEMENT_ID = "carnitrack-session";

/** The routes inside the app's signed-in layout (SIGNED_IN_PAGES): the server preloads its code for these only. */
export const LAYOUT_ROUTES = [
  "dashboard",
  "settings",
  "premium",
  "food",
  "progress",
  "recipes",
  "recipe",
  "community",
  "communityGuidelines",
  "communityModeration",
  "communityPost",
] as const satisfies readonly RouteName[];

/** The plain path of a route, for links: "/food/*" → "/food". */
export function pathOf(name: RouteName): string {
  const pattern: string = ROUTES[name];
  return pattern.endsWith("/*") ? pattern.slice(0, -2) || "/" : pattern;
}

/** Whether a pathname matches a pattern of ROUTES (a trailing slash is ignored). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split("/").filter(Boolean);
  const have = pathname.split("/").filter(Boolean);
  if (pathname.includes("//")) return false;
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === "*" && i === want.length - 1) return true;
    const segment = have[i];
    if (segment === undefined) return false;
    if (part.startsWith(":")) continue;
    if (part !== segment) return false;
  }
  return have.length === want.length;
}

/** The first route that matches: ROUTES lists a fixed path before a parameter beside it. */
export function routeOf(pathname: string): RouteName | undefined {
  return (Object.keys(ROUTES) as RouteName[]).find((name) => matchesRoute(ROUTES[name], pathname));
}

export function isClientRoute(pathname: string): boolean {
  return routeOf(pathname) !== undefined;
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
