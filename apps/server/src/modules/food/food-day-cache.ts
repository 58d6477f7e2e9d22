import { gzipSync } from "node:zlib";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { FoodDayResponse } from "@app/shared/contracts/food";
import type { Db } from "../../db/client";
import { TOPICS, type ChangeFeed, type NotifiedCache } from "../../platform/changes";
import { GZIP_THRESHOLD, takesGzip } from "../../platform/gzip";

/**
 * What the food day's answer reads, as the database notifies it: entries, custom foods and meals
 * ("foods", migrations 0021 and 0025) and fasts ("fasting", 0025). The USDA foods are read-only
 * reference data, and nothing in the answer depends on the time it is asked at (a running fast is
 * its start and a null end), so a kept answer is the answer until one of those tables changes.
 */
const FOOD_DAY_TOPICS = [TOPICS.foods, TOPICS.fasting];
/** As long as a session is kept (auth/session-source.ts): a change is forgotten through NOTIFY anyway. */
const FOOD_DAY_TTL_MS = 5_000;
/**
 * Bounds the memory: at most this many days (users × days × time zones) and none larger than
 * KEEP_MAX_BYTES (a full day is rare, and answered from the database as before), about 40 MB at worst.
 */
const FOOD_DAY_MAX_ENTRIES = 2_000;
const KEEP_MAX_BYTES = 16 * 1024;

/** A day's answer, encoded once: its JSON and, once a client took it gzipped, those bytes. */
interface EncodedDay {
  json: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}

// Per database, like the prepared queries: the food routes reach it through `db`.
const encoder = new TextEncoder();
const kept = new WeakMap<Db, NotifiedCache<EncodedDay>>();

/**
 * Keeps each user's food days in this process for a few seconds, encoded (the answer is over the
 * gzip gate's 1 KB with a few entries, and gzipping it on every read was most of what it cost
 * beyond the query; issue 25), forgotten when the database notifies a write to what it reads.
 */
export function keepFoodDays(db: Db, changes: ChangeFeed) {
  kept.set(db, changes.cache<EncodedDay>(FOOD_DAY_TOPICS, { ttlMs: FOOD_DAY_TTL_MS, maxEntries: FOOD_DAY_MAX_ENTRIES }));
}

/**
 * The food day's answer for `c`: kept, or read by `read` and kept. The bytes are those c.json
 * would send, gzipped here when the client takes gzip and they reach the socket's gzip threshold (as the
 * socket's middleware would: it leaves an answer already encoded alone).
 */
export async function foodDayAnswer(
  c: Context,
  db: Db,
  { userId, date, tz }: { userId: string; date: string; tz: string },
  read: () => Promise<FoodDayResponse>,
): Promise<Response & TypedResponse<JSONParsed<FoodDayResponse>, 200, "json">> {
  const cache = kept.get(db);
  const key = `${userId}\n${date}\n${tz}`;
  let day = cache?.get(key);
  if (!day) {
    const readAt = cache?.generation ?? 0;
    // Bytes of their own (Buffer.from would keep a slice of a shared 8 KB pool alive).
    day = { json: encoder.encode(JSON.stringify(await read())) };
    if (day.json.length <= KEEP_MAX_BYTES) cache?.set(key, userId, day, readAt);
  }
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  let body = day.json;
  if (body.length >= GZIP_THRESHOLD) {
    headers.Vary = "Accept-Encoding";
    if (takesGzip(c.req.header("accept-encoding"))) {
      body = day.gzip ??= new Uint8Array(gzipSync(day.json));
      headers["Content-Encoding"] = "gzip";
    }
  }
  // Typed as c.json's answer: the web app's client reads the type (decision 013).
  return c.body(body, 200, headers) as unknown as Response & TypedResponse<JSONParsed<FoodDayResponse>, 200, "json">;
}
