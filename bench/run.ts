// `npm run bench [api|food|growth|feed|markdown|startup|signin|frontend ...]`: runs the benchmarks, prints each
// figure and writes them all to bench/results/latest.md. PostgreSQL figures need DATABASE_URL.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { execSync } from "node:child_process";
import { measureApi, measureBare, type ApiFigures } from "./api";
import type { LoadResult } from "./lib";
import { FASTS_STARTED_PER_HOUR } from "../apps/server/src/modules/fasting/start-fast";
import { measureGrowth, type GrowthFigures } from "./growth";
import { measureFeedGrowth, type FeedFigures } from "./community";
import { measureMarkdown } from "./markdown";
import { measureStartup } from "./startup";
import { measureSignIn } from "./signin";
import { measureBundles, measureLighthouse } from "./frontend";
import { measureFoodSearch } from "./food";
import { root } from "./lib";
import { POST_BODY_MAX, RICH_TEXT_NESTING_MAX } from "@app/shared/community";
import { staleParts } from "../scripts/build-state.mjs";

const all = ["api", "food", "growth", "feed", "markdown", "startup", "signin", "frontend"];
const args = process.argv.slice(2);
// An unknown part (a typo, `--help`) lists the parts instead of silently running all of them.
const unknown = args.filter((a) => !all.includes(a));
if (unknown.length) {
  const help = unknown.every((a) => a === "--help" || a === "-h");
  (help ? console.log : console.error)(
    `${help ? "" : `Unknown part: ${unknown.join(", ")}. `}Usage: npm run bench [-- ${all.join("|")} ...] (none: all of them).`,
  );
  process.exit(help ? 0 : 1);
}
const wanted = args;
const sections = wanted.length ? wanted : all;
const postgres = process.env.DATABASE_URL;
const md: string[] = [];
const say = (line = "") => {
  console.log(line);
  md.push(line);
};

// The growth, feed and Markdown sections run in this process, on the sources: they need no build.
const inProcess = ["growth", "feed", "markdown"];
if (sections.some((s) => !inProcess.includes(s)) && staleParts().length) execSync("npm run build", { cwd: root, stdio: "inherit" });

say(`# Benchmark results`);
say();
say(
  `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. Load generator (autocannon) on the same machine, loopback only. Sections: ${sections.join(", ")}.`,
);
say();

const check = (ok: boolean) => (ok ? "✅" : "❌");

