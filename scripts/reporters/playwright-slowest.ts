import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { slowestReport, type Timed } from "./slowest.ts";

/** Playwright: the slowest browser tests of the run, after the list reporter's summary. */
export default class SlowestTests implements Reporter {
  private readonly tests: Timed[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "skipped") return;
    const project = test.parent.project()?.name;
    this.tests.push({
      title: `[${project}] ${test.location.file.split("/e2e/").at(-1)}:${test.location.line} › ${test.title}`,
      durationMs: result.duration,
      timeoutMs: test.timeout,
    });
  }

  onEnd() {
    process.stdout.write(slowestReport("Playwright", this.tests));
  }

  printsToStdio() {
    return false;
  }
}
