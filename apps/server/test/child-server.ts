import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "./harness";

// The build, as `npm start` runs it (scripts/test-setup/built-server.ts builds it when stale).
const SERVER_ENTRY = fileURLToPath(new URL("../dist/index.js", import.meta.url));

export interface ChildServer {
  url: string;
  process: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/**
 * The real server as its own process, for kill -9 and SIGTERM tests. `env` overrides this
 * process's environment; a key set to undefined is removed.
 */
export async function startChildServer(env: Record<string, string | undefined>, port?: number): Promise<ChildServer> {
  const listenPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenPort}`;
  let output = "";
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(listenPort),
    APP_URL: url,
    LOG_LEVEL: "warn",
    ...env,
  };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server not ready in 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, process: child, exited, output: () => output };
}
