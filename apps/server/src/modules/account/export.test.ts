/**
 * "Download my data" under load and failure: the export is complete (post photos, nutrition),
 * leaving out post photos and nutrition, and item 2's export read whole into memory. Each one
 * downloads the export over HTTP, as the reviewer did, and reads the ZIP.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { strFromU8 } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fastingSessions, foodLogEntries, progressPhotos, weightEntries } from "../../db/schema";
import { EXPORT_RULE } from "./export-data";
import { EXPORT_PAGE_ROWS } from "../../platform/user-data";
import {
  createVerifiedUser,
  downloadExport,
  startTestServer,
  type TestClient,
  type TestServer,
  createCommunityMember,
} from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

const EGG = "01123";
const TZ = "Europe/Berlin";
const DAY_MS = 86_400_000;
/** A UTC day `n` days before today, "2026-03-28". */
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
/** "2026-03-28 07:05" in Berlin, as a spreadsheet cell. */
const berlin = (iso: string) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: TZ, dateStyle: "short", timeStyle: "short" }).format(new Date(iso));
const tenth = (x: number) => String(Math.round(x * 10) / 10);

const member = (name: string) => createCommunityMember(server, name);

async function postWithPhoto(client: TestClient, title: string) {
  const created = await client.post("/api/community/posts", { category: "wins", title, body: "Down **6 kg**." });
  expect(created.status, created.text).toBe(201);
  const id = created.body.post.id as string;
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#a33" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "meal.jpg");
  const res = await fetch(`${client.baseUrl}/api/community/posts/${id}/photo`, {
    method: "PUT",
    body: form,
    headers: { cookie: client.cookieHeader(), origin: client.baseUrl },
  });
  expect(res.status).toBe(200);
  return id;
}

async function log(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post("/api/food/entries", body);
  expect(res.status, res.text).toBe(201);
  return res.body.entry as { id: string; kcal?: number; protein?: number; fat?: number; carbs?: number };
}

/** A spreadsheet of the export, read back by an independent CSV parser: the title row, then the rows. */
function csv(files: Record<string, Uint8Array>, name: string): string[][] {
  expect(Object.keys(files)).toContain(name);
  return parse(strFromU8(files[name]!), { bom: true, relax_column_count: false }) as string[][];
}

/** The export with spreadsheets in Berlin time. */
const exportOf = (client: TestClient) => downloadExport(client, `?tz=${encodeURIComponent(TZ)}`);

