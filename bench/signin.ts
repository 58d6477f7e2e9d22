import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createUsers, PASSWORD, root, startBenchServer } from "./lib";

export interface SignInFigures {
  database: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  loopP50: number;
  loopP99: number;
  loopMax: number;
}

/** 20 connections signing in for 10 s, each as its own user from its own address. */
export async function measureSignIn(opts: { postgres?: string } = {}): Promise<SignInFigures> {
  const monitorFile = path.join(tmpdir(), `carnitrack-loop-${process.pid}.json`);
  const server = await startBenchServer({
    postgres: opts.postgres,
    preload: path.join(root, "bench/loop-monitor.mjs"),
    env: { LOOP_MONITOR_FILE: monitorFile },
  });
  try {
    const users = await createUsers(server, 20);
    const emails = users.map((_, i) => `bench${i}@example.com`);
    let nextUser = 0;
    let nextIp = 0;
    const latencies: number[] = [];
    server.child.kill("SIGUSR2"); // reset the histogram: measure the load only
    await new Promise((r) => setTimeout(r, 200));
    let finish!: (r: autocannon.Result) => void;
    const done = new Promise<autocannon.Result>((resolve) => (finish = resolve));
    const instance = autocannon(
      {
        url: server.url,
        connections: 20,
        duration: Number(process.env.BENCH_SECONDS ?? 10),
        requests: [
          {
            method: "POST",
            path: "/api/auth/sign-in/email",
            setupRequest: (req: any, context: any) => {
              context.user ??= nextUser++ % emails.length;
              nextIp += 1;
              req.headers = {
                ...req.headers,
                "content-type": "application/json",
                origin: server.url,
                // A fresh client address per request, so the per-IP limit (20 per 5 min) is not what we measure.
                "x-forwarded-for": `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`,
              };
              req.body = JSON.stringify({ email: emails[context.user], password: PASSWORD });
              return req;
            },
          },
        ],
      },
      (err, result) => {
        if (err) throw err;
        finish(result);
      },
    );
    instance.on("response", (_client: unknown, _status: number, _bytes: number, time: number) => latencies.push(time));
    const result = await done;
    server.child.kill("SIGUSR2");
    await new Promise((r) => setTimeout(r, 300));
    const loop = JSON.parse(readFileSync(monitorFile, "utf8")) as { p50: number; p99: number; max: number };
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]! * 10) / 10;
    return {
      database: opts.postgres ? "PostgreSQL" : "embedded (PGlite)",
      requests: result.requests.total,
      p50: pct(50),
      p95: pct(95),
      p99: pct(99),
      non2xx: result.non2xx,
      loopP50: loop.p50,
      loopP99: loop.p99,
      loopMax: loop.max,
    };
  } finally {
    await server.stop();
    rmSync(monitorFile, { force: true });
  }
}
