import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/harness";
import { AppError } from "./errors";
import { allowancesPerDb } from "./rate-limit";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.dispose());
beforeEach(async () => {
  await database.db.execute(sql`delete from rate_limits`);
});

const allowances = allowancesPerDb({
  note: { key: "test-note", limit: 2, what: "notes" },
  photo: { key: "test-photo", limit: 1, what: "photos", windowSeconds: 60 },
});

describe("allowancesPerDb", () => {
  it("makes one set per database, each allowance named as given", () => {
    const set = allowances(database.db);
    expect(allowances(database.db)).toBe(set);
    expect(Object.keys(set)).toEqual(["note", "photo"]);
  });

  it("spends each allowance on its own key and user, with a 429 naming it beyond the limit", async () => {
    const { note, photo } = allowances(database.db);
    expect(await note.spend("ann", async () => "first")).toBe("first");
    await note.spend("ann", async () => "second");
    const refused = await note.spend("ann", async () => "third").catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("RATE_LIMITED");
    expect((refused as AppError).message).toMatch(/^Too many notes\. Please wait \d+ minutes and try again\.$/);
    // Another allowance, another user: their own.
    await photo.spend("ann", async () => null);
    await note.spend("bob", async () => null);
    const refusedPhoto = await photo.spend("ann", async () => null).catch((err: unknown) => err);
    expect((refusedPhoto as AppError).message).toMatch(/^Too many photos\. Please wait \d+ seconds and try again\.$/);
  });

  it("takes back what work that throws spent", async () => {
    const { note } = allowances(database.db);
    for (let i = 0; i < 3; i++) await expect(note.spend("ann", () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    await note.spend("ann", async () => null);
    await note.spend("ann", async () => null);
    await expect(note.spend("ann", async () => null)).rejects.toThrow(/Too many notes/);
  });
});