describe("export completeness", () => {
  it("has the post photos the posts name, each entry's kcal and macros, and four spreadsheets that read back", async () => {
    const ann = await member("Ann");
    const bob = await member("Bob");
    const postId = await postWithPhoto(ann.client, "Day 30");
    const bobsPost = await postWithPhoto(bob.client, "Bob's day");

    // Food: a USDA egg with a note a spreadsheet would run, and a custom food whose name is a formula.
    const day = daysAgo(2);
    const custom = await ann.client.post("/api/food/custom-foods", {
      name: "=SUM(A1:A9)",
      basis: "100g",
      kcal: 250,
      protein: 20,
      fat: 18,
      carbs: 1.5,
    });
    expect(custom.status, custom.text).toBe(201);
    const eggAt = `${day}T06:05:00.000Z`;
    const mixAt = `${day}T17:40:00.000Z`;
    const egg = await log(ann.client, { foodId: EGG, amount: 150, unit: "g", eatenAt: eggAt, note: '@cmd, "quoted"\nsecond line' });
    const mix = await log(ann.client, { foodId: custom.body.food.id, amount: 2, unit: "oz", eatenAt: mixAt, note: "-1+2" });
    await log(bob.client, { foodId: EGG, amount: 999, unit: "g", eatenAt: eggAt });

    // Fasts: one ended, one running.
    const fastStart = `${daysAgo(3)}T18:00:00.000Z`;
    const fastEnd = `${daysAgo(2)}T10:30:00.000Z`;
    await server.database.db.insert(fastingSessions).values({
      userId: ann.userId,
      fastingType: "16:8",
      targetHours: 16,
      startTime: new Date(fastStart),
      endTime: new Date(fastEnd),
      durationHours: 16.5,
    });
    const running = await ann.client.post("/api/fasting/start", { fastingType: "Custom 36h" });
    expect(running.status, running.text).toBe(201);

    // Progress, in pounds and inches.
    expect((await ann.client.patch("/api/progress/units", { weightUnit: "lb", lengthUnit: "in" })).status).toBe(200);
    for (const [date, weightKg] of [
      [daysAgo(4), 81.6],
      [daysAgo(3), 80],
    ] as const)
      expect((await ann.client.put("/api/progress/weights", { date, weightKg })).status).toBe(200);
    expect((await ann.client.put("/api/progress/measurements", { date: daysAgo(3), waistCm: 90, bodyFatPct: 21.5 })).status).toBe(200);

    const res = await exportOf(ann.client);
    expect(res.status).toBe(200);
    const { files, body } = res;

    // The post's photo: in the ZIP as a real JPEG, the bytes the post page serves, named by the post.
    const photoPath = `community/photos/${postId}.jpg`;
    const [post] = body.community.posts;
    expect(post).toMatchObject({ id: postId, title: "Day 30", photo: { file: photoPath, width: 900, height: 600 } });
    const photo = files[photoPath]!;
    expect(photo).toBeDefined();
    expect([...photo.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await sharp(photo).metadata()).toMatchObject({ format: "jpeg", width: 900, height: 600 });
    expect(Buffer.from(photo).equals((await ann.client.bytes(`/api/community/posts/${postId}/photo`)).bytes)).toBe(true);
    // Only her own: nothing of Bob's post, photo or food.
    expect(Object.keys(files).filter((f) => f.startsWith("community/"))).toEqual([photoPath]);
    expect(JSON.stringify(body)).not.toContain(bobsPost);

    // Each entry carries the kcal and macros the day view shows for it.
    const dayView = await ann.client.get(`/api/food/day?date=${day}&tz=UTC`);
    expect(dayView.status).toBe(200);
    type Shown = { id: string; kcal: number; protein: number; fat: number; carbs: number };
    const shown = new Map((dayView.body.entries as Shown[]).map((e) => [e.id, e]));
    expect(body.food.entries.map((e: { id: string }) => e.id)).toEqual([egg.id, mix.id]);
    for (const entry of body.food.entries) {
      const view = shown.get(entry.id)!;
      expect(view.kcal).toBeGreaterThan(0);
      expect([entry.kcal, entry.protein, entry.fat, entry.carbs]).toEqual([view.kcal, view.protein, view.fat, view.carbs]);
    }
    expect(body.food.entries[1]).toMatchObject({ foodName: "=SUM(A1:A9)", note: "-1+2" });

    // The spreadsheets, in Berlin time and in the user's units, read back by an independent parser.
    const [eggDate, eggTime] = berlin(eggAt).split(" ");
    const [mixDate, mixTime] = berlin(mixAt).split(" ");
    expect(csv(files, "food-log.csv")).toEqual([
      [
        "Date",
        "Time",
        "Food",
        "USDA description",
        "Amount",
        "Unit",
        "Weighed",
        "Grams eaten",
        "kcal",
        "Protein (g)",
        "Fat (g)",
        "Carbs (g)",
        "Sodium (mg)",
        "Potassium (mg)",
        "Magnesium (mg)",
        "Note",
      ],
      [
        eggDate,
        eggTime,
        // The name the log showed, then USDA's own description.
        "Egg",
        "Egg, whole, raw, fresh",
        "150",
        "g",
        "as eaten",
        "150",
        ...[egg.kcal!, egg.protein!, egg.fat!, egg.carbs!].map(tenth),
        // SR28's egg per 100 g: 142 mg sodium, 138 mg potassium, 12 mg magnesium.
        ...[142, 138, 12].map((per100g) => String(Math.round(per100g * 1.5))),
        '\'@cmd, "quoted"\nsecond line',
      ],
      [
        mixDate,
        mixTime,
        "'=SUM(A1:A9)",
        "",
        "2",
        "oz",
        "as eaten",
        tenth(2 * 28.349523125),
        ...[mix.kcal!, mix.protein!, mix.fat!, mix.carbs!].map(tenth),
        // The user's own food gave no minerals: no data, not 0.
        "",
        "",
        "",
        "'-1+2",
      ],
    ]);
    const fasts = csv(files, "fasts.csv");
    expect(fasts.slice(0, 2)).toEqual([
      ["Type", "Started", "Ended", "Duration (hours)", "Status"],
      ["16:8", berlin(fastStart), berlin(fastEnd), "16.5", "ended"],
    ]);
    expect(fasts[2]).toEqual(["Custom 36h", berlin(running.body.session.startTime), "", "", "active"]);
    expect(fasts).toHaveLength(3);
    expect(csv(files, "weights.csv")).toEqual([
      ["Date", "Weight (lb)"],
      [daysAgo(4), "180"],
      [daysAgo(3), "176.4"],
    ]);
    expect(csv(files, "measurements.csv")).toEqual([
      ["Date", "Waist (in)", "Hips (in)", "Chest (in)", "Arm (in)", "Thigh (in)", "Neck (in)", "Body fat (%)"],
      [daysAgo(3), "35.4", "", "", "", "", "", "21.5"],
    ]);
    // Bob's 999 g egg is in none of them.
    for (const name of ["food-log.csv", "food-daily-totals.csv", "fasts.csv", "weights.csv", "measurements.csv"])
      expect(strFromU8(files[name]!)).not.toContain("999");
  });

  it("leaves out a spreadsheet with no rows, and takes the time zone from the request (UTC without one)", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await server.database.db.insert(foodLogEntries).values({
      userId,
      foodId: EGG,
      amount: 100,
      unit: "g",
      weighedGrams: 100,
      grams: 100,
      eatenAt: new Date("2026-01-31T23:30:00.000Z"),
    });
    const utc = await downloadExport(client);
    expect(Object.keys(utc.files).sort()).toEqual(["carnitrack-export.json", "food-daily-totals.csv", "food-log.csv"]);
    expect(csv(utc.files, "food-log.csv")[1]!.slice(0, 2)).toEqual(["2026-01-31", "23:30"]);
    expect(csv((await exportOf(client)).files, "food-log.csv")[1]!.slice(0, 2)).toEqual(["2026-02-01", "00:30"]);
    const bad = await client.get("/api/account/export?tz=Not%2FA_Zone");
    expect([bad.status, bad.body.error.code]).toEqual([400, "VALIDATION_FAILED"]);
  });
});

