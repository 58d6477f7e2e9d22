import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { eq, getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { strFromU8, unzipSync } from "fflate";
import { hc } from "hono/client";
import { inject } from "vitest";
import type { ApiType } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase, type Database } from "../src/db/client";
import { MIGRATIONS_DIR } from "../src/paths";
import * as schema from "../src/db/schema";
import { accounts, users } from "../src/db/schema";
import { REFERENCE_TABLES } from "../src/db/reference-tables";
import { credentialAccount } from "../src/modules/auth";
import { testPasswordHash } from "../src/modules/testing";
import { subscribeInTestMode } from "../src/modules/billing";
import { openFoodCatalog, type FoodCatalog } from "../src/modules/food";
import { createLogger } from "../src/platform/logger";
import { startServer, type RunningServer } from "../src/server";
import { createScratchDatabase, freePort, parseMail, type Mail } from "@app/test-support";
import { randomBytes } from "node:crypto";
import { generateId } from "better-auth";

export { createScratchDatabase, freePort, parseMail, type Mail } from "@app/test-support";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data dir with the reference data, prepared once by global-setup.ts. */
    pgliteTemplate: string;
    /** The same as a PostgreSQL template database (with DATABASE_URL). */
    pgTemplate: string;
  }
}

export const TEST_SECRET = "test-secret-test-secret-test-secret-0123456789";
export const STRONG_PASSWORD = "grass-fed ribeye 42";

export interface TestServer extends RunningServer {
  dataDir: string;
  webDist: string;
  client(headers?: Record<string, string>): TestClient;
  /** Empties every table, so each test starts from nothing. */
  reset(): Promise<void>;
  /** Every log line the server wrote (with `captureLogs`), as written. */
  logs(): string;
  /** The newest mail sent to an address, decoded, once the background jobs have run. */
  lastMail(to: string): Promise<Mail | undefined>;
  mails(to: string): Promise<Mail[]>;
  stop(): Promise<void>;
}

export function makeWebDist(dir: string): string {
  mkdirSync(path.join(dir, "assets"), { recursive: true });
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html><head><title>CarniTrack</title><link rel="modulepreload" crossorigin href="/assets/core.js"></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  // The part of the build's manifest the server reads (web/page-preloads.ts): the app's start-up,
  // the signed-in layout, two routes inside it whose paths overlap and one outside it, sharing chunks.
  mkdirSync(path.join(dir, ".vite"), { recursive: true });
  writeFileSync(
    path.join(dir, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/app.js", isEntry: true, imports: ["_core.js"] },
      "_core.js": { file: "assets/core.js" },
      "_shared.js": { file: "assets/shared.js", imports: ["_core.js"] },
      "src/app/routes/app-layout.tsx": { file: "assets/app-layout.js", imports: ["_core.js", "_shared.js"] },
      "src/app/routes/dashboard.tsx": { file: "assets/dashboard.js", imports: ["_shared.js"] },
      "src/app/routes/community-guidelines.tsx": { file: "assets/community-guidelines.js", imports: ["_core.js"] },
      "src/app/routes/community-post.tsx": { file: "assets/community-post.js", imports: ["_shared.js"] },
      "src/app/routes/privacy.tsx": { file: "assets/privacy.js", imports: ["_core.js"] },
    }),
  );
  writeFileSync(
    path.join(dir, "landing.html"),
    '<!doctype html><html><head><title>CarniTrack</title></head><body><div id="root"></div><script type="module" src="/assets/landing.js"></script></body></html>',
  );
  writeFileSync(path.join(dir, "assets", "app.js"), "console.log('app')");
  // As the build writes them (vite.config.ts): a compressed copy beside the file.
  writeFileSync(path.join(dir, "assets", "app.js.br"), brotliCompressSync("console.log('app')"));
  writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(path.join(dir, "sw.js"), "self.addEventListener('fetch', () => {})");
  return dir;
}

/** A migrated database of this test file's own (a copy of the PGlite template, or a scratch PostgreSQL database). */
export async function openTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "carnitrack-db-"));
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, { template: inject("pgTemplate") })
    : undefined;
  if (!scratch) cpSync(inject("pgliteTemplate"), path.join(dataDir, "pglite"), { recursive: true });
  const database = await openDatabase({ databaseUrl: scratch?.url, dataDir, poolSize: 20 });
  await database.migrate(MIGRATIONS_DIR);
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Data for a server started in a child process, already migrated and holding the food catalog: a
 * copy of the PGlite template in a fresh DATA_DIR, or a PostgreSQL database made from the template.
 */
