import { spawn } from "node:child_process";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { Placeholder } from "drizzle-orm";
import * as schema from "../apps/server/src/db/schema";
import { FASTS_STARTED_PER_HOUR } from "../apps/server/src/modules/fasting/start-fast";
import { foodDayParams, foodDayStatement } from "../apps/server/src/modules/food/food-day";
import { localDayBounds } from "../apps/server/src/platform/local-day";
import { freePort } from "../apps/server/test/harness";
import { cookieHeader, createUsers, root, startBenchServer, warmLoad, type LoadResult } from "./lib";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * The start/end cycle's users: each may start FASTS_STARTED_PER_HOUR fasts an hour, so the cycle
 * moves a connection on to a fresh user after that many. Enough for 1,200 requests/s through the
 * warm-up and the run; beyond that the starts meet 429s, which the row's non-2xx shows (its req/s
 * counts 2xx answers only).
 */
const CYCLE_USERS = Math.ceil(((1200 / 2) * (2 + SECONDS)) / FASTS_STARTED_PER_HOUR);

/** The other signed-in reads the dashboard and the areas' first pages make (each has its target against the reference). */
export const OTHER_READS = [
  ["GET /api/fasting/recent", "/api/fasting/recent"],
  ["GET /api/food/day (3 entries)", `/api/food/day?date=${today()}&tz=UTC`],
  ["GET /api/progress/overview", `/api/progress/overview?date=${today()}&tz=UTC`],
  ["GET /api/community/posts (first page)", "/api/community/posts"],
  ["GET /api/recipes", "/api/recipes"],
] as const;

function today() {
  return new Date().toISOString().slice(0, 10);
}

export interface ApiFigures {
  database: string;
  /** Concurrent connections of the reads. */
  connections: number;
  cookieCache: number;
  active: LoadResult;
  /** The app's own GET /api/health (no session, one SELECT 1): the embedded database's reference. */
  health?: LoadResult;
  reads?: { name: string; result: LoadResult }[];
  cycle?: LoadResult;
  /** PostgreSQL only: node:http + pg running the same query on the same database (pg-reference-server.mjs). */
  reference?: LoadResult;
  /** PostgreSQL only: the same reference server running the food day's own statement. */
  foodDayStatement?: LoadResult;
  rssAfterMb: number;
}

/** node:http answering a fixed JSON body: the ceiling on this machine, to express figures as ratios. */
export function measureBare(): Promise<LoadResult> {
  return measureScript("bench/bare-server.mjs", {}, (req) => req);
}

/**
 * The statement GET /api/food/day runs, as text and values for today in UTC, "$user" where the
 * user's id goes: the reference server runs it alone.
 */
function foodDayReference(): string {
  const date = today();
  const { start, end } = localDayBounds(date, "UTC");
  const params: Record<string, unknown> = foodDayParams({ userId: "$user", date, tz: "UTC", start, end });
  const { sql, params: placeholders } = foodDayStatement(drizzle.mock({ schema })).toSQL();
  const values = placeholders.map((p) => (p instanceof Placeholder ? params[p.name] : p));
  return JSON.stringify({ text: sql, values });
}

/** A bench server script of ours (it prints a line once listening) under the same load as the app. */
async function measureScript(
  script: string,
  env: Record<string, string>,
  setupRequest: (req: any, context: any) => any,
): Promise<LoadResult> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, script)], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
  try {
    return await warmLoad(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        requests: [{ method: "GET", path: "/api/fasting/active", setupRequest }],
      },
      SECONDS,
    );
  } finally {
    child.kill();
  }
}

async function preparedDataDir(): Promise<string> {
  const first = await startBenchServer({});
  await first.stop();
  return first.dataDir;
}