describe("the export, bounded", () => {
  it("reads a large account a page at a time, every row once, and none of anyone else's", async () => {
    const ann = await createVerifiedUser(server, { email: "ann@example.com" });
    const bob = await createVerifiedUser(server, { email: "bob@example.com" });
    // 1,234 entries in groups of 300 at the same instant (a copied day's are), so pages end
    // inside a group; Bob's rows sit at the same instants.
    const base = Date.parse(`${daysAgo(30)}T12:00:00.000Z`);
    const entry = (userId: string, i: number, grams: number) => ({
      userId,
      foodId: EGG,
      amount: grams,
      unit: "g",
      weighedGrams: grams,
      grams,
      eatenAt: new Date(base + Math.floor(i / 300) * 3_600_000),
    });
    const annRows = Array.from({ length: 1234 }, (_, i) => entry(ann.userId, i, 100 + (i % 7)));
    const ids: string[] = [];
    for (let i = 0; i < annRows.length; i += 500) {
      const inserted = await server.database.db
        .insert(foodLogEntries)
        .values(annRows.slice(i, i + 500))
        .returning({ id: foodLogEntries.id });
      ids.push(...inserted.map((r) => r.id));
    }
    await server.database.db.insert(foodLogEntries).values(Array.from({ length: 40 }, (_, i) => entry(bob.userId, i * 30, 777)));
    const weighIns = Array.from({ length: 600 }, (_, i) => ({ userId: ann.userId, day: daysAgo(600 - i), weightKg: 80 + (i % 10) / 10 }));
    await server.database.db.insert(weightEntries).values(weighIns);
    await server.database.db.insert(weightEntries).values({ userId: bob.userId, day: daysAgo(1), weightKg: 123.4 });

    // Every row count a query of the export returns.
    const session = (
      server.database.db as unknown as {
        session: { prepareQuery: (...args: unknown[]) => { execute: (...params: unknown[]) => Promise<unknown> } };
      }
    ).session;
    const original = session.prepareQuery.bind(session);
    const returned: number[] = [];
    const spy = vi.spyOn(session, "prepareQuery").mockImplementation((...args: unknown[]) => {
      const prepared = original(...args);
      const execute = prepared.execute.bind(prepared);
      prepared.execute = async (...params: unknown[]) => {
        const result = await execute(...params);
        returned.push(Array.isArray(result) ? result.length : ((result as { rows?: unknown[] }).rows?.length ?? 0));
        return result;
      };
      return prepared;
    });
    let res;
    try {
      res = await downloadExport(ann.client);
    } finally {
      spy.mockRestore();
    }
    expect(res.status).toBe(200);
    expect(Math.max(...returned)).toBeLessThanOrEqual(EXPORT_PAGE_ROWS);

    const entries = res.body.food.entries as { id: string; grams: number; eatenAt: string; kcal: number }[];
    expect(entries).toHaveLength(1234);
    expect(new Set(entries.map((e) => e.id))).toEqual(new Set(ids));
    expect(entries.map((e) => e.eatenAt)).toEqual([...entries.map((e) => e.eatenAt)].sort());
    expect(entries.every((e) => e.kcal > 0 && e.grams < 107)).toBe(true);
    const log = csv(res.files, "food-log.csv");
    expect(log).toHaveLength(1 + 1234);
    expect(log.slice(1).every((row) => row[2] === "Egg" && row[3] === "Egg, whole, raw, fresh" && Number(row[7]) < 107)).toBe(true);

    expect(res.body.progress.weights.map((w: { date: string }) => w.date)).toEqual(weighIns.map((w) => w.day));
    expect(csv(res.files, "weights.csv").slice(1)).toEqual(weighIns.map((w) => [w.day, String(w.weightKg)]));
    expect(res.text).not.toContain('"grams": 777');
    expect(res.text).not.toContain('"weightKg": 123.4');
  });

  it("lets one account start a few exports an hour, however many it asks for at once", async () => {
    const ann = await createVerifiedUser(server, { email: "ann@example.com" });
    const bob = await createVerifiedUser(server, { email: "bob@example.com" });
    const answers = await Promise.all(Array.from({ length: EXPORT_RULE.limit + 3 }, () => ann.client.bytes("/api/account/export")));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(EXPORT_RULE.limit).fill(200), ...Array(3).fill(429)]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(JSON.parse(refused.bytes.toString()).error.message).toMatch(/^Too many exports\. Please wait \d+ minutes and try again\.$/);
    // Another account is not held up by Ann's.
    expect((await bob.client.bytes("/api/account/export")).status).toBe(200);
  });
});

