import source from "./app-routes.tsx?raw";
import { describe, expect, it } from "vitest";
import { LAYOUT_ROUTES, ROUTES, type RouteName } from "@app/shared/routes";

// The router renders every page of the shared route table (which the server serves with 200).
describe("app routes", () => {
  it.each((Object.keys(ROUTES) as RouteName[]).filter((name) => name !== "home"))("has a route for %s", (name) => {
    expect(source).toContain(`routePath("${name}")`);
  });

  it("renders inside the signed-in layout exactly the routes the shared table says (the server preloads its code for them)", () => {
    const block = source.slice(source.indexOf("const SIGNED_IN_PAGES"), source.indexOf("];", source.indexOf("const SIGNED_IN_PAGES")));
    const names = [...block.matchAll(/routePath\("(\w+)"\)/g)].map((m) => m[1]);
    expect(names.sort()).toEqual([...LAYOUT_ROUTES].sort());
  });
});
