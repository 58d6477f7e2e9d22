import type { Reporter, TestModule } from "vitest/node";
import { slowestReport, type Timed } from "./slowest.ts";

/** Vitest: the slowest tests (and files) of the run, after the default reporter's summary. */
export default class SlowestTests implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const tests: Timed[] = [];
    const files: Timed[] = [];
    for (const module of modules) {
      files.push({
        title: `${module.project.name} › ${module.relativeModuleId}`,
        durationMs: module.diagnostic().duration,
        timeoutMs: undefined,
      });
      for (const test of module.children.allTests()) {
        const duration = test.diagnostic()?.duration;
        if (duration === undefined) continue;
        tests.push({ title: `${module.relativeModuleId} › ${test.fullName}`, durationMs: duration, timeoutMs: test.options.timeout });
      }
    }
    process.stdout.write(slowestReport("Vitest", tests));
    process.stdout.write(slowestReport("Vitest", files, "files"));
  }
}
