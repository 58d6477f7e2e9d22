import { describe, expect, it } from "vitest";
import { excerptOf, type RichText } from "./rules";

const p = (v: string): RichText[number] => ({ t: "p", c: [{ t: "text", v }] });

describe("a free reader's excerpt", () => {
  it("keeps a short post whole, as plain text", () => {
    const doc: RichText = [
      {
        t: "p",
        c: [
          { t: "text", v: "Day 30! " },
          { t: "strong", c: [{ t: "text", v: "Down 6 kg" }] },
        ],
      },
    ];
    expect(excerptOf(doc)).toEqual({ doc: [p("Day 30! Down 6 kg")], truncated: false });
  });

  it("cuts a long post at a word, ends it with an ellipsis, and drops links", () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(" ");
    const doc: RichText = [{ t: "p", c: [{ t: "link", href: "https://example.com/secret", c: [{ t: "text", v: "my link" }] }] }, p(words)];
    const { doc: excerpt, truncated } = excerptOf(doc, 60);
    expect(truncated).toBe(true);
    const text = (excerpt[0] as { c: { v: string }[] }).c[0]!.v;
    expect(text).toBe("my link word0 word1 word2 word3 word4 word5 word6 word7…");
    expect(text.length).toBeLessThanOrEqual(61);
    expect(JSON.stringify(excerpt)).not.toContain("example.com");
  });

  it("is empty for an empty post", () => {
    expect(excerptOf([])).toEqual({ doc: [], truncated: false });
  });
});
