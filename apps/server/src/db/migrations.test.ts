import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { targetHours } from "@app/shared/fasting";
import { expect, it } from "vitest";
import { createScratchDatabase } from "../../test/harness";
import { MIGRATIONS_DIR } from "../paths";
import { openDatabase, rowsOf, type Database } from "./client";

/**
 * The migrations up to (not including) `tag`, in a folder of their own: a database as it was
 * before that migration, to fill with rows the migration then has to carry over.
 */
function migrationsBefore(tag: string, dir: string): string {
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at, tag).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

/** A new database (PGlite, or PostgreSQL with DATABASE_URL), migrated by `run`, then closed and dropped. */
async function withDatabase(run: (database: Database, dir: string) => Promise<void>) {
  const dir = mkdtempSync(path.join(tmpdir(), "carnitrack-migrations-"));
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  const database = await openDatabase({ databaseUrl: scratch?.url, dataDir: dir, poolSize: 2 });
  try {
    await run(database, dir);
  } finally {
    await database.close();
    await scratch?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

it(
  "0010_fasting_target_hours gives every existing fast its target hours, exactly as the shared rule reads its type",
  { timeout: 60_000 },
  async () => {
    // The types the API takes, and ones it never did, which the rule still reads (its order of checks included).
    const types = [
      "16:8",
      "18:6",
      "20:4",
      "24:0",
      "Custom 1h",
      "Custom 24h",
      "Custom 36h",
      "Custom 72h",
      "Custom 18:6h",
      "something 24 else",
      "",
      "Custom 0h",
    ];
    await withDatabase(async (database, dir) => {
      const { db } = database;
      await database.migrate(migrationsBefore("0010_fasting_target_hours", path.join(dir, "before")));
      await db.execute(sql`insert into users (id, name, email) values ('u1', 'Ann', 'ann@example.com')`);
      for (const [i, type] of types.entries()) {
        await db.execute(sql`
        insert into fasting_sessions (user_id, fasting_type, start_time, end_time, duration_hours)
        values ('u1', ${type}, now() - make_interval(days => ${i + 1}), now() - make_interval(days => ${i + 1}) + interval '1 hour', 1)`);
      }

      await database.migrate(MIGRATIONS_DIR);

      const rows = rowsOf<{ fasting_type: string; target_hours: number }>(
        await db.execute(sql`select fasting_type, target_hours from fasting_sessions`),
      );
      expect(rows).toHaveLength(types.length);
      for (const row of rows) expect(Number(row.target_hours), row.fasting_type).toBe(targetHours(row.fasting_type));
      const [column] = rowsOf<{ is_nullable: string }>(
        await db.execute(
          sql`select is_nullable from information_schema.columns where table_name = 'fasting_sessions' and column_name = 'target_hours'`,
        ),
      );
      expect(column?.is_nullable).toBe("NO");
    });
  },
);