if (sections.includes("api")) {
  say(`## 1. API throughput and latency`);
  say();
  say(
    `50 connections for ${process.env.BENCH_SECONDS ?? 10} s after a 2 s warm-up, the reads signed in as 50 users taking turns request by request, the start/end cycle each connection as its own user (moved on to an unused user after its ${FASTS_STARTED_PER_HOUR} starts an hour). req/s counts 2xx answers only; refusals are the non-2xx column. Ratio = requests/s over the bare node:http figure; the targets compare with the reference (PostgreSQL) or the app's own /api/health (PGlite) measured in the same run. Session check: "db + 5 s per process" reads the session in one prepared query and keeps it for 5 s in the process, forgotten at once when the database notifies a change (the default; a user's own data, the running fast and the food day among it, is read from the database on every request, as the reference does); "cache N s" trusts Better Auth's signed session cookie cache for N seconds.`,
  );
  say();
  const bare = await measureBare();
  const runs: ApiFigures[] = [];
  runs.push(await measureApi({ cookieCache: 0, full: true }));
  runs.push(await measureApi({ cookieCache: 0, full: true, cycle: false, connections: 10 }));
  runs.push(await measureApi({ cookieCache: 300, full: false }));
  if (postgres) {
    runs.push(await measureApi({ postgres, cookieCache: 0, full: true }));
    runs.push(await measureApi({ postgres, cookieCache: 0, full: false, workers: 2 }));
    runs.push(await measureApi({ postgres, cookieCache: 300, full: false }));
  }
  const reference = runs.find((r) => r.reference)?.reference;
  say(`| Endpoint | Database | Session check | req/s | ratio | p50 ms | p97.5 ms | p99 ms | non-2xx | target |`);
  say(`|---|---|---|---:|---:|---:|---:|---:|---:|---|`);
  say(`| bare node:http, fixed JSON | — | — | ${bare.rps} | 1.00 | ${bare.p50} | ${bare.p97_5} | ${bare.p99} | ${bare.non2xx} | |`);
  if (reference) {
    say(
      `| reference: node:http + pg pool, the same SELECT, no session check | PostgreSQL | — | ${reference.rps} | ${(reference.rps / bare.rps).toFixed(3)} | ${reference.p50} | ${reference.p97_5} | ${reference.p99} | ${reference.non2xx} | |`,
    );
  }
  // What the food day's query costs alone: the ceiling of GET /api/food/day on this machine.
  const foodDay = runs.find((r) => r.foodDayStatement)?.foodDayStatement;
  if (foodDay && reference) {
    say(
      `| node:http + pg pool, the food day's statement alone (its rows as JSON, no session check) | PostgreSQL | — | ${foodDay.rps} | ${(foodDay.rps / bare.rps).toFixed(3)} | ${foodDay.p50} | ${foodDay.p97_5} | ${foodDay.p99} | ${foodDay.non2xx} | ${(foodDay.rps / reference.rps).toFixed(2)} × reference |`,
    );
  }
  for (const run of runs) {
    const session = run.cookieCache ? `cache ${run.cookieCache} s` : "db + 5 s per process";
    const database = run.connections === 50 ? run.database : `${run.database}, ${run.connections} connections`;
    const row = (name: string, r: LoadResult, target = "") =>
      say(
        `| ${name} | ${database} | ${session} | ${r.rps} | ${(r.rps / bare.rps).toFixed(3)} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${r.non2xx} | ${target} |`,
      );
    const onPostgres = run.database.startsWith("PostgreSQL");
    const health = run.health;
    if (health) row("GET /api/health (no session)", health);
    const activeTarget =
      onPostgres && reference && !run.cookieCache
        ? `≥ 0.8 × reference (${(run.active.rps / reference.rps).toFixed(2)}), p99 ≤ 25 ms ${check(run.active.rps >= 0.8 * reference.rps && run.active.p99 <= 25)}`
        : !onPostgres && health && !run.cookieCache
          ? `≥ 0.5 × /api/health (${(run.active.rps / health.rps).toFixed(2)}) ${check(run.active.rps >= 0.5 * health.rps)}`
          : "";
    // Embedded at 10 connections: every signed-in read answered within 50 ms at the 99th percentile.
    const tenConnections = (r: LoadResult) => (!onPostgres && run.connections === 10 ? `p99 ≤ 50 ms ${check(r.p99 <= 50)}` : "");
    row("GET /api/fasting/active", run.active, [activeTarget, tenConnections(run.active)].filter(Boolean).join("; "));
    for (const read of run.reads ?? []) {
      const target =
        onPostgres && reference
          ? `≥ 0.5 × reference (${(read.result.rps / reference.rps).toFixed(2)}) ${check(read.result.rps >= 0.5 * reference.rps)}`
          : tenConnections(read.result);
      row(read.name, read.result, target);
    }
    if (run.cycle) row("POST start + POST end (cycle)", run.cycle, `no refusals ${check(run.cycle.non2xx === 0)}`);
  }
  if (!postgres) say(`\nPostgreSQL rows skipped: set DATABASE_URL.`);
  const embedded = runs.find((r) => r.database.startsWith("embedded") && !r.cookieCache);
  if (embedded)
    say(
      `\nResident memory of the embedded server after its throughput runs (started on a data dir an earlier start made): ${embedded.rssAfterMb} MB ${check(embedded.rssAfterMb <= 450)} (target ≤ 450 MB).`,
    );
  say();
}

