import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/harness";
import { AppError } from "./errors";
import { rateLimitsPerDb } from "./rate-limit";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.dispose());
beforeEach(async () => {
  await database.db.execute(sql`delete from rate_limits`);
});

const rateLimits = rateLimitsPerDb({
  note: { key: "test-note", limit: 2, what: "notes" },
  photo: { key: "test-photo", limit: 1, what: "photos", windowSeconds: 60 },
});

describe("rateLimitsPerDb", () => {
  it("makes one set per database, each rate limit named as given", () => {
    const set = rateLimits(database.db);
    expect(rateLimits(database.db)).toBe(set);
    expect(Object.keys(set)).toEqual(["note", "photo"]);
  });

  it("counts each rate limit on its own key and user, with a 429 naming it beyond the limit", async () => {
    const { note, photo } = rateLimits(database.db);
    expect(await note.consume("ann", async () => "first")).toBe("first");
    await note.consume("ann", async () => "second");
    const refused = await note.consume("ann", async () => "third").catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("RATE_LIMITED");
    expect((refused as AppError).message).toMatch(/^Too many notes\. Please wait \d+ minutes and try again\.$/);
    // Another rate limit, another user: their own.
    await photo.consume("ann", async () => null);
    await note.consume("bob", async () => null);
    const refusedPhoto = await photo.consume("ann", async () => null).catch((err: unknown) => err);
    expect((refusedPhoto as AppError).message).toMatch(/^Too many photos\. Please wait \d+ seconds and try again\.$/);
  });

  it("takes back what work that throws spent", async () => {
    const { note } = rateLimits(database.db);
    for (let i = 0; i < 3; i++) await expect(note.consume("ann", () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    await note.consume("ann", async () => null);
    await note.consume("ann", async () => null);
    await expect(note.consume("ann", async () => null)).rejects.toThrow(/Too many notes/);
  });
});
