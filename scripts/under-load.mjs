// Runs a command while other processes keep the CPU busy, as a developer's machine is when it
// installs packages or builds: `node scripts/under-load.mjs [--busy 2] [--times 3] -- npm test`.
// Each busy process is a `for(;;);` loop; they are started before the command and stopped after
// it, whatever its outcome. The command runs --times times in a row and the first failure stops.
import { spawn, spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";

const dashes = process.argv.indexOf("--");
if (dashes < 0 || dashes === process.argv.length - 1) {
  console.error("usage: node scripts/under-load.mjs [--busy N] [--times N] -- <command> [args…]");
  process.exit(2);
}
const { values } = parseArgs({
  args: process.argv.slice(2, dashes),
  options: { busy: { type: "string", default: String(availableParallelism()) }, times: { type: "string", default: "1" } },
});
const [command, ...args] = process.argv.slice(dashes + 1);
const busy = Number(values.busy);
const times = Number(values.times);

const loops = Array.from({ length: busy }, () => spawn(process.execPath, ["-e", "for(;;);"], { stdio: "ignore" }));
const stopLoops = () => loops.forEach((loop) => loop.kill("SIGKILL"));
process.on("exit", stopLoops);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
console.log(`▶ ${busy} busy loop(s) running (pids ${loops.map((l) => l.pid).join(", ")})`);

let status = 0;
for (let run = 1; run <= times && status === 0; run++) {
  const started = Date.now();
  console.log(`▶ Run ${run} of ${times} under load: ${[command, ...args].join(" ")}`);
  status = spawnSync(command, args, { stdio: "inherit", shell: false }).status ?? 1;
  console.log(`▶ Run ${run}: ${status === 0 ? "passed" : `failed (exit ${status})`} in ${Math.round((Date.now() - started) / 1000)} s`);
}
process.exit(status);
