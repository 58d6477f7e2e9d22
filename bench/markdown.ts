import { POST_BODY_MAX } from "@app/shared/community";
import { parseRichText } from "../apps/server/src/modules/community/rich-text";
import { worstMarkdown } from "../apps/server/test/abuse/markdown-inputs";

export interface MarkdownFigures {
  kind: string;
  chars: number;
  medianMs: number;
  maxMs: number;
  outcome: "shown" | "refused (400)";
}

/**
 * A post's Markdown as the server parses it (modules/community/rich-text.ts parseRichText), for
 * the worst input of each kind at the largest body: 20 runs each after 3 warm-ups, in this process.
 */
export function measureMarkdown(runs = 20): MarkdownFigures[] {
  return Object.entries(worstMarkdown(POST_BODY_MAX)).map(([kind, text]) => {
    let outcome: MarkdownFigures["outcome"] = "shown";
    const once = () => {
      const started = performance.now();
      try {
        parseRichText(text);
      } catch {
        outcome = "refused (400)";
      }
      return performance.now() - started;
    };
    for (let i = 0; i < 3; i++) once();
    const times = Array.from({ length: runs }, once).sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    return { kind, chars: text.length, medianMs: round(times[Math.floor(runs / 2)]!), maxMs: round(times.at(-1)!), outcome };
  });
}
