/**
 * Everyday Markdown as members write it, read into the nodes the app shows. Each expectation is
 * what marked (GFM) produced before markdown-it replaced it (commit 5d5c763), except that a
 * "www." link now goes to https:// where marked's went to http://. A pure unit test: no server.
 */
import { describe, expect, it } from "vitest";
import type { Block, Inline, RichText } from "@app/shared/community";
import { WWW_LINK_MAX, hasLink, parseRichText } from "./rich-text";

const t = (v: string): Inline => ({ t: "text", v });
const br: Inline = { t: "br" };
const strong = (...c: Inline[]): Inline => ({ t: "strong", c });
const em = (...c: Inline[]): Inline => ({ t: "em", c });
const a = (href: string, text: string): Inline => ({ t: "link", href, c: [t(text)] });
const p = (...c: Inline[]): Block => ({ t: "p", c });
/** A paragraph of the text as written. */
const asText = (v: string): RichText => [p(t(v))];

const cases: [string, string, RichText][] = [
  ["paragraphs", "One\n\nTwo", [p(t("One")), p(t("Two"))]],
  ["a line break", "One\nTwo", [p(t("One"), br, t("Two"))]],
  ["bold", "Down **6 kg**.", [p(t("Down "), strong(t("6 kg")), t("."))]],
  ["italics with *", "*so* good", [p(em(t("so")), t(" good"))]],
  ["italics with _", "_so_ good", [p(em(t("so")), t(" good"))]],
  ["bold italics", "***both***", [p(em(strong(t("both"))))]],
  ["a list", "- ribeye\n- eggs", [{ t: "ul", items: [[t("ribeye")], [t("eggs")]] }]],
  ["a numbered list", "1. ribeye\n2. eggs", [{ t: "ol", items: [[t("ribeye")], [t("eggs")]], start: 1 }]],
  ["a numbered list with )", "1) ribeye\n2) eggs", [{ t: "ol", items: [[t("ribeye")], [t("eggs")]], start: 1 }]],
  ["a list from 3", "3. ribeye", [{ t: "ol", items: [[t("ribeye")]], start: 3 }]],
  ["a link", "[my log](https://x.example)", [p(a("https://x.example/", "my log"))]],
  ["a link without text", "[](https://x.example/a)", [p(a("https://x.example/a", "https://x.example/a"))]],
  ["a bare link", "see https://x.example/z now", [p(t("see "), a("https://x.example/z", "https://x.example/z"), t(" now"))]],
  ["www.", "www.x.com", [p(a("https://www.x.com/", "www.x.com"))]],
  ["www. then a full stop", "see www.x.com.", [p(t("see "), a("https://www.x.com/", "www.x.com"), t("."))]],
  ["www. in brackets", "(www.x.com)", [p(t("("), a("https://www.x.com/", "www.x.com"), t(")"))]],
  [
    "www. with a path",
    "at www.x.co.uk/a/b?c=d#e, then",
    [p(t("at "), a("https://www.x.co.uk/a/b?c=d#e", "www.x.co.uk/a/b?c=d#e"), t(", then"))],
  ],
  [
    "www. with brackets in its path",
    "(see www.x.com/a_(b)_c)",
    [p(t("(see "), a("https://www.x.com/a_(b)_c", "www.x.com/a_(b)_c"), t(")"))],
  ],
  ["www. then punctuation", "www.x.com!?", [p(a("https://www.x.com/", "www.x.com"), t("!?"))]],
  ["www. then an entity", "www.x.com&amp;", [p(a("https://www.x.com/", "www.x.com"), t("&amp;"))]],
  ["www. in italics", "*www.x.com*", [p(em(a("https://www.x.com/", "www.x.com")))]],
  ["www. in a list", "- www.x.com", [{ t: "ul", items: [[a("https://www.x.com/", "www.x.com")]] }]],
  ["www. as a link's text", "[www.x.com](https://y.example)", [p(a("https://y.example/", "www.x.com"))]],
  ["www. within a word", "awww.x.com 1.www.x.com", asText("awww.x.com 1.www.x.com")],
  ["www. without a name", "www. and www.ä.com", asText("www. and www.ä.com")],
  ["a javascript: link", "[x](javascript:alert(1))", asText("[x](javascript:alert(1))")],
  ["a bare javascript:", "javascript:alert(1)", asText("javascript:alert(1)")],
  ["a relative link", "[rel](/a/b)", asText("[rel](/a/b)")],
  ["a heading", "# Day 30", asText("# Day 30")],
  ["a quote", "> quote", asText("> quote")],
  ["HTML", "<b>hi</b> <script>x</script>", asText("<b>hi</b> <script>x</script>")],
  ["an image", "![a](https://x.example/a.png)", asText("![a](https://x.example/a.png)")],
  ["code", "`x`", asText("`x`")],
];

describe("parseRichText", () => {
  it.each(cases)("%s", (_, markdown, expected) => {
    expect(parseRichText(markdown)).toEqual(expected);
  });

  it("counts a www. address as a link (a new member's post may have none)", () => {
    expect(hasLink(parseRichText("see www.x.com"))).toBe(true);
    expect(hasLink(parseRichText("see www."))).toBe(false);
  });

  it(`reads no www. address longer than ${WWW_LINK_MAX} characters, and finds none inside one`, () => {
    const long = "www.x.com/(www.y.com/" + "a".repeat(WWW_LINK_MAX);
    expect(parseRichText(long)).toEqual(asText(long));
    const fits = "www.x.com/" + "a".repeat(WWW_LINK_MAX - 10);
    expect(parseRichText(fits)).toEqual([p(a(`https://${fits}`, fits))]);
  });
});