export async function childServerData(
  prefix: string,
): Promise<{ env: { DATA_DIR: string; DATABASE_URL?: string }; dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `carnitrack-${prefix}-`));
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, { template: inject("pgTemplate") })
    : undefined;
  if (!scratch) cpSync(inject("pgliteTemplate"), path.join(dataDir, "pglite"), { recursive: true });
  return {
    env: { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
    dispose: async () => {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The environment of a real server started (and started again) in this process on `data`: a
 * DATA_DIR, and DATABASE_URL on PostgreSQL. For the restart tests; `extra` adds or overrides.
 */
export function restartableServerEnv(data: { DATA_DIR: string; DATABASE_URL?: string }, port: number, extra: Record<string, string> = {}) {
  return {
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "silent",
    WEB_DIST: makeWebDist(path.join(data.DATA_DIR, "web")),
    ...data,
    ...extra,
  };
}

export async function startTestServer(
  env: Record<string, string> = {},
  { captureLogs = false }: { captureLogs?: boolean } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "carnitrack-test-"));
  const webDist = makeWebDist(path.join(dataDir, "web"));
  let scratch: { url: string; drop(): Promise<void> } | undefined;
  if (process.env.DATABASE_URL && !env.DATABASE_URL) {
    scratch = await createScratchDatabase(process.env.DATABASE_URL, { template: inject("pgTemplate") });
  }
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    AUTH_SECRET: TEST_SECRET,
    LOG_LEVEL: captureLogs ? "info" : (process.env.TEST_LOG_LEVEL ?? "silent"),
    WEB_DIST: webDist,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...env,
  });
  const { database, release } = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 20 }).then((database) => ({
        database,
        release: () => database.close(),
      }))
    : await embeddedDatabaseFor(dataDir);
  let logged = "";
  const logger = createLogger(config.logLevel, captureLogs ? { write: (line: string) => void (logged += line) } : undefined);
  // Every database the harness picks is a copy of the template, with the same foods.
  const foodCatalog = env.DATABASE_URL ? undefined : await (workerFoodCatalog ??= openFoodCatalog(database.db, createLogger("silent")));
  const server = await startServer(config, logger, { database, foodCatalog });
  const outbox = path.join(dataDir, "outbox");

  const mailsNow = (to: string): Mail[] => {
    let files: string[];
    try {
      // The .eml as sent; the .txt beside each is its plain-text copy.
      files = readdirSync(outbox)
        .filter((f) => f.endsWith(".eml"))
        .sort();
    } catch {
      return [];
    }
    return files
      .map((f) => parseMail(readFileSync(path.join(outbox, f), "utf8")))
      .filter((m) => new RegExp(`^To: .*${escapeRegExp(to)}`, "im").test(m.raw));
  };

  const mails = async (to: string): Promise<Mail[]> => {
    await server.jobs.idle();
    return mailsNow(to);
  };

  return {
    ...server,
    url: config.appUrl,
    dataDir,
    webDist,
    client: (headers) => new TestClient(config.appUrl, headers),
    reset: async () => {
      await server.jobs.idle();
      await database.db.execute(EMPTY_TABLES);
      rmSync(outbox, { recursive: true, force: true });
    },
    logs: () => logged,
    mails,
    lastMail: async (to) => (await mails(to)).at(-1),
    stop: async () => {
      await server.close();
      await release();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let workerDatabase: Promise<Database> | undefined;
let workerFoodCatalog: Promise<FoodCatalog> | undefined;
let workerDatabaseInUse = false;

/**
 * An embedded database for a test server: this worker's, opened once and emptied for each server
 * (opening a copy of the template costs a second and hundreds of megabytes each time, emptying it a
 * fraction of that); while another server of this worker holds it, a copy of the server's own.
 * The worker's copy lives in the template's folder, which the global teardown removes.
 */
async function embeddedDatabaseFor(dataDir: string): Promise<{ database: Database; release(): Promise<void> }> {
  if (workerDatabaseInUse) {
    cpSync(inject("pgliteTemplate"), path.join(dataDir, "pglite"), { recursive: true });
    const database = await openDatabase({ dataDir });
    return { database, release: () => database.close() };
  }
  workerDatabaseInUse = true;
  workerDatabase ??= (async () => {
    const template = inject("pgliteTemplate");
    const workerDir = mkdtempSync(path.join(path.dirname(template), "worker-"));
    cpSync(template, path.join(workerDir, "pglite"), { recursive: true });
    return openDatabase({ dataDir: workerDir });
  })();
  const database = await workerDatabase;
  await database.db.execute(EMPTY_TABLES);
  // What the deletes of earlier files left behind, cleared before it can slow this one's queries.
  await database.db.execute(VACUUM_TABLES);
  return {
    database,
    release: async () => {
      workerDatabaseInUse = false;
    },
  };
}

/**
 * Every table of the schema but the reference data (the food catalog), so a new one is emptied
 * between tests without anyone listing it; each after the tables that refer to it.
 */
const DATA_TABLES = (() => {
  const left = new Set<PgTable>(
    Object.values(schema).filter((table) => is(table, PgTable) && !(REFERENCE_TABLES as readonly unknown[]).includes(table)),
  );
  const referredTo = (table: PgTable) =>
    [...left].some((other) => other !== table && getTableConfig(other).foreignKeys.some((fk) => fk.reference().foreignTable === table));
  const ordered: PgTable[] = [];
  while (left.size) {
    const free = [...left].filter((table) => !referredTo(table));
    if (!free.length) throw new Error("the schema's foreign keys go round in a circle: no order to empty its tables in");
    for (const table of free) {
      ordered.push(table);
      left.delete(table);
    }
  }
  return ordered.map((table) => `"${getTableName(table)}"`);
})();

/**
 * Empties the data tables in one statement. Deletes, not TRUNCATE: a truncated table gets new
 * files, which the embedded database creates one by one, far slower than deleting the few rows a
 * test leaves.
 */
const EMPTY_TABLES = sql.raw(`do $$ begin ${DATA_TABLES.map((table) => `delete from ${table};`).join(" ")} end $$`);
const VACUUM_TABLES = sql.raw(`vacuum ${DATA_TABLES.join(", ")}`);

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export interface JsonResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/**
 * GET /api/account/export as "Download my data" gets it: a ZIP of carnitrack-export.json (parsed
 * into `body`), the spreadsheets and the user's photos (`files`, by path); `query` e.g. "?tz=Europe/Berlin".
 */
export async function downloadExport(client: TestClient, query = "") {
  const res = await client.bytes(`/api/account/export${query}`);
  const files = res.status === 200 ? unzipSync(new Uint8Array(res.bytes)) : {};
  const text = files["carnitrack-export.json"] ? strFromU8(files["carnitrack-export.json"]) : "";
  return { ...res, files, text, body: text ? JSON.parse(text) : undefined };
}

/**
 * A minimal browser-like client: keeps cookies, sends our Origin on writes. `api` is the typed
 * client of our API (decision 013: the web app's own type), for tests that call an endpoint as the
 * web app does: `await client.api.fasting.history.$get({ query: { limit: "5" } })`. The string-path
 * methods stay for what the typed client cannot say (raw bodies, unknown paths, the abuse suite).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly api: ReturnType<typeof hc<ApiType>>;

  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {
    this.api = hc<ApiType>(`${baseUrl}/api`, {
      fetch: (input: Request | string | URL, init?: RequestInit) => this.fetch(input instanceof Request ? input.url : String(input), init),
    });
  }

  /** `fetch` with this client's headers and cookies (kept from each response), and our Origin on writes. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const method = init.method ?? "GET";
    const given = init.headers instanceof Headers || Array.isArray(init.headers) ? Object.fromEntries(init.headers) : init.headers;
    const headers: Record<string, string> = { ...this.headers, ...given };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    if (method !== "GET" && !("origin" in headers)) headers.origin = this.baseUrl;
    const res = await fetch(url, { ...init, method, headers, redirect: init.redirect ?? "manual" });
    this.takeCookies(res);
    return res;
  }

  /** Keeps the cookies a response sets, and forgets those it clears, as a browser does. */
  takeCookies(res: Response) {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request<T = any>(
    method: string,
    pathname: string,
    options: { json?: unknown; body?: string; headers?: Record<string, string>; redirect?: "follow" | "manual" | "error" } = {},
  ): Promise<JsonResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      if (!("content-type" in { ...this.headers, ...headers })) headers["content-type"] = "application/json";
    }
    const res = await this.fetch(this.baseUrl + pathname, { method, headers, body, redirect: options.redirect ?? "manual" });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  /** The Cookie header a browser would send, for requests made by hand (multipart uploads). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** A GET whose response is bytes (an image, a ZIP), with the session. */
  async bytes(pathname: string) {
    const res = await fetch(this.baseUrl + pathname, {
      headers: { ...this.headers, cookie: this.cookieHeader() },
    });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  get<T = any>(pathname: string, headers?: Record<string, string>) {
    return this.request<T>("GET", pathname, { headers });
  }

  post<T = any>(pathname: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>("POST", pathname, { json: json ?? {}, headers });
  }

  put<T = any>(pathname: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>("PUT", pathname, { json: json ?? {}, headers });
  }

  patch<T = any>(pathname: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>("PATCH", pathname, { json: json ?? {}, headers });
  }

  delete<T = any>(pathname: string, headers?: Record<string, string>) {
    return this.request<T>("DELETE", pathname, { headers });
  }
}

/** Signs up, follows the confirmation link, and returns a signed-in client. */
/**
 * A confirmed account, signed in: the sign-up's end state (the account and its password's hash),
 * written straight to the database, and a session started as a confirmation link starts it. The
 * sign-up journey itself, its mail and its link, is `signUpAndConfirm`'s, for the tests about it.
 */
export async function createVerifiedUser(
  server: TestServer,
  { email = `user-${randomBytes(4).toString("hex")}@example.com`, password = STRONG_PASSWORD, name = "Test User" } = {},
) {
  const userId = generateId();
  const passwordHash = await testPasswordHash(password);
  await server.database.db.transaction(async (tx) => {
    await tx.insert(users).values({ id: userId, email: email.toLowerCase(), name, emailVerified: true });
    await tx.insert(accounts).values(credentialAccount(userId, passwordHash));
  });
  const client = server.client();
  const response = await server.auth.api.signInConfirmedUser({ body: { userId }, asResponse: true });
  if (!response.ok) throw new Error(`confirmed sign-in failed: ${response.status}`);
  client.takeCookies(response);
  return { client, email, password, name, userId };
}

/** A user who signed up and opened the confirmation link from their mail, as a person does. */
export async function signUpAndConfirm(
  server: TestServer,
  { email = `user-${randomBytes(4).toString("hex")}@example.com`, password = STRONG_PASSWORD, name = "Test User" } = {},
) {
  const client = server.client();
  const signUp = await client.post("/api/auth/sign-up/email", { email, password, name, callbackURL: "/" });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${signUp.text}`);
  const link = (await server.lastMail(email))?.links.find((l) => l.includes("/verify-email"));
  if (!link) throw new Error(`no confirmation mail for ${email}`);
  const verify = await client.get(new URL(link).pathname + new URL(link).search);
  if (verify.status !== 302) throw new Error(`verification failed: ${verify.status} ${verify.text}`);
  const session = await client.get("/api/auth/get-session");
  if (!session.body?.user) throw new Error("verification did not sign in");
  return { client, email, password, name, userId: session.body.user.id as string };
}

/** A verified user with Premium (the monthly plan, bought through the test-mode checkout). */
export async function createPremiumUser(server: TestServer, options: Parameters<typeof createVerifiedUser>[1] = {}) {
  const user = await createVerifiedUser(server, options);
  await subscribeInTestMode(server.database.db, { userId: user.userId, plan: "monthly" });
  return user;
}

/**
 * A community member named `name` (their address made from it): Premium, a week old (old enough to
 * post links) and with the guidelines accepted, unless told otherwise.
 */
export async function createCommunityMember(server: TestServer, name = "Ann Lee", { premium = true, ageDays = 7, guidelines = true } = {}) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`;
  const user = premium ? await createPremiumUser(server, { email, name }) : await createVerifiedUser(server, { email, name });
  await server.database.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - ageDays * 86_400_000) })
    .where(eq(users.id, user.userId));
  if (guidelines) {
    const accepted = await user.client.post("/api/community/me/guidelines", {});
    if (accepted.status !== 200) throw new Error(`accepting the guidelines failed: ${accepted.status} ${accepted.text}`);
  }
  return user;
}
