import { describe, expect, it } from "vitest";
import { isClientRoute, matchesRoute, pathOf, ROUTES, isSafeRedirectPath } from "./rules";

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

describe("redirect paths", () => {
  it.each(["/", "/dashboard", "/reset-password?token=abc", "/settings#plan", "/a/b.c/d"])("accepts %s", (path) => {
    expect(isSafeRedirectPath(path)).toBe(true);
  });

  it.each([
    "",
    "dashboard",
    "//evil.example",
    "/..//evil.example",
    "/%2e%2e//evil.example",
    "/%252e%252e//evil.example",
    "/.%2E/x",
    "/./x",
    "/%2F%2Fevil.example",
    "/\\evil.example",
    "/%5Cevil.example",
    "/a b",
    "/a%0d%0aSet-Cookie:x",
    "/a\u0000",
    "https://evil.example",
    `/${"a".repeat(250)}`,
  ])("refuses %j", (path) => {
    expect(isSafeRedirectPath(path)).toBe(false);
  });
});
