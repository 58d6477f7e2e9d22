import { and, asc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { cookedGrams, DAY_ENTRIES_MAX, gramsFor, GRAMS_MAX, nutrientIn, type Nutrients } from "@app/shared/food";
import type { LogEntryBody, UpdateEntryBody } from "@app/shared";
import type { DayTotals, FoodEntry } from "@app/shared/contracts/food";
import { rowsOf, type Db } from "../../db/client";
import { customFoods, foodLogEntries, foods } from "../../db/schema";
import { AppError } from "../../platform/errors";
import type { FoodCatalog } from "./catalog";
import { customRecord, isCustomFoodId, loadFoods, usdaRecord, type FoodRecord } from "./food-records";
import { withUserLock } from "../../platform/user-lock";

type EntryRow = typeof foodLogEntries.$inferSelect;

/** How an amount of a food becomes grams eaten: the unit, then the cooked yield for a raw weight. */
function measure(food: FoodRecord, amount: number, unit: string, weighed: "as-eaten" | "raw") {
  // A custom food's serving is its one portion.
  const weighedGrams = gramsFor(amount, unit === "serving" ? "portion:0" : unit, food.portions);
  if (weighedGrams === undefined)
    throw new AppError("VALIDATION_FAILED", "This food has no such portion: choose grams, ounces or one of its portions.");
  if (!(weighedGrams > 0) || weighedGrams > GRAMS_MAX) {
    throw new AppError("VALIDATION_FAILED", `The amount must be more than 0 g and at most ${GRAMS_MAX.toLocaleString("en-US")} g.`);
  }
  if (weighed === "raw" && food.cookedYield === null) {
    throw new AppError("VALIDATION_FAILED", "This food has no raw weight to convert from: log the weight as eaten.");
  }
  const cookedYield = weighed === "raw" ? food.cookedYield : null;
  return { weighedGrams, weighed, cookedYield, grams: cookedYield === null ? weighedGrams : cookedGrams(weighedGrams, cookedYield) };
}

function unitLabel(food: FoodRecord, unit: string): string {
  if (unit === "g" || unit === "oz") return unit;
  const portion = food.portions[unit === "serving" ? 0 : Number(unit.slice("portion:".length))];
  return portion?.label ?? unit;
}

function macro(nutrients: Nutrients, key: "kcal" | "protein" | "fat" | "carbs", grams: number) {
  const value = nutrientIn(nutrients, key, grams);
  return value === undefined ? {} : { [key]: value };
}

export function toEntry(row: EntryRow, food: FoodRecord): FoodEntry {
  return {
    id: row.id,
    food: { id: food.id, name: food.name, source: food.source, portions: food.portions },
    amount: row.amount,
    unit: row.unit,
    weighedGrams: row.weighedGrams,
    weighed: row.weighed,
    cookedYield: row.cookedYield,
    grams: row.grams,
    eatenAt: row.eatenAt.toISOString(),
    note: row.note,
    ...macro(food.nutrients, "kcal", row.grams),
    ...macro(food.nutrients, "protein", row.grams),
    ...macro(food.nutrients, "fat", row.grams),
    ...macro(food.nutrients, "carbs", row.grams),
  };
}

async function foodFor(db: Db, catalog: FoodCatalog, userId: string, foodId: string): Promise<FoodRecord> {
  const food = (await loadFoods(db, catalog, userId, [foodId])).get(isCustomFoodId(foodId) ? foodId.toLowerCase() : foodId);
  if (!food) throw new AppError("NOT_FOUND", "This food does not exist.");
  return food;
}

function entryValues(food: FoodRecord, userId: string, body: Omit<LogEntryBody, "foodId">): typeof foodLogEntries.$inferInsert {
  const measured = measure(food, body.amount, body.unit, body.weighed);
  return {
    userId,
    ...(food.source === "usda" ? { foodId: food.id } : { customFoodId: food.id }),
    amount: body.amount,
    unit: unitLabel(food, body.unit),
    ...measured,
    eatenAt: new Date(body.eatenAt),
    note: body.note?.trim() || null,
  };
}

const DAY_MS = 86_400_000;

/**
 * Refuses what a write adds to the log (`added`: a query of the `eaten_at` of each row it adds)
 * when any 24 hours of the log would then hold more than DAY_ENTRIES_MAX entries: the rule
 * entriesInRangeMax reads by. Only the windows holding an added row are counted (`except`: an
 * entry being moved, counted at its new time only). Run under the user's "foodLog" lock, so the
 * room counted is still there when the write adds to it.
 */
async function assertRoom(tx: Db, userId: string, added: SQL, except?: string): Promise<void> {
  const others = except === undefined ? sql`` : sql`and id <> ${except}`;
  // A 24-hour window holding most entries starts at one of them: each entry within 24 hours of an
  // added row is such a start, and counts what lies in [its time, 24 hours later).
  const [row] = rowsOf<{ n: number | string | null }>(
    await tx.execute(sql`
      with added as (${added}),
      near as (
        select eaten_at, false as added from food_log_entries
        where user_id = ${userId} ${others}
          and eaten_at > (select min(eaten_at) from added) - interval '1 day'
          and eaten_at < (select max(eaten_at) from added) + interval '1 day'
        union all
        select eaten_at, true from added
      ),
      windows as (
        select count(*) over day as n, count(*) filter (where added) over day as added
        from near
        window day as (order by eaten_at range between current row and interval '86399.999999 seconds' following)
      )
      select max(n) as n from windows where added > 0`),
  );
  if (Number(row?.n ?? 0) > DAY_ENTRIES_MAX) {
    throw new AppError("CONFLICT", `Any 24 hours of your log hold at most ${DAY_ENTRIES_MAX} entries: delete some to add more.`);
  }
}

/** The times of rows to be added, as assertRoom takes them. */
const addedAt = (times: Date[]) =>
  sql`select unnest(${sql.raw(`array[${times.map((t) => `'${t.toISOString()}'`).join(",")}]`)}::timestamptz[]) as eaten_at`;

/**
 * The most entries a log can hold in [start, end) when every 24 hours hold at most DAY_ENTRIES_MAX:
 * the LIMIT of every read of a time range, so no request reads more, whatever is stored.
 */
export function entriesInRangeMax(start: Date, end: Date): number {
  return DAY_ENTRIES_MAX * Math.max(1, Math.ceil((end.getTime() - start.getTime()) / DAY_MS));
}

export async function logEntry(db: Db, catalog: FoodCatalog, userId: string, body: LogEntryBody): Promise<FoodEntry> {
  const food = await foodFor(db, catalog, userId, body.foodId);
  const values = entryValues(food, userId, body);
  const row = await withUserLock(db, "foodLog", userId, async (tx) => {
    await assertRoom(tx, userId, addedAt([values.eatenAt]));
    const [inserted] = await tx.insert(foodLogEntries).values(values).returning();
    return inserted!;
  });
  return toEntry(row, food);
}

/**
 * Several catalog foods at once (a recipe's ingredients), all or none: one statement. Every food
 * must be in the catalog; amounts are checked as for one entry.
 */
export async function logCatalogFoods(db: Db, catalog: FoodCatalog, userId: string, bodies: LogEntryBody[]): Promise<FoodEntry[]> {
  const foods = bodies.map((body) => {
    const row = catalog.get(body.foodId);
    if (!row) throw new AppError("NOT_FOUND", "This food does not exist.");
    return usdaRecord(row);
  });
  const values = bodies.map((body, i) => entryValues(foods[i]!, userId, body));
  if (values.length === 0) return [];
  const rows = await withUserLock(db, "foodLog", userId, async (tx) => {
    await assertRoom(tx, userId, addedAt(values.map((v) => v.eatenAt)));
    return tx.insert(foodLogEntries).values(values).returning();
  });
  return rows.map((row, i) => toEntry(row, foods[i]!));
}

async function ownEntry(db: Db, catalog: FoodCatalog, userId: string, id: string): Promise<{ row: EntryRow; food: FoodRecord }> {
  const [row] = await db
    .select()
    .from(foodLogEntries)
    .where(and(eq(foodLogEntries.id, id), eq(foodLogEntries.userId, userId)));
  // Another user's entry is answered exactly like one that does not exist.
  if (!row) throw new AppError("NOT_FOUND", "This entry does not exist.");
  return { row, food: await foodFor(db, catalog, userId, (row.foodId ?? row.customFoodId)!) };
}

/** What an edit's body must hold beyond its schema: checked by the route with the schema, before the allowance. */
export function assertUpdateBody(body: UpdateEntryBody): void {
  if ((body.amount === undefined) !== (body.unit === undefined))
    throw new AppError("VALIDATION_FAILED", "amount and unit are changed together.");
}

export async function updateEntry(db: Db, catalog: FoodCatalog, userId: string, id: string, body: UpdateEntryBody): Promise<FoodEntry> {
  const { row, food } = await ownEntry(db, catalog, userId, id);
  const changes: Partial<typeof foodLogEntries.$inferInsert> = { updatedAt: new Date() };
  if (body.amount !== undefined || body.unit !== undefined || body.weighed !== undefined) {
    const amount = body.amount ?? row.amount;
    // The stored unit is a label; only grams and ounces can be kept without the client naming them.
    const unit = body.unit ?? (row.unit === "g" || row.unit === "oz" ? row.unit : null);
    if (unit === null) {
      changes.weighed = body.weighed ?? row.weighed;
      const measured = measure(food, row.weighedGrams, "g", changes.weighed);
      Object.assign(changes, { ...measured, amount: row.amount, unit: row.unit });
    } else {
      Object.assign(changes, { amount, unit: unitLabel(food, unit), ...measure(food, amount, unit, body.weighed ?? row.weighed) });
    }
  }
  if (body.eatenAt !== undefined) changes.eatenAt = new Date(body.eatenAt);
  if (body.note !== undefined) changes.note = body.note?.trim() || null;
  const update = (tx: Db) =>
    tx
      .update(foodLogEntries)
      .set(changes)
      .where(and(eq(foodLogEntries.id, id), eq(foodLogEntries.userId, userId)))
      .returning();
  // An entry moved to another time joins the entries there: it needs room like a new one.
  const movedTo = changes.eatenAt;
  const [updated] =
    movedTo === undefined || movedTo.getTime() === row.eatenAt.getTime()
      ? await update(db)
      : await withUserLock(db, "foodLog", userId, async (tx) => {
          await assertRoom(tx, userId, addedAt([movedTo]), id);
          return update(tx);
        });
  if (!updated) throw new AppError("NOT_FOUND", "This entry does not exist.");
  return toEntry(updated, food);
}

export async function deleteEntry(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(foodLogEntries)
    .where(and(eq(foodLogEntries.id, id), eq(foodLogEntries.userId, userId)))
    .returning({ id: foodLogEntries.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", "This entry does not exist.");
}

/** The instants a local day starts and ends at in a time zone (DST-aware, by the database). */
export async function dayBounds(db: Db, date: string, tz: string): Promise<{ start: Date; end: Date }> {
  try {
    const [row] = rowsOf<{ start: string | Date; end: string | Date }>(
      await db.execute(
        sql`select (${date}::date::timestamp at time zone ${tz}) as "start", ((${date}::date + 1)::timestamp at time zone ${tz}) as "end"`,
      ),
    );
    return { start: new Date(row!.start), end: new Date(row!.end) };
  } catch (err) {
    // PostgreSQL's time zone list can differ from the JavaScript runtime's that validated it.
    if ((err as { code?: string }).code === "22023")
      throw new AppError("VALIDATION_FAILED", "tz must be a time zone such as Europe/Berlin.");
    throw err;
  }
}

/** The user's entries in [start, end), in the order eaten: at most entriesInRangeMax of them. */
export async function entriesBetween(db: Db, userId: string, start: Date, end: Date): Promise<FoodEntry[]> {
  const rows = await db
    .select({ entry: foodLogEntries, food: foods, custom: customFoods })
    .from(foodLogEntries)
    .leftJoin(foods, eq(foods.id, foodLogEntries.foodId))
    .leftJoin(customFoods, eq(customFoods.id, foodLogEntries.customFoodId))
    .where(and(eq(foodLogEntries.userId, userId), gte(foodLogEntries.eatenAt, start), lt(foodLogEntries.eatenAt, end)))
    .orderBy(asc(foodLogEntries.eatenAt), asc(foodLogEntries.createdAt), asc(foodLogEntries.id))
    .limit(entriesInRangeMax(start, end));
  return rows.map(({ entry, food, custom }) => {
    return toEntry(entry, food ? usdaRecord(food) : customRecord(custom!));
  });
}

export interface NutrientTotal {
  amount: number;
  /** Entries that had a value for this nutrient, of `entries`. */
  known: number;
  entries: number;
}

/**
 * A user's entries in [start, end) with the grams eaten and the food's nutrients per 100 g (USDA
 * or custom): the one place the totals, the insights and the trends read the log from. The same
 * entries as entriesBetween, as many at most.
 */
export function eatenBetweenSql(userId: string, start: Date, end: Date) {
  return sql`
    select e.eaten_at, e.grams, coalesce(f.name, c.name) as name, coalesce(f.nutrients, c.nutrients) as nutrients
    from food_log_entries e
    left join foods f on f.id = e.food_id
    left join custom_foods c on c.id = e.custom_food_id
    where e.user_id = ${userId} and e.eaten_at >= ${start.toISOString()}::timestamptz and e.eaten_at < ${end.toISOString()}::timestamptz
    order by e.eaten_at, e.created_at, e.id
    limit ${entriesInRangeMax(start, end)}`;
}

/** Sums of nutrients over a user's entries in [start, end), in one query; missing values are counted, not taken as 0. */
export async function nutrientTotals(
  db: Db,
  userId: string,
  start: Date,
  end: Date,
  keys: readonly string[],
): Promise<Map<string, NutrientTotal>> {
  const rows = rowsOf<{ key: string; amount: number | string | null; known: number | string; entries: number | string }>(
    await db.execute(sql`
      with eaten as (${eatenBetweenSql(userId, start, end)})
      select k.key,
             coalesce(sum((eaten.nutrients ->> k.key)::float8 * eaten.grams / 100), 0) as amount,
             count(*) filter (where eaten.nutrients ? k.key) as known,
             count(eaten.grams) as entries
      from unnest(${sql.raw(`array[${keys.map((k) => `'${k.replace(/[^A-Za-z0-9]/g, "")}'`).join(",")}]::text[]`)}) as k(key)
      left join eaten on true
      group by k.key`),
  );
  return new Map(rows.map((r) => [r.key, { amount: Number(r.amount ?? 0), known: Number(r.known), entries: Number(r.entries) }]));
}

export function toDayTotals(totals: Map<string, NutrientTotal>): DayTotals {
  const value = (key: string) => totals.get(key)?.amount ?? 0;
  const incomplete = [...totals].filter(([, t]) => t.known < t.entries).map(([key]) => key);
  return { kcal: value("kcal"), protein: value("protein"), fat: value("fat"), carbs: value("carbs"), incomplete };
}

/** Whether a local day is after tomorrow in its time zone: nothing in it could be logged yet. */
async function isAfterTomorrow(db: Db, date: string, tz: string): Promise<boolean> {
  const [row] = rowsOf<{ later: boolean }>(await db.execute(sql`select ${date}::date > (now() at time zone ${tz})::date + 1 as "later"`));
  return row!.later;
}

/**
 * Copies a day's entries to another day, at the same local times of day, all or nothing. As
 * entries are logged at most a day ahead, the day copied to is tomorrow at the latest, and entries
 * that would land more than a day ahead are left out (they could be neither edited nor restored).
 * Refused whole when any 24 hours would then hold too many entries (assertRoom). Returns how many
 * were copied.
 */
export async function copyDay(db: Db, userId: string, { from, to, tz }: { from: string; to: string; tz: string }): Promise<number> {
  const source = await dayBounds(db, from, tz);
  if (await isAfterTomorrow(db, to, tz)) {
    throw new AppError("VALIDATION_FAILED", "You can copy to tomorrow at the latest: meals are logged at most a day ahead.");
  }
  const copied = sql`
    select * from (
      select user_id, food_id, custom_food_id, amount, unit, weighed_grams, weighed, cooked_yield, grams,
             ((eaten_at at time zone ${tz}) + (${to}::date - ${from}::date) * interval '1 day') at time zone ${tz} as eaten_at,
             note
      from food_log_entries
      where user_id = ${userId} and eaten_at >= ${source.start.toISOString()}::timestamptz and eaten_at < ${source.end.toISOString()}::timestamptz
    ) copied
    where copied.eaten_at <= now() + interval '1 day'`;
  return withUserLock(db, "foodLog", userId, async (tx) => {
    await assertRoom(tx, userId, sql`select eaten_at from (${copied}) c`);
    const rows = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into food_log_entries (user_id, food_id, custom_food_id, amount, unit, weighed_grams, weighed, cooked_yield, grams, eaten_at, note)
        ${copied}
        returning id`),
    );
    return rows.length;
  });
}