if (sections.includes("food")) {
  say(`## 1b. Food search`);
  say();
  say(
    `GET /api/food/search over the 8,789 USDA foods at 20 concurrent searches for ${process.env.BENCH_SECONDS ?? 10} s after a 2 s warm-up, the requests taking turns among 20 signed-in users with a short food history, each user cycling through 20 queries (everyday names, word orders, typos, prefixes). autocannon drives the load (one connection per searcher), latency recorded per answer. A search reads the user's history, favourites and custom foods' names in one query, every time. Target: p95 ≤ 30 ms at 20 searchers embedded and on PostgreSQL with 2 workers.`,
  );
  say();
  // One searcher as well: the latency of a search itself, without waiting behind 19 others.
  const runs = [await measureFoodSearch(), await measureFoodSearch({ concurrency: 1 })];
  if (postgres)
    runs.push(
      await measureFoodSearch({ postgres }),
      await measureFoodSearch({ postgres, workers: 2 }),
      await measureFoodSearch({ postgres, concurrency: 1 }),
    );
  say(`| Database | concurrent | requests | req/s | p50 ms | p95 ms | p99 ms | errors | target |`);
  say(`|---|---:|---:|---:|---:|---:|---:|---:|---|`);
  for (const r of runs)
    say(
      `| ${r.database} | ${r.concurrency} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.concurrency === 20 && (r.database.includes("workers") || !r.database.startsWith("PostgreSQL")) ? `p95 ≤ 30 ms ${check(r.p95 <= 30)}` : ""} |`,
    );
  if (!postgres) say(`\nPostgreSQL row skipped: set DATABASE_URL.`);
  say();
}

if (sections.includes("growth")) {
  say(`## 2. Growth: 100,000 users, 1,000,000 fasting sessions`);
  say();
  say(
    `The two dashboard reads, median of 300 runs over one connection, for a user with 10 and one with 2,000 finished sessions (plus one running), before and after seeding (generate_series inside the database). Target: seeded within 1.5× of the empty table, index scans only.`,
  );
  say();
  const results: GrowthFigures[] = [await measureGrowth({})];
  if (postgres) results.push(await measureGrowth({ postgres }));
  say(`| Database | Read | User | Empty table ms | Seeded ms | Ratio | Target ≤ 1.5× |`);
  say(`|---|---|---|---:|---:|---:|---|`);
  for (const g of results)
    for (const t of g.timings)
      say(`| ${g.database} | ${t.read} | ${t.user} | ${t.emptyMs} | ${t.seededMs} | ${t.ratio} | ${check(t.ratio <= 1.5)} |`);
  say();
  for (const g of results) {
    say(`${g.database}: seeded ${g.rows.toLocaleString("en-US")} sessions in ${g.seedSeconds} s.`);
    say();
    for (const p of g.plans) {
      say(`${g.database}, ${p.read} read for the 2,000-session user — index scan ${check(p.indexScan)}:`);
      say("```");
      say(p.plan);
      say("```");
    }
  }
  say();
}

if (sections.includes("feed")) {
  say(`## 2b. Growth: the community feed at 100,000 posts`);
  say();
  say(
    `The feed's rows as the server reads them (modules/community/feed.ts feedRows, through Drizzle), median of 300 runs, for a member who blocked someone: with 30 posts, then with 100,000 more by 1,000 authors over a year (generate_series inside the database). Pages after the first use the cursor the API hands out (keyset, no OFFSET). Target for the newest pages: within 1.5× of the small table, index scans only. "Top this week" sorts the last 7 days' posts by likes: its cost follows a week's volume, not the table's size.`,
  );
  say();
  const results: FeedFigures[] = [await measureFeedGrowth({})];
  if (postgres) results.push(await measureFeedGrowth({ postgres }));
  say(`| Database | Page | 30 posts ms | 100,030 posts ms | Ratio | Target ≤ 1.5× |`);
  say(`|---|---|---:|---:|---:|---|`);
  for (const g of results)
    for (const t of g.timings)
      say(
        `| ${g.database} | ${t.page} | ${t.emptyMs} | ${t.seededMs} | ${t.ratio} | ${t.page.startsWith("top") ? "" : check(t.ratio <= 1.5)} |`,
      );
  say();
  for (const g of results) {
    say(`${g.database}: seeded ${g.posts.toLocaleString("en-US")} posts in ${g.seedSeconds} s.`);
    say();
    for (const p of g.plans) {
      say(`${g.database}, ${p.page} — index scan ${check(p.indexScan)}:`);
      say("```");
      say(p.plan);
      say("```");
    }
  }
  say();
}

