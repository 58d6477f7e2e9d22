import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { createScratchDatabase, freePort, parseMail, TestClient } from "../apps/server/test/harness";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const SERVER_DIST = path.join(root, "apps/server/dist/index.js");
export const PASSWORD = "bench mark ribeye 77";

export interface BenchServer {
  url: string;
  /** The scratch PostgreSQL database's URL, when the server runs on PostgreSQL. */
  databaseUrl?: string;
  pid: number;
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
  rssMb(): number;
}

/** The built server as its own process, on a fresh embedded data dir or a fresh PostgreSQL database. */
export async function startBenchServer(
  opts: { postgres?: string; env?: Record<string, string>; preload?: string; nodeArgs?: string[]; dataDir?: string } = {},
): Promise<BenchServer & { dropDb?: () => Promise<void> }> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), "carnitrack-bench-"));
  const scratch = opts.postgres ? await createScratchDatabase(opts.postgres) : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = [...(opts.nodeArgs ?? []), ...(opts.preload ? ["--import", opts.preload] : []), SERVER_DIST];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      // Development mode: mails go to the outbox (createUsers reads the links there).
      NODE_ENV: "development",
      SMTP_URL: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      ...(scratch ? { DATABASE_URL: scratch.url } : { DATABASE_URL: "" }),
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  await waitForHealth(url, child, () => output);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    url,
    databaseUrl: scratch?.url,
    pid: child.pid!,
    dataDir,
    child,
    rssMb: () => rssMb(child.pid!),
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      await scratch?.drop();
    },
  };
}

export async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error("server not ready");
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * The confirmation link mailed to an address, once the background job has written the mail to the
 * outbox (it may be there but not yet whole: read until the link is in it; 10 s at most).
 */
async function confirmationLink(outbox: string, addressPart: string): Promise<URL> {
  for (let tries = 0; tries < 200; tries++) {
    const file = existsSync(outbox) ? readdirSync(outbox).find((f) => f.includes(addressPart) && f.endsWith(".eml")) : undefined;
    const link = file && parseMail(readFileSync(path.join(outbox, file), "utf8")).links.find((l) => l.includes("verify-email"));
    if (link) return new URL(link);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no confirmation mail for ${addressPart} in ${outbox}`);
}

/**
 * Confirmed, signed-in users made through the real API (sign-up, the mail in the outbox, the
 * link, sign-in). Each comes from its own address so the per-IP limits do not interfere. `first`
 * numbers them on from an earlier call's (bench<first>@example.com, …).
 */
export async function createUsers(server: BenchServer, count: number, first = 0): Promise<TestClient[]> {
  const one = async (n: number) => {
    const client = new TestClient(server.url, { "x-forwarded-for": `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}` });
    const email = `bench${n}@example.com`;
    const res = await client.post("/api/auth/sign-up/email", { email, password: PASSWORD, name: `Bench ${n}`, callbackURL: "/" });
    if (res.status !== 200) throw new Error(`sign-up ${res.status} ${res.text}`);
    const link = await confirmationLink(path.join(server.dataDir, "outbox"), `bench${n}_example_com`);
    await client.get(link.pathname + link.search);
    if (!client.cookies.size) throw new Error("verification did not sign in");
    return client;
  };
  const clients: TestClient[] = [];
  for (let i = 0; i < count; i++) clients.push(await one(first + i));
  return clients;
}

export function cookieHeader(client: TestClient): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
}

export interface LoadResult {
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * One autocannon run. `rps` counts the 2xx answers only (the average rate times their share of the
 * answers): a run that met refusals (429, 409, …) shows them in `non2xx` and is not the faster for them.
 */
export async function load(opts: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ ...opts });
  const answers = result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
  return {
    rps: Math.round(result.requests.average * (answers ? result["2xx"] / answers : 0)),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A warm-up, then the measured run. */
export async function warmLoad(opts: autocannon.Options, seconds: number): Promise<LoadResult> {
  await load({ ...opts, duration: 2 });
  return load({ ...opts, duration: seconds });
}

export { TestClient };

/** The median time of `runs` calls, in ms to the microsecond, after 30 warm-up calls. */
export async function medianMs(run: () => Promise<unknown>, runs = 300): Promise<number> {
  for (let i = 0; i < 30; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(runs / 2)]! * 1000) / 1000;
}

/** Whether an EXPLAIN plan reads through indexes only (no sequential scan). */
export const usesIndexOnly = (plan: string) => /Index (Only )?Scan/.test(plan) && !/Seq Scan/.test(plan);
