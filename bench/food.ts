import { createUsers, startBenchServer } from "./lib";

const CONCURRENCY = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** What people type: everyday names, word orders, typos, prefixes as they type. */
const QUERIES = [
  "ribeye",
  "rib eye",
  "beef liver",
  "liver beef",
  "egg",
  "groud beef",
  "ckicken thigh",
  "bacon",
  "80/20",
  "butter",
  "salmon",
  "sardines",
  "rib",
  "ribe",
  "chicken",
  "pork belly",
  "tallow",
  "heavy cream",
  "lamb chop",
  "bone broth",
];

export interface FoodSearchFigures {
  database: string;
  concurrency: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * GET /api/food/search at 20 concurrent searches for SECONDS (after a 2 s warm-up), each worker
 * signed in as its own user with a short food history (history ranking runs too). Latency is
 * measured per request at the client, so p95 is exact.
 */
export async function measureFoodSearch(
  opts: { postgres?: string; concurrency?: number; workers?: number } = {},
): Promise<FoodSearchFigures> {
  const concurrency = opts.concurrency ?? CONCURRENCY;
  const workers = opts.workers ?? 1;
  const server = await startBenchServer({ postgres: opts.postgres, env: { WORKERS: String(workers) } });
  try {
    const users = await createUsers(server, CONCURRENCY);
    for (const user of users) {
      for (const foodId of ["01123", "23202", "13325"]) {
        await user.post("/api/food/entries", { foodId, amount: 150, unit: "g", eatenAt: new Date().toISOString() });
      }
    }
    const run = async (ms: number, record: boolean) => {
      const latencies: number[] = [];
      let errors = 0;
      const until = Date.now() + ms;
      await Promise.all(
        users.slice(0, concurrency).map(async (user, worker) => {
          for (let i = worker; Date.now() < until; i++) {
            const q = QUERIES[i % QUERIES.length]!;
            const started = performance.now();
            const res = await user.get(`/api/food/search?q=${encodeURIComponent(q)}&limit=20`);
            if (record) latencies.push(performance.now() - started);
            if (res.status !== 200) errors++;
          }
        }),
      );
      return { latencies: latencies.sort((a, b) => a - b), errors };
    };
    await run(2000, false);
    const { latencies, errors } = await run(SECONDS * 1000, true);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      database: opts.postgres ? `PostgreSQL${workers > 1 ? `, ${workers} workers` : ""}` : "embedded (PGlite)",
      concurrency,
      requests: latencies.length,
      rps: Math.round(latencies.length / SECONDS),
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      errors,
    };
  } finally {
    await server.stop();
  }
}