if (sections.includes("markdown")) {
  say(`## 2c. Markdown: the worst input of each kind`);
  say();
  say(
    `A post's or comment's Markdown as the server parses it (modules/community/rich-text.ts, markdown-it with only the rules we show), each kind of worst input at the largest body (${POST_BODY_MAX.toLocaleString("en-US")} characters): 20 runs after 3 warm-ups, in one process. Nesting deeper than ${RICH_TEXT_NESTING_MAX} levels is refused with a 400. Target: the median of each ≤ 20 ms (marked, before: 1,000–1,400 ms on "*a_", "**a_", "_*a"); the slowest run includes garbage collection and whatever else the shared machine did meanwhile.`,
  );
  say();
  say(`| Input | Characters | Median ms | Slowest ms | Outcome | Target ≤ 20 ms |`);
  say(`|---|---:|---:|---:|---|---|`);
  for (const m of measureMarkdown())
    say(
      `| \`\` ${m.kind.replace(/\n/g, "\\n").replace(/\|/g, "\\|")} \`\` | ${m.chars} | ${m.medianMs} | ${m.maxMs} | ${m.outcome} | ${check(m.medianMs <= 20)} |`,
    );
  say();
}

if (sections.includes("startup")) {
  say(`## 3. Embedded default: start-up and memory`);
  say();
  const s = await measureStartup();
  say(`\`npm start\` (already built) to the first 200 from /api/health, embedded database; resident memory 3 s after ready.`);
  say();
  say(`| Figure | Value | Target |`);
  say(`|---|---:|---|`);
  say(`| Cold start (empty DATA_DIR: initdb + migrations) | ${s.coldMs} ms | |`);
  say(`| Warm start | ${s.warmMs} ms | < 3000 ms ${check(s.warmMs < 3000)} |`);
  say(`| Idle resident memory | ${s.idleRssMb} MB | < 400 MB ${check(s.idleRssMb < 400)} |`);
  say();
}

if (sections.includes("signin")) {
  say(`## 4. Sign-in under load`);
  say();
  const results = [await measureSignIn()];
  if (postgres) results.push(await measureSignIn({ postgres }));
  say(
    `20 connections signing in (argon2id, 19 MiB, t=2) for ${process.env.BENCH_SECONDS ?? 10} s, each as its own user, from rotating client addresses behind TRUST_PROXY=1. Event-loop delay from perf_hooks.monitorEventLoopDelay inside the server during the load.`,
  );
  say();
  say(`| Database | Sign-ins (non-2xx) | Latency p50 / p95 / p99 | p95 ≤ 400 ms | Event-loop delay p50 / p99 / max | p99 ≤ 50 ms |`);
  say(`|---|---:|---:|---|---:|---|`);
  for (const s of results) {
    say(
      `| ${s.database} | ${s.requests} (${s.non2xx}) | ${s.p50} / ${s.p95} / ${s.p99} ms | ${check(s.p95 <= 400)} | ${s.loopP50} / ${s.loopP99} / ${s.loopMax} ms | ${check(s.loopP99 <= 50)} |`,
    );
  }
  say();
}

