/** Paths the single-page app renders. The server answers 200 for these and 404 for anything else. */
export const CLIENT_ROUTES = ["/", "/dashboard", "/privacy", "/terms", "/reset-password", "/settings", "/premium"] as const;
export type ClientRoute = (typeof CLIENT_ROUTES)[number];

export function isClientRoute(path: string): path is ClientRoute {
  const normalized = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  return (CLIENT_ROUTES as readonly string[]).includes(normalized);
}
