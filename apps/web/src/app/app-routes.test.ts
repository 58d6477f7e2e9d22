import source from "./app-routes.tsx?raw";
import { describe, expect, it } from "vitest";
import { ROUTES, type RouteName } from "@app/shared/routes";

// The router renders every page of the shared route table (which the server serves with 200).
describe("app routes", () => {
  it.each((Object.keys(ROUTES) as RouteName[]).filter((name) => name !== "home"))("has a route for %s", (name) => {
    expect(source).toContain(`routePath("${name}")`);
  });
});
