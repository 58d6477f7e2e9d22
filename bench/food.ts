import autocannon from "autocannon";
import { cookieHeader, createUsers, startBenchServer } from "./lib";

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
 * GET /api/food/search at 20 concurrent searches for SECONDS (after a 2 s warm-up), the requests
 * taking turns among 20 signed-in users with a short food history (history ranking runs too), each
 * user cycling through the queries. autocannon drives the load, as in the API
 * section: a `fetch` loop in Node spent ~600 µs of CPU per request on this two-core machine, more
 * than the server did, so it measured itself. Latency is recorded per answer, so p95 is exact.
 */
export async function measureFoodSearch(
  opts: { postgres?: string; concurrency?: number; workers?: number } = {},
): Promise<FoodSearchFigures> {
  const concurrency = opts.concurrency ?? CONCURRENCY;
  const workers = opts.workers ?? 1;
  const server = await startBenchServer({ postgres: opts.postgres, env: { WORKERS: String(workers) } });
  try {
    const users = await createUsers(server, concurrency);
    for (const user of users) {
      for (const foodId of ["01123", "23202", "13325"]) {
        await user.post("/api/food/entries", { foodId, amount: 150, unit: "g", eatenAt: new Date().toISOString() });
      }
    }
    const cookies = users.map(cookieHeader);
    const run = (seconds: number) =>
      new Promise<{ latencies: number[]; errors: number }>((resolve, reject) => {
        const latencies: number[] = [];
        let errors = 0;
        let sent = 0;
        const instance = autocannon(
          {
            url: server.url,
            connections: concurrency,
            duration: seconds,
            requests: [
              {
                method: "GET",
                // autocannon clears a request's context after each pass through the list, so
                // the turn is counted here: every user meets every query.
                setupRequest: (req: any) => {
                  const turn = sent++;
                  const query = QUERIES[Math.floor(turn / cookies.length) % QUERIES.length]!;
                  req.path = `/api/food/search?q=${encodeURIComponent(query)}&limit=20`;
                  req.headers = { ...req.headers, cookie: cookies[turn % cookies.length] };
                  return req;
                },
              },
            ],
          },
          (err, result) => {
            if (err) return reject(err);
            resolve({ latencies: latencies.sort((a, b) => a - b), errors: errors + result.errors + result.timeouts });
          },
        );
        instance.on("response", (_client, statusCode, _bytes, responseTime) => {
          latencies.push(responseTime);
          if (statusCode !== 200) errors++;
        });
      });
    await run(2);
    const { latencies, errors } = await run(SECONDS);
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
