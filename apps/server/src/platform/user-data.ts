import { and, asc, eq, gt, sql, type Column, type SQL } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { PgColumn, PgTable, SelectedFieldsFlat } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";

/** A file in "Download my data", beside the JSON (e.g. "photos/2026-01-01-front-<id>.jpg"). */
export interface ExportFile {
  path: string;
  bytes: Uint8Array;
}

/** A spreadsheet cell: text, a number, or empty. */
export type ExportCell = string | number | null;

/**
 * A spreadsheet in "Download my data" (e.g. "food-log.csv"): its column titles and its rows, read
 * a page at a time. A table without rows is left out of the ZIP.
 */
export interface ExportTable {
  path: string;
  columns: readonly string[];
  rows: AsyncIterable<readonly ExportCell[]>;
}

/** What the export knows of the user beyond their rows. */
export interface ExportOptions {
  /** The IANA time zone the spreadsheets give local dates and times in. */
  timeZone: string;
}

/**
 * One module's share of a user's data. Every table with a user_id column belongs to exactly one
 * section (a test checks it), so a new table cannot be forgotten by the export or the deletion.
 */
export interface UserDataSection {
  /** The key of this section in the export. */
  name: string;
  /** SQL names of the tables holding this section's rows (deleted with the user by FK cascade). */
  tables: readonly string[];
  /**
   * What the user gets in "Download my data"; omitted for credentials and other secrets. A list
   * that grows with use is an AsyncIterable (see `paged`), streamed as a JSON array.
   */
  export?: (db: Db, userId: string) => Promise<unknown>;
  /** Files the user gets with the export (their uploads), one at a time. */
  files?: (db: Db, userId: string) => AsyncIterable<ExportFile>;
  /** Spreadsheets of the same rows for the export, in the user's units and time zone. */
  spreadsheets?: (db: Db, userId: string, options: ExportOptions) => Promise<ExportTable[]>;
  /**
   * Clean-up a cascade cannot do, run before the user row is deleted: stored files, outside
   * services. Must be safe to run twice.
   */
  erase?: (db: Db, userId: string) => Promise<void>;
}

/** Rows per query when the export reads a table: at most this many of a table are in memory at once. */
export const EXPORT_PAGE_ROWS = 500;

/**
 * A user's rows a page at a time: `read(after, limit)` returns the next `limit` rows in key order
 * after the key `after` (the first page when undefined), each with its key. Keyset paging, so each
 * page is one index range however far into the table it is.
 */
export async function* paged<Row, Key>(
  read: (after: Key | undefined, limit: number) => Promise<{ row: Row; key: Key }[]>,
  limit = EXPORT_PAGE_ROWS,
): AsyncGenerator<Row> {
  let after: Key | undefined;
  for (;;) {
    const page = await read(after, limit);
    for (const { row } of page) yield row;
    if (page.length < limit) return;
    after = page.at(-1)!.key;
  }
}

/** Where a page of rows ordered by (a timestamp, a unique id) ended. */
export interface TimeKey {
  at: string;
  id: string;
}

/** The key of a row ordered by (timestamp, id): the timestamp as text keeps the microseconds a Date would cut. */
export const timeKeyOf = (at: Column, id: Column) => ({ at: sql<string>`${at}::text`, id: sql<string>`${id}::text` });

/**
 * The rows after a TimeKey (every row without one). The plain bound on the timestamp lets an index
 * on (user, timestamp) start the page where the last one ended.
 */
export const afterTimeKey = (at: Column, id: Column, key: TimeKey | undefined): SQL | undefined =>
  key && sql`${at} >= ${key.at}::timestamptz and (${at}, ${id}) > (${key.at}::timestamptz, ${key.id})`;

/**
 * One user's rows of a table, oldest first by (timestamp, id), a page at a time: `row` is what each
 * row exports, `owner` the condition that makes them the user's.
 */
export function pagedByTime<Row extends SelectedFieldsFlat>(
  db: Db,
  { from, row, owner, at, id }: { from: PgTable; row: Row; owner: SQL; at: Column; id: Column },
): AsyncGenerator<SelectResultFields<Row>> {
  return paged(
    async (after: TimeKey | undefined, limit) =>
      // Drizzle cannot infer a selection that is still a type parameter; it is the row asked for.
      (await db
        .select({ row, key: timeKeyOf(at, id) })
        .from(from)
        .where(and(owner, afterTimeKey(at, id, after)))
        .orderBy(asc(at), asc(id))
        .limit(limit)) as unknown as { row: SelectResultFields<Row>; key: TimeKey }[],
  );
}

