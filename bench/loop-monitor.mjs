// Preloaded into the server for the sign-in benchmark only: records event-loop delay and writes
// the percentiles (ms) to LOOP_MONITOR_FILE when asked (SIGUSR2).
import { monitorEventLoopDelay } from "node:perf_hooks";
import { writeFileSync } from "node:fs";
const h = monitorEventLoopDelay({ resolution: 10 });
h.enable();
process.on("SIGUSR2", () => {
  const ms = (n) => Math.round((n / 1e6) * 10) / 10;
  writeFileSync(process.env.LOOP_MONITOR_FILE, JSON.stringify({ p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max) }));
  h.reset();
});
