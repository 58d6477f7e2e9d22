import path from "node:path";
import v8 from "node:v8";
import { existsSync, mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "embedded" | "postgres";
  /** Human-readable location for the start-up banner (never includes a password). */
  location: string;
  migrate(migrationsFolder: string): Promise<void>;
  ping(): Promise<void>;
  /**
   * Subscribes to NOTIFY on `channel`. `onDown` runs when notifications may have been missed (the
   * connection was lost; it reconnects), `onUp` once they flow again: until then a listener must
   * not trust what it cached.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  onUp(): void;
  onDown(): void;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

/** Smaller shared buffers: PGlite's memory never shrinks, and the OS's file cache holds the rest. */
const EMBEDDED_SETTINGS = ["-c", "shared_buffers=32MB"];

/**
 * V8 lets its old generation grow to several times what survives a collection, and keeps those
 * pages. An embedded server runs on someone's own machine, so memory comes before throughput.
 */
const EMBEDDED_HEAP_GROWING_PERCENT = 50;

// Arbitrary constant key for pg_advisory_lock, so concurrent starts run migrations one at a time.
const MIGRATION_LOCK_KEY = 727_274_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openEmbedded(options.dataDir);
}

async function openEmbedded(dataDir: string): Promise<Database> {
  v8.setFlagsFromString(`--heap-growing-percent=${EMBEDDED_HEAP_GROWING_PERCENT}`);
  const dir = path.join(dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const release = lockDataDir(path.join(dataDir, "pglite.lock"));
  let client: PGlite;
  try {
    // A first start runs initdb, which grows the instance's memory and never gives it back: that
    // instance only creates the data dir, and the server opens it afresh.
    if (!existsSync(path.join(dir, "PG_VERSION"))) await (await PGlite.create(dir)).close();
    client = await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS] });
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "embedded",
    location: dir,
    migrate: async (migrationsFolder) => {
      await migratePglite(db as never, { migrationsFolder });
    },
    ping: async () => {
      await client.query("select 1");
    },
    // One process holds the data dir (the lock above), and its one connection never drops.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
      handlers.onUp();
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
      release();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Fail fast while the database is unreachable so requests answer 503 instead of hanging.
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection emits here; without a listener it would crash the process.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const parsed = new URL(url);
  return {
    db,
    kind: "postgres",
    location: `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    migrate: async (migrationsFolder) => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(db as never, { migrationsFolder });
      } finally {
        await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: async () => {
      await pool.end();
    },
  };
}

/**
 * A connection of its own (a pooled one is shared, and LISTEN lasts only as long as its
 * connection), reconnecting each second after a loss. The first connection must succeed.
 */
async function listenPostgres(url: string, channel: string, handlers: ListenHandlers) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    next.on("error", () => {});
    next.on("notification", (message) => handlers.onNotify(message.payload ?? ""));
    next.once("end", () => {
      if (client !== next) return;
      client = undefined;
      handlers.onDown();
      if (!stopped) retry = setTimeout(reconnect, 1000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await next.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    handlers.onUp();
  };
  const reconnect = () => {
    connect().catch(() => {
      if (!stopped) retry = setTimeout(reconnect, 1000);
    });
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}

/**
 * A query built once per database and sent as a prepared statement (PostgreSQL plans it once per
 * connection): for the hot paths, where building the SQL again on every request costs more than
 * running it. `build` uses `sql.placeholder` for what varies; a transaction gets its own.
 */
export function preparedQuery<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) byDb.set(db, (query = build(db)));
    return query;
  };
}

/** The rows of a raw `db.execute` result (node-postgres and PGlite shape them differently). */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