if (sections.includes("frontend")) {
  say(`## 5. Front end`);
  say();
  const bundles = measureBundles();
  say(
    `JavaScript and CSS loaded before first render (the route's chunk and its static imports, from dist/.vite/manifest.json), Brotli-compressed as the server sends them (the build's .br copies).`,
  );
  say();
  say(`| Page | JS (br) | CSS (br) | Files |`);
  say(`|---|---:|---:|---:|`);
  for (const b of bundles) say(`| ${b.page} | ${b.jsKb} KB | ${b.cssKb} KB | ${b.files} |`);
  say();
  const lh = await measureLighthouse();
  say(
    `Lighthouse 12, mobile preset (simulated throttling), Debian Chromium headless; the signed-in pages as a Premium member past onboarding, with today's food logged and a post in the community, no fasts yet. Each page served as a deployment serves it: HTTPS with HTTP/2 from a TLS-terminating proxy in front of the app (node:http2 on loopback, a certificate made for the run). Three runs per page: the figures are the median run's, "runs" every run's score. "HTTP/1.1": one run straight from the app's own HTTP/1.1 server, for comparison (its dozen scripts queue on six connections). JS: script bytes transferred as Lighthouse counts them (goal for "/": ≤ 90 KB).`,
  );
  say();
  say(
    `| Page | Performance ≥ 95 | Accessibility 100 | Best practices | SEO | LCP | TBT | CLS ≤ 0.05 | JS | Below 0.9 | HTTP/1.1: performance, LCP, TBT |`,
  );
  say(`|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|`);
  for (const r of lh)
    say(
      `| ${r.page} | ${r.performance} ${check(r.performance >= 95)} (runs ${r.runs.join(", ")}) | ${r.accessibility} ${check(r.accessibility === 100)} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} ${check(r.cls <= 0.05)} | ${r.scriptKb} KB${r.page === "/" ? ` ${check(r.scriptKb <= 90)}` : ""} | ${r.failed.join(", ") || "—"} | ${r.http1.performance}, ${r.http1.lcpMs} ms, ${r.http1.tbtMs} ms |`,
    );
  say();
}

const file = path.join(root, "bench/results/latest.md");
writeFileSync(file, wanted.length && existsSync(file) ? mergeSections(readFileSync(file, "utf8"), md) : md.join("\n") + "\n");
console.log(`\nWritten to ${path.relative(root, file)}`);

/**
 * A partial run (`npm run bench food`) replaces only its own sections of the earlier results and
 * says so under the earlier run's line, so one section can be measured again without losing the rest.
 */
function mergeSections(earlier: string, lines: string[]): string {
  const split = (text: string) => {
    const parts = text.split(/^(?=## )/m);
    return { head: parts[0]!, sections: parts.slice(1) };
  };
  const key = (section: string) => /^## ([\w.]+)/.exec(section)?.[1] ?? section;
  const before = split(earlier);
  const now = split(lines.join("\n") + "\n");
  const fresh = new Map(now.sections.map((sec) => [key(sec), sec]));
  const merged = before.sections.map((sec) => fresh.get(key(sec)) ?? sec);
  for (const [k, sec] of fresh) if (!before.sections.some((b) => key(b) === k)) merged.push(sec);
  const order = (sec: string) => parseFloat(key(sec).replace(/[a-z]/g, (c) => `.${c.charCodeAt(0) - 96}`));
  merged.sort((a, b) => order(a) - order(b));
  const stamp = `Updated ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC: ${sections.join(", ")} measured again on the same machine.`;
  // One "Updated" line per set of sections: the latest.
  const earlierStamp = new RegExp(`^Updated [^\\n]*: ${sections.join(", ")} measured again[^\\n]*\\n+`, "m");
  const head = before.head.replace(earlierStamp, "").replace(/\n*$/, "\n") + `\n${stamp}\n\n`;
  return head + merged.join("");
}
