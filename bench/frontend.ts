import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, findChromium } from "../scripts/chromium.mjs";
import { cookieHeader, createUsers, root, startBenchServer, type TestClient } from "./lib";

const DIST = path.join(root, "apps/web/dist");

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface BundleFigures {
  page: string;
  jsKb: number;
  cssKb: number;
  files: number;
}

/**
 * JS and CSS a page loads before it renders (its chunks and their static imports), Brotli-compressed
 * as the server sends them to a browser (the build's .br copies).
 */
export function measureBundles(): BundleFigures[] {
  const manifest = JSON.parse(readFileSync(path.join(DIST, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  // Two pages: "/" is the standalone landing page (landing.html), every other page the app (index.html).
  const entryKey = "index.html";
  const landingKey = "landing.html";
  const routeKey = (name: string) => Object.keys(manifest).find((k) => new RegExp(`routes/${name}\\.tsx$`).test(k));
  const collect = (keys: string[]) => {
    const seen = new Set<string>();
    const files = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key]!;
      files.add(chunk.file);
      chunk.css?.forEach((c) => files.add(c));
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return [...files];
  };
  const sizeKb = (files: string[], ext: string) =>
    Math.round(files.filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + brotliSize(readFileSync(path.join(DIST, f))), 0) / 102.4) / 10;
  const pages: [string, string[]][] = [["/", [landingKey]]];
  for (const page of SIGNED_IN_PAGES) {
    const key = routeKey(page.slice(1));
    if (key) pages.push([page, [entryKey, routeKey("app-layout")!, key]]);
  }
  return pages.map(([page, keys]) => {
    const files = collect(keys);
    return { page, jsKb: sizeKb(files, ".js"), cssKb: sizeKb(files, ".css"), files: files.length };
  });
}

const brotliSize = (data: Buffer) => brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Every area's first page, measured signed in as a Premium member. */
const SIGNED_IN_PAGES = ["/dashboard", "/food", "/progress", "/recipes", "/community"];

export interface LighthouseFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred as Lighthouse counts it (resource summary), in KB. */
  scriptKb: number;
  failed: string[];
  /** Every run's performance score, lowest first (the figures are the median run's). */
  runs: number[];
}

const RUNS = 3;

/**
 * Each page is audited as a deployment serves it: over HTTPS with HTTP/2, from a TLS-terminating
 * proxy in front of the app (node:http2 here, on loopback, with a certificate made for the run),
 * three runs, the median standing. Over HTTP/1.1 a page's dozen scripts queue on six connections,
 * which Lighthouse's simulated 150 ms round trips multiply; no browser meets a production site
 * that way. One run straight from the app over HTTP/1.1 is kept beside it (`http1`).
 */
export async function measureLighthouse(): Promise<(LighthouseFigures & { http1: LighthouseFigures })[]> {
  const server = await startBenchServer();
  const proxy = await startHttp2Proxy(server.url);
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium() as string,
    // The run's own certificate: no authority this browser knows signed it.
    chromeFlags: [...(CHROMIUM_ARGS as string[]), "--ignore-certificate-errors"],
  });
  try {
    const [user] = await createUsers(server, 1);
    await preparePremiumMember(user!);
    const out: (LighthouseFigures & { http1: LighthouseFigures })[] = [];
    const pages: [string, Record<string, string>][] = [
      ["/", {}],
      ...SIGNED_IN_PAGES.map((page): [string, Record<string, string>] => [page, { Cookie: cookieHeader(user!) }]),
    ];
    for (const [page, headers] of pages) {
      // One run swings by ±5 points on this machine: the run with the median score of three stands.
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(proxy.url, page, headers));
      runs.sort((a, b) => a.performance - b.performance);
      const http1 = await audit(server.url, page, headers);
      out.push({ ...runs[Math.floor(RUNS / 2)]!, runs: runs.map((r) => r.performance), http1 });
    }
    return out;
  } finally {
    chrome.kill();
    await proxy.stop();
    await server.stop();
  }

  async function audit(origin: string, page: string, headers: Record<string, string>): Promise<LighthouseFigures> {
    const result = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      extraHeaders: headers,
    });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failed = Object.values(lhr.categories)
      .flatMap((cat) => cat.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]!))
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
      .map((a) => a.id);
    return {
      page,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"]!.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits["total-blocking-time"]!.numericValue ?? 0),
      cls: Math.round((lhr.audits["cumulative-layout-shift"]!.numericValue ?? 0) * 1000) / 1000,
      scriptKb: Math.round(scriptBytes(lhr.audits["resource-summary"]!.details) / 102.4) / 10,
      failed: [...new Set(failed)],
      runs: [],
    };
  }
}

/** Connection-specific headers, which HTTP/2 forbids and a proxy does not pass on. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "host"]);

/**
 * HTTPS with HTTP/2 in front of `target` (plain HTTP/1.1), as a reverse proxy serves a deployment:
 * every request passed on as it came (its X-Forwarded-For too, as the bench's users send it), the
 * answer passed back byte for byte (the app's own compression, headers and cookies).
 */
async function startHttp2Proxy(target: string): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), "carnitrack-tls-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1"].concat([
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ]),
    { stdio: "ignore" },
  );
  const upstream = new URL(target);
  const proxy = http2.createSecureServer({ key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = { host: upstream.host };
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(":") && !HOP_BY_HOP.has(name)) headers[name] = value;
    const forward = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
      const back: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) back[name] = value;
      res.writeHead(answer.statusCode ?? 502, back);
      answer.pipe(res);
    });
    forward.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  return {
    url: `https://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    stop: async () => {
      await new Promise((resolve) => proxy.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function scriptBytes(details: unknown): number {
  const items = (details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return items.find((item) => item.resourceType === "script")?.transferSize ?? 0;
}

/**
 * A returning Premium member: past onboarding (no dialog over the dashboard), subscribed through
 * the test-mode checkout, the community's guidelines accepted, with a day's food and a post, so
 * each page shows what it shows a member rather than an upsell or an empty state.
 */
export async function preparePremiumMember(user: TestClient): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const expectOk = async (what: string, res: Promise<{ status: number; text: string }>, ok = [200, 201]) => {
    const r = await res;
    if (!ok.includes(r.status)) throw new Error(`${what}: ${r.status} ${r.text}`);
  };
  await expectOk("skipping onboarding", user.put("/api/profile/onboarding", { outcome: "skipped", date: today }));
  await expectOk(
    "test-mode checkout",
    user.request("POST", "/checkout/monthly", { body: "", headers: { "content-type": "application/x-www-form-urlencoded" } }),
    [303],
  );
  await expectOk("community guidelines", user.post("/api/community/me/guidelines", {}));
  for (const foodId of ["01123", "23202", "13325"])
    await expectOk("logging food", user.post("/api/food/entries", { foodId, amount: 150, unit: "g", eatenAt: new Date().toISOString() }));
  await expectOk(
    "posting",
    user.post("/api/community/posts", { category: "wins", title: "Day 30", body: "Ribeye, eggs and butter. Feeling great." }),
  );
}
