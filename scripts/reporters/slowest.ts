/**
 * The slowest tests of a run, printed at its end by both runners (decision 010's budget): the ten
 * slowest, and every test that used more than a third of its timeout, which is where a busy
 * machine starts to turn a slow test into a failed one.
 */
export interface Timed {
  title: string;
  durationMs: number;
  timeoutMs: number | undefined;
}

const SHOWN = 10;
export const BUDGET_SHARE_OF_TIMEOUT = 1 / 3;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function slowestReport(runner: string, tests: Timed[], noun = "tests"): string {
  if (tests.length === 0) return "";
  const sorted = [...tests].sort((a, b) => b.durationMs - a.durationMs);
  const overBudget = sorted.filter((t) => t.timeoutMs && t.durationMs > t.timeoutMs * BUDGET_SHARE_OF_TIMEOUT);
  const line = (t: Timed) => `  ${seconds(t.durationMs).padStart(7)}${t.timeoutMs ? ` of ${seconds(t.timeoutMs)}` : ""}  ${t.title}`;
  const lines = [
    `\n${runner}: the ${Math.min(SHOWN, sorted.length)} slowest of ${sorted.length} ${noun}`,
    ...sorted.slice(0, SHOWN).map(line),
  ];
  if (sorted.some((t) => t.timeoutMs))
    lines.push(
      overBudget.length
        ? `${runner}: ${overBudget.length} test(s) above a third of their timeout (the budget, decision 010):\n${overBudget.map(line).join("\n")}`
        : `${runner}: every test within a third of its timeout`,
    );
  return `${lines.join("\n")}\n`;
}
