import { describe, expect, it } from "vitest";
import { isSafeLine, isSafeText } from "./rules";

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