/** One user's rows of a table in the order of a unique column (a day), a page at a time: `row` is what each row exports. */
export function pagedByKey<Row extends SelectedFieldsFlat>(
  db: Db,
  { from, row, userId, key }: { from: PgTable & { userId: PgColumn }; row: Row; userId: string; key: PgColumn },
): AsyncGenerator<SelectResultFields<Row>> {
  return paged(
    async (after: string | undefined, limit) =>
      // Drizzle cannot infer a selection that is still a type parameter; it is the row asked for.
      (await db
        .select({ row, key })
        .from(from)
        .where(and(eq(from.userId, userId), after === undefined ? undefined : gt(key, after)))
        .orderBy(asc(key))
        .limit(limit)) as unknown as { row: SelectResultFields<Row>; key: string }[],
  );
}

export class UserDataRegistry {
  private readonly sections: UserDataSection[] = [];

  constructor(private readonly db: Db) {}

  register(section: UserDataSection): void {
    if (this.sections.some((s) => s.name === section.name)) throw new Error(`user data section ${section.name} is registered twice`);
    this.sections.push(section);
  }

  /** Every table a section owns. */
  tables(): string[] {
    return this.sections.flatMap((s) => s.tables);
  }

  /**
   * Everything we hold about a user, section by section, as the text of one JSON document
   * (indented like JSON.stringify(data, null, 2)), written while the sections' rows are read.
   */
  async *exportJson(userId: string, exportedAt = new Date()): AsyncGenerator<string> {
    yield `{\n  "exportedAt": ${JSON.stringify(exportedAt.toISOString())}`;
    for (const section of this.sections) {
      if (!section.export) continue;
      const value = await section.export(this.db, userId);
      if (value === undefined) continue;
      yield `,\n  ${JSON.stringify(section.name)}: `;
      yield* jsonText(value, "  ");
    }
    yield "\n}";
  }

  /** Every section's files for the export. */
  async *files(userId: string): AsyncIterable<ExportFile> {
    for (const section of this.sections) {
      if (section.files) yield* section.files(this.db, userId);
    }
  }

  /** Every section's spreadsheets for the export. */
  async *spreadsheets(userId: string, options: ExportOptions): AsyncIterable<ExportTable> {
    for (const section of this.sections) {
      if (section.spreadsheets) yield* await section.spreadsheets(this.db, userId, options);
    }
  }

  /** Runs every section's clean-up; the database then deletes the rows with the user. */
  async erase(userId: string): Promise<void> {
    for (const section of this.sections) await section.erase?.(this.db, userId);
  }
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === "object" && value !== null && Symbol.asyncIterator in value;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** Whether a plain object has an AsyncIterable in it (else JSON.stringify writes it at once). */
const holdsAsync = (value: Record<string, unknown>): boolean =>
  Object.values(value).some((v) => isAsyncIterable(v) || (isPlainObject(v) && holdsAsync(v)));

/**
 * A value as JSON.stringify(value, null, 2) writes it at this indent, with AsyncIterables written
 * as arrays item by item. Plain objects are walked (they may hold AsyncIterables); anything else
 * is JSON.stringify's, re-indented (a JSON string never holds a raw line break).
 */
async function* jsonText(value: unknown, indent: string): AsyncGenerator<string> {
  const inner = indent + "  ";
  if (isAsyncIterable(value)) {
    let first = true;
    for await (const item of value) {
      yield `${first ? "[" : ","}\n${inner}`;
      yield* jsonText(item ?? null, inner);
      first = false;
    }
    yield first ? "[]" : `\n${indent}]`;
  } else if (isPlainObject(value) && holdsAsync(value)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== "function" && typeof v !== "symbol");
    if (!entries.length) {
      yield "{}";
      return;
    }
    for (const [i, [key, v]] of entries.entries()) {
      yield `${i ? "," : "{"}\n${inner}${JSON.stringify(key)}: `;
      yield* jsonText(v, inner);
    }
    yield `\n${indent}}`;
  } else {
    yield (JSON.stringify(value, null, 2) ?? "null").replaceAll("\n", `\n${indent}`);
  }
}