/** Signed-in reads and a start/end cycle, each connection its own user. */
export async function measureApi(opts: {
  postgres?: string;
  cookieCache: number;
  full: boolean;
  /** Also measure the reference server (PostgreSQL only); defaults to `full`. */
  reference?: boolean;
  /** Server processes (WORKERS; PostgreSQL only). */
  workers?: number;
  /** Concurrent connections for the reads (the start/end cycle always runs at CONNECTIONS). */
  connections?: number;
  /** Measure the start/end cycle; defaults to `full`. */
  cycle?: boolean;
}): Promise<ApiFigures> {
  const workers = opts.workers ?? 1;
  const connections = opts.connections ?? CONNECTIONS;
  // Embedded: on a data dir a first start has made (initdb, migrations, the food import), as a
  // server runs after its first restart; the first start's import holds more memory until then.
  const dataDir = opts.postgres ? undefined : await preparedDataDir();
  const server = await startBenchServer({
    postgres: opts.postgres,
    dataDir,
    env: { SESSION_COOKIE_CACHE_SECONDS: String(opts.cookieCache), WORKERS: String(workers) },
  });
  try {
    const users = await createUsers(server, CONNECTIONS);
    // Each user: a few finished fasts (for "recent"), one running (for "active"), and today's food.
    for (const user of users) {
      for (let i = 0; i < 3; i++) {
        await user.post("/api/fasting/start", { fastingType: "16:8" });
        await user.post("/api/fasting/end", {});
      }
      await user.post("/api/fasting/start", { fastingType: "18:6" });
      if (opts.full) {
        for (const foodId of ["01123", "23202", "13325"])
          await user.post("/api/food/entries", { foodId, amount: 150, unit: "g", eatenAt: new Date().toISOString() });
      }
    }
    const cookies = users.map(cookieHeader);
    // The users take turns request by request (autocannon clears a request's context after each
    // pass through a one-request list, so a connection cannot keep a user of its own).
    const perUser = (extra: Record<string, string> = {}) => {
      let next = 0;
      return (req: any) => {
        req.headers = { ...req.headers, cookie: cookies[next++ % cookies.length], origin: server.url, ...extra };
        return req;
      };
    };
    const get = (p: string) =>
      warmLoad({ url: server.url, connections, requests: [{ method: "GET", path: p, setupRequest: perUser() }] }, SECONDS);

    const active = await get("/api/fasting/active");
    const figures: ApiFigures = {
      database: opts.postgres ? `PostgreSQL${workers > 1 ? `, ${workers} workers` : ""}` : "embedded (PGlite)",
      connections,
      cookieCache: opts.cookieCache,
      active,
      rssAfterMb: 0,
    };
    if (opts.postgres && (opts.reference ?? opts.full)) {
      // The same users' running fasts, read by the reference on the same database.
      const ids: string[] = [];
      for (const user of users) ids.push(((await user.get("/api/auth/get-session")).body as { user: { id: string } }).user.id);
      let next = 0;
      const asUser = (req: any, context: any) => {
        context.user ??= next++ % ids.length;
        req.headers = { ...req.headers, "x-user": ids[context.user] };
        return req;
      };
      figures.reference = await measureScript("bench/pg-reference-server.mjs", { DATABASE_URL: server.databaseUrl! }, asUser);
      if (opts.full) {
        const env = { DATABASE_URL: server.databaseUrl!, REFERENCE_STATEMENT: foodDayReference() };
        figures.foodDayStatement = await measureScript("bench/pg-reference-server.mjs", env, asUser);
      }
    }
    if (opts.full) {
      figures.health = await warmLoad({ url: server.url, connections, requests: [{ method: "GET", path: "/api/health" }] }, SECONDS);
      figures.reads = [];
      for (const [name, p] of OTHER_READS) {
        const result = await get(p);
        if (result.non2xx) throw new Error(`${name}: ${result.non2xx} answers were not 2xx`);
        figures.reads.push({ name, result });
      }
    }
    if (opts.cycle ?? opts.full) {
      // Start, end, start, end, … by users who have started none yet: each connection's user
      // starts FASTS_STARTED_PER_HOUR fasts (and ends each), then the next unused user takes over.
      // One pass through autocannon's request list is one user's hour: autocannon clears a
      // connection's context at the end of each pass, so the next pass takes the next user.
      const cycleCookies = (await createUsers(server, CYCLE_USERS, CONNECTIONS)).map(cookieHeader);
      let unused = 0;
      const json = { "content-type": "application/json" };
      const as = (req: any, context: any) => {
        // When every user is spent, the last one stays: its starts are 429s, counted as non-2xx.
        context.user ??= Math.min(unused++, cycleCookies.length - 1);
        req.headers = { ...req.headers, cookie: cycleCookies[context.user], origin: server.url, ...json };
        return req;
      };
      const hour = Array.from({ length: FASTS_STARTED_PER_HOUR }, () => [
        { method: "POST" as const, path: "/api/fasting/start", body: JSON.stringify({ fastingType: "16:8" }), setupRequest: as },
        { method: "POST" as const, path: "/api/fasting/end", body: "{}", setupRequest: as },
      ]).flat();
      figures.cycle = await warmLoad(
        {
          url: server.url,
          connections: CONNECTIONS,
          requests: hour,
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
