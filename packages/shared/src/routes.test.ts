import { describe, expect, it } from "vitest";
import { isClientRoute, matchesRoute, pathOf, ROUTES } from "./routes";

describe("the route table", () => {
  it.each([
    "/",
    "/dashboard",
    "/dashboard/",
    "/food",
    "/food/",
    "/food/today",
    "/food/2026-11-22/edit",
    "/recipes/ribeye-steak",
    "/community/42",
    "/progress/photos",
    "/confirm-email",
    "/premium",
  ])("serves %s", (path) => expect(isClientRoute(path)).toBe(true));

  it.each(["/nope", "/dashboard/x", "/settings/x", "/foods", "/food-log", "//food", "/index.htm", "/api/health", "/recipes/a/b"])(
    "does not serve %s",
    (path) => {
      expect(isClientRoute(path)).toBe(false);
    },
  );

  it("matches parameters as one segment", () => {
    expect(matchesRoute("/recipes/:slug", "/recipes/ribeye")).toBe(true);
    expect(matchesRoute("/recipes/:slug", "/recipes")).toBe(false);
    expect(matchesRoute("/recipes/:slug", "/recipes/a/b")).toBe(false);
  });

  it("gives plain paths for links", () => {
    expect(pathOf("food")).toBe("/food");
    expect(pathOf("home")).toBe("/");
    expect(Object.keys(ROUTES)).toContain("community");
  });
});
