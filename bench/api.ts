import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../apps/server/test/harness";
import { cookieHeader, createUsers, root, startBenchServer, warmLoad, type LoadResult } from "./lib";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export interface ApiFigures {
  database: string;
  cookieCache: number;
  active: LoadResult;
  recent?: LoadResult;
  cycle?: LoadResult;
  rssAfterMb: number;
}

/** node:http answering a fixed JSON body: the ceiling on this machine, to express figures as ratios. */
export async function measureBare(): Promise<LoadResult> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "bench/bare-server.mjs")], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
  try {
    return await warmLoad({ url: `http://127.0.0.1:${port}/api/fasting/active`, connections: CONNECTIONS }, SECONDS);
  } finally {
    child.kill();
  }
}

/** Signed-in reads and a start/end cycle, each connection its own user. */
export async function measureApi(opts: { postgres?: string; cookieCache: number; full: boolean }): Promise<ApiFigures> {
  const server = await startBenchServer({ postgres: opts.postgres, env: { SESSION_COOKIE_CACHE_SECONDS: String(opts.cookieCache) } });
  try {
    const users = await createUsers(server, CONNECTIONS);
    // Each user: a few finished fasts (for "recent") and one running (for "active").
    for (const user of users) {
      for (let i = 0; i < 3; i++) {
        await user.post("/api/fasting/start", { fastingType: "16:8" });
        await user.post("/api/fasting/end", {});
      }
      await user.post("/api/fasting/start", { fastingType: "18:6" });
    }
    const cookies = users.map(cookieHeader);
    const perUser = (extra: Record<string, string> = {}) => {
      let next = 0;
      return (req: any, context: any) => {
        context.user ??= next++ % cookies.length;
        req.headers = { ...req.headers, cookie: cookies[context.user], origin: server.url, ...extra };
        return req;
      };
    };
    const get = (p: string) =>
      warmLoad({ url: server.url, connections: CONNECTIONS, requests: [{ method: "GET", path: p, setupRequest: perUser() }] }, SECONDS);

    const active = await get("/api/fasting/active");
    const figures: ApiFigures = {
      database: opts.postgres ? "PostgreSQL" : "embedded (PGlite)",
      cookieCache: opts.cookieCache,
      active,
      rssAfterMb: 0,
    };
    if (opts.full) {
      figures.recent = await get("/api/fasting/recent");
      // Running fasts are ended first by the cycle's own "end"; then start, end, start, end, …
      const json = { "content-type": "application/json" };
      const setup = perUser(json);
      figures.cycle = await warmLoad(
        {
          url: server.url,
          connections: CONNECTIONS,
          requests: [
            { method: "POST", path: "/api/fasting/end", body: "{}", setupRequest: setup },
            { method: "POST", path: "/api/fasting/start", body: JSON.stringify({ fastingType: "16:8" }), setupRequest: setup },
          ],
        },
        SECONDS,
      );
    }
    figures.rssAfterMb = server.rssMb();
    return figures;
  } finally {
    await server.stop();
  }
}
