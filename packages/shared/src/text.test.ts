import { describe, expect, it } from "vitest";
import { isSafeRedirectPath } from "./routes";
import { dateTimeSchema, isSafeLine, isSafeText } from "./text";

describe("user text", () => {
  it("keeps names to one visible line", () => {
    for (const ok of ["Ann", "José Müller", "Ann-Marie O'Neil", "👩‍🍳 Chef", "李雷"]) expect(isSafeLine(ok), ok).toBe(true);
    for (const bad of [
      "a\nb",
      "a\r",
      "a\tb",
      "a\u0000",
      "a\u007f",
      "a\u0085",
      "a\u2028",
      "a\u202Eb",
      "a\u2066b\u2069",
      "a\u200Fb",
      "a\u061Cb",
    ]) {
      expect(isSafeLine(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("lets multi-line text keep its line breaks and tabs, nothing else invisible", () => {
    expect(isSafeText("line one\nline two\r\n\tindented")).toBe(true);
    for (const bad of ["\u0000", "\u0007", "\u001b[31m", "\u202E", "\u2029"])
      expect(isSafeText(`x${bad}`), JSON.stringify(bad)).toBe(false);
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

describe("date-times", () => {
  const schema = dateTimeSchema("Date");
  it("accepts dates a person could mean, and refuses valid ISO that PostgreSQL cannot store", () => {
    expect(schema.safeParse("2026-11-22T08:00:00Z").success).toBe(true);
    expect(schema.safeParse("2026-11-22T08:00:00+05:30").success).toBe(true);
    for (const bad of ["0000-01-01T00:00:00Z", "+275760-09-13T00:00:00Z", "9999-12-31T23:59:59Z", "2026-13-01T00:00:00Z", "yesterday"]) {
      expect(schema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