describe("the export, when the storage fails half-way", () => {
  let logged: TestServer;
  beforeAll(async () => {
    logged = await startTestServer({}, { captureLogs: true });
  });
  afterAll(() => logged?.stop());

  it("breaks the download instead of ending a short ZIP, logs why, and the server keeps serving", async () => {
    const { client, userId } = await createVerifiedUser(logged);
    await client.post("/api/food/entries", { foodId: EGG, amount: 100, unit: "g", eatenAt: new Date().toISOString() });
    const [photo] = await logged.database.db
      .insert(progressPhotos)
      .values({ userId, takenOn: "2026-01-05", pose: "front", width: 200, height: 150 })
      .returning();
    // The photo's file (and its type) a directory: the storage's read throws, as a failing disk or bucket would.
    const file = path.join(logged.dataDir, "photos", "users", userId, "photos", `${photo!.id}-full.jpg`);
    mkdirSync(file, { recursive: true });
    mkdirSync(`${file}.type`, { recursive: true });

    // The HTTP server reports the stream that broke on console.error as well: expected here.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(client.bytes("/api/account/export")).rejects.toThrow();
    await vi.waitFor(() => expect(logged.logs()).toContain("export failed mid-download"));
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
    consoleError.mockRestore();
    const line = logged
      .logs()
      .split("\n")
      .find((l) => l.includes("export failed mid-download"))!;
    expect(JSON.parse(line)).toMatchObject({ level: 50, userId, err: { code: "EISDIR" } });
    expect((await client.get("/api/health")).status).toBe(200);
    expect((await client.get("/api/food/suggestions")).status).toBe(200);
  });
});
