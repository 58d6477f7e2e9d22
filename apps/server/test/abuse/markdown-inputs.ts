import { POST_BODY_MAX } from "@app/shared/community";

/** How much longer the larger text of the growth test is than the largest body. */
export const LENGTH_FACTOR = 16;

/**
 * Sixteen times the text may take at most this many times the CPU time: quadratic (marked) is 256,
 * linear 16. Ours measures up to 56 on the emphasis kinds in a quiet process (about n^1.45: the
 * larger texts' strings and arrays cost more per character) and up to 87 beside two busy loops:
 * the bar sits between that and quadratic.
 */
export const LINEAR_RATIO_BAR = 160;

/**
 * The worst Markdown we know of for a parser, each kind at a given length (the largest body by
 * default): unclosed and mixed emphasis (what made marked take seconds), emphasis nested as deep
 * as the text allows, link, image and code openers, HTML openers, quotes, lists inside lists, and
 *  many bare links (with their scheme, or "www."). The community limits tests send them to the
 * server; `npm run bench markdown` times them.
 */
export function worstMarkdown(length = POST_BODY_MAX): Record<string, string> {
  const fill = (unit: string) => unit.repeat(Math.floor(length / unit.length));
  const third = Math.floor(length / 6);
  return {
    "*a_": fill("*a_"),
    "**a_": fill("**a_"),
    "_*a": fill("_*a"),
    "*a**a_": fill("*a**a_"),
    "*": fill("*"),
    "nested *a … a*": "*a ".repeat(third) + " a*".repeat(third),
    "nested **": "**".repeat(Math.floor(length / 4)) + "a" + "**".repeat(Math.floor(length / 4) - 1),
    "[": fill("["),
    "](": fill("]("),
    "[a](": fill("[a]("),
    "![": fill("!["),
    "![[": fill("![["),
    "![a](": fill("![a]("),
    "`": fill("`"),
    "`a``": fill("`a``"),
    "<": fill("<"),
    "<a": fill("<a"),
    ">": fill(">"),
    "> ": fill("> "),
    "1. ": fill("1. "),
    "- ": fill("- "),
    "indented lists": Array.from({ length: 400 }, (_, i) => " ".repeat(i * 2) + "- a")
      .join("\n")
      .slice(0, length),
    "line breaks": fill("a\n"),
    "http://a.": fill("http://a."),
    "a|": fill("a|"),
    // "www." links (our own rule): read to the next space at most once, whatever follows.
    "www.": fill("www."),
    "www.a": fill("www.a"),
    "www.a.": fill("www.a."),
    " www.a": fill(" www.a"),
    "(www.a": fill("(www.a"),
    "(www.a%": fill("(www.a%"),
    "*www.a_": fill("*www.a_"),
    "_www.*": fill("_www.*"),
    "www. long domain": "www." + "a".repeat(length - 4),
    "www. long path": "www.a.com/" + "a".repeat(length - 10),
  };
}
