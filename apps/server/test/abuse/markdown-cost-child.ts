/**
 * Measures, in a process of its own, how the Markdown parser's CPU time grows with the text: for
 * each worst kind, the largest body and LENGTH_FACTOR times that. Run by
 * modules/community/community-limits.test.ts (`tsx markdown-cost-child.ts`), which prints a JSON object of
 * kind → ratio on its last line.
 *
 * Why a process of its own: process.cpuUsage counts every thread of a process, and a test worker
 * that has run the other server test files before (isolate: false) carries their heap, so its
 * garbage collections cost more during the larger text's parse than the parse itself does. Here the
 * heap holds the parser and the texts only.
 */
import { POST_BODY_MAX } from "@app/shared/community";
import { NESTED_TOO_DEEP, parseRichText } from "../../src/modules/community/rich-text";
import { LENGTH_FACTOR, LINEAR_RATIO_BAR, worstMarkdown } from "./markdown-inputs";

function cpuMs(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

/** The CPU time of `repeat` parses in a row, per parse. */
function parseMs(text: string, repeat: number): number {
  return (
    cpuMs(() => {
      for (let j = 0; j < repeat; j++) {
        try {
          parseRichText(text);
        } catch (err) {
          // Refusing is fine (a 400); anything else fails the test through the missing ratio.
          if ((err as Error).message !== NESTED_TOO_DEEP) throw err;
        }
      }
    }) / repeat
  );
}

/**
 * The ratio of the larger text's parse to the smaller's. Each sample parses the text often enough
 * to take ~2 ms at the smaller size, ~32 ms or more at the larger (the cheapest kinds take 0.1 ms
 * a parse, too little to compare); the two sizes take turns and the least of three samples each is
 * kept. A ratio at or above the bar
 * is measured again (up to three times): a garbage collection can slow one size's samples; it does
 * not make a parser quadratic, which stays at 256 in every attempt.
 */
function ratio(small: string, large: string): number {
  const repeat = Math.min(100, Math.ceil(2 / Math.max(parseMs(small, 1), 0.02)));
  let best = Infinity;
  for (let attempt = 0; attempt < 3 && best >= LINEAR_RATIO_BAR; attempt++) {
    let [smallMs, largeMs] = [Infinity, Infinity];
    for (let i = 0; i < 3; i++) {
      smallMs = Math.min(smallMs, parseMs(small, repeat));
      largeMs = Math.min(largeMs, parseMs(large, repeat));
    }
    best = Math.min(best, largeMs / smallMs);
  }
  return best;
}

const small = worstMarkdown(POST_BODY_MAX);
const large = worstMarkdown(POST_BODY_MAX * LENGTH_FACTOR);
const ratios = Object.fromEntries(Object.keys(small).map((kind) => [kind, ratio(small[kind]!, large[kind]!)]));
console.log(JSON.stringify(ratios));
