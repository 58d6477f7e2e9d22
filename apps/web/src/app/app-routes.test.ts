import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ROUTES, type RouteName } from "@app/shared/routes";

// The router renders every page of the shared route table (which the server serves with 200).
describe("app routes", () => {
  const source = readFileSync(new URL("./app-routes.tsx", import.meta.url), "utf8");
  it.each((Object.keys(ROUTES) as RouteName[]).filter((name) => name !== "home"))("has a route for %s", (name) => {
    expect(source).toContain(`routePath("${name}")`);
  });
});
