import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../apps/server/test/harness";
import { root, rssMb, waitForHealth } from "./lib";

export interface StartupFigures {
  coldMs: number;
  warmMs: number;
  idleRssMb: number;
}

/** `npm start`'s own entry (already built): time to the first 200 from /api/health. */
async function timeStart(dataDir: string): Promise<{ ms: number; idleRssMb: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      NODE_ENV: "development",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  await waitForHealth(url, child, () => output);
  const ms = Math.round(performance.now() - started);
  await new Promise((r) => setTimeout(r, 3000));
  const idleRssMb = rssMb(child.pid!);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  return { ms, idleRssMb };
}

export async function measureStartup(): Promise<StartupFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "carnitrack-start-"));
  try {
    const cold = await timeStart(dataDir);
    const warm = await timeStart(dataDir);
    return { coldMs: cold.ms, warmMs: warm.ms, idleRssMb: warm.idleRssMb };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
