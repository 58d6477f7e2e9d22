import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/client";
import { openTestDatabase } from "../../test/harness";
import { localDayBounds } from "./local-day";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.dispose());

async function byDatabase(date: string, tz: string) {
  const [row] = rowsOf<{ start: string | Date; end: string | Date }>(
    await database.db.execute(
      sql`select (${date}::date::timestamp at time zone ${tz}) as "start", ((${date}::date + 1)::timestamp at time zone ${tz}) as "end"`,
    ),
  );
  return { start: new Date(row!.start).toISOString(), end: new Date(row!.end).toISOString() };
}

const iso = ({ start, end }: { start: Date; end: Date }) => ({ start: start.toISOString(), end: end.toISOString() });

// Zones whose midnight moves (DST at 00:00, or a day skipped), and ordinary ones.
const ZONES = [
  "UTC",
  "Europe/Berlin",
  "America/New_York",
  "America/Santiago",
  "America/Havana",
  "America/Sao_Paulo",
  "Asia/Beirut",
  "Asia/Tehran",
  "Africa/Cairo",
  "Pacific/Apia",
  "Pacific/Kiritimati",
  "Australia/Lord_Howe",
  "Asia/Kolkata",
  "America/St_Johns",
];

describe("local day bounds", () => {
  it("agree with PostgreSQL's on known days: a midnight that does not exist, and an ordinary one", async () => {
    for (const [date, tz] of [
      ["2022-09-11", "America/Santiago"], // 00:00 skipped
      ["2011-12-30", "Pacific/Apia"], // the whole day skipped
      ["2026-11-01", "America/Havana"], // 00:00 twice
      ["2026-03-29", "Europe/Berlin"],
      ["2026-11-01", "America/New_York"],
    ] as const) {
      expect(iso(localDayBounds(date, tz)), `${date} ${tz}`).toEqual(await byDatabase(date, tz));
    }
  });

  it("agree with PostgreSQL's on every day of two years in each of these zones", async () => {
    for (const tz of ZONES) {
      const rows = rowsOf<{ date: string; start: string | Date }>(
        await database.db.execute(sql`
          select to_char(d, 'YYYY-MM-DD') as "date", (d::date::timestamp at time zone ${tz}) as "start"
          from generate_series('2022-01-01'::date, '2023-12-31'::date, interval '1 day') as d`),
      );
      const differing = rows.filter((r) => localDayBounds(r.date, tz).start.toISOString() !== new Date(r.start).toISOString());
      expect(
        differing.map((r) => r.date),
        tz,
      ).toEqual([]);
    }
  });

  it("agree with PostgreSQL's on random days in zones whose midnight moves", async () => {
    await fc.assert(
      fc.asyncProperty(
        // Not far into the future: rules announced later may reach the runtime and the database at different times.
        fc.date({ min: new Date("1995-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        async (day, tz) => {
          const date = day.toISOString().slice(0, 10);
          expect(iso(localDayBounds(date, tz))).toEqual(await byDatabase(date, tz));
        },
      ),
      { numRuns: 300 },
    );
  });
});
