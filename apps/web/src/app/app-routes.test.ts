import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { LAYOUT_ROUTES, ROUTES, type RouteName } from "@app/shared/routes";
import { appRoutes } from "./app-routes";

/** A path the pattern matches: "/recipes/:slug" → "/recipes/x", "/food/*" → "/food". */
const samplePath = (pattern: string) => pattern.replace(/:\w+/g, "x").replace(/\/\*$/, "") || "/";

// The router renders every page of the shared route table (which the server serves with 200).
describe("app routes", () => {
  const names = Object.keys(ROUTES) as RouteName[];

  it.each(names)("has a route for %s, inside the signed-in layout exactly when the shared table says so", (name) => {
    const matches = matchRoutes(appRoutes(), samplePath(ROUTES[name])) ?? [];
    const page = matches.at(-1)!.route;
    if (name === "home") expect(page.index).toBe(true);
    else expect(`/${page.path}`).toBe(ROUTES[name]);
    // The layout: the route whose children are the signed-in pages (the server preloads its code for them).
    const inLayout = matches.some((m) => !m.route.path && m.route.children?.some((child) => `/${child.path}` === ROUTES.dashboard));
    expect(inLayout).toBe((LAYOUT_ROUTES as readonly RouteName[]).includes(name));
  });

  it("sends an unknown path to the 404 page", () => {
    expect(matchRoutes(appRoutes(), "/nowhere/at/all")?.at(-1)?.route.path).toBe("*");
  });
});
