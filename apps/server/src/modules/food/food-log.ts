import { and, eq } from "drizzle-orm";
import {
  cookedGrams,
  gramsFor,
  GRAMS_MAX,
  nutrientIn,
  type AmountUnit,
  type Nutrients,
  type LogEntryBody,
  type UpdateEntryBody,
  type FoodEntry,
} from "@app/shared/food";
import type { Db } from "../../db/client";
import { foodLogEntries } from "../../db/schema";
import { deleteOwn } from "../../platform/delete-own";
import { AppError } from "../../platform/errors";
import { withUserLock } from "../../platform/user-lock";
import type { FoodCatalog } from "./catalog";
import { foodKey, loadFoods, type FoodRecord } from "./food-records";
import { logRateLimits } from "./log-rate-limit";
import { addedAt, assertRoom } from "./log-room";

type EntryRow = typeof foodLogEntries.$inferSelect;

/** How an amount of a food becomes grams eaten: the unit, then the cooked yield for a raw weight. */
function measure(food: FoodRecord, amount: number, unit: string, weighed: "as-eaten" | "raw") {
  const weighedGrams = gramsFor(amount, unit, food.portions);
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

/** How the log shows a unit: "g", "oz", or the portion's label ("1 large", a custom food's serving). */
export function unitLabel(food: FoodRecord, unit: AmountUnit): string {
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
    food: { id: food.id, name: food.name, displayName: row.displayName ?? food.displayName, source: food.source, portions: food.portions },
    amount: row.amount,
    unit: row.unit,
    unitKey: row.unitKey,
    weighedGrams: row.weighedGrams,
    weighed: row.weighed,
    cookedYield: row.cookedYield,
    grams: row.grams,
    eatenAt: row.eatenAt.toISOString(),
    note: row.note,
    mealId: row.mealId,
    ...macro(food.nutrients, "kcal", row.grams),
    ...macro(food.nutrients, "protein", row.grams),
    ...macro(food.nutrients, "fat", row.grams),
    ...macro(food.nutrients, "carbs", row.grams),
  };
}

async function foodFor(db: Db, catalog: FoodCatalog, userId: string, foodId: string): Promise<FoodRecord> {
  const food = (await loadFoods(db, catalog, userId, [foodId])).get(foodKey(foodId));
  if (!food) throw new AppError("NOT_FOUND", "This food does not exist.");
  return food;
}

export function catalogEntryValues(
  food: FoodRecord,
  userId: string,
  body: Omit<LogEntryBody, "foodId">,
): typeof foodLogEntries.$inferInsert {
  const measured = measure(food, body.amount, body.unit, body.weighed);
  return {
    userId,
    ...(food.source === "usda" ? { foodId: food.id } : { customFoodId: food.id }),
    amount: body.amount,
    unit: unitLabel(food, body.unit),
    unitKey: body.unit,
    ...measured,
    eatenAt: new Date(body.eatenAt),
    note: body.note?.trim() || null,
    displayName: food.displayName,
  };
}

/** Logs one food; counts against the hourly rate limit when done. */
export async function logEntry(db: Db, catalog: FoodCatalog, { userId, ...body }: LogEntryBody & { userId: string }): Promise<FoodEntry> {
  return logRateLimits(db).log.consume(userId, async () => {
    const food = await foodFor(db, catalog, userId, body.foodId);
    const values = catalogEntryValues(food, userId, body);
    const row = await withUserLock(db, "foodLog", userId, async (tx) => {
      await assertRoom(tx, userId, addedAt([values.eatenAt]));
      const [inserted] = await tx.insert(foodLogEntries).values(values).returning();
      return inserted!;
    });
    return toEntry(row, food);
  });
}

async function ownEntry(db: Db, catalog: FoodCatalog, userId: string, id: string): Promise<{ row: EntryRow; food: FoodRecord }> {
  const [row] = await db
    .select()
    .from(foodLogEntries)
    .where(and(eq(foodLogEntries.id, id), eq(foodLogEntries.userId, userId)));
  // Another user's entry gets the same 404 as one that does not exist.
  if (!row) throw new AppError("NOT_FOUND", "This entry does not exist.");
  return { row, food: await foodFor(db, catalog, userId, (row.foodId ?? row.customFoodId)!) };
}

/** Changes an entry: amount and unit (together), weighing, time, note. Counts as an edit when done. */
export async function updateEntry(
  db: Db,
  catalog: FoodCatalog,
  { userId, id, ...body }: UpdateEntryBody & { userId: string; id: string },
): Promise<FoodEntry> {
  if ((body.amount === undefined) !== (body.unit === undefined))
    throw new AppError("VALIDATION_FAILED", "amount and unit are changed together.");
  return logRateLimits(db).edit.consume(userId, () => changeEntry(db, catalog, userId, id, body));
}

async function changeEntry(db: Db, catalog: FoodCatalog, userId: string, id: string, body: UpdateEntryBody): Promise<FoodEntry> {
  const { row, food } = await ownEntry(db, catalog, userId, id);
  const changes: Partial<typeof foodLogEntries.$inferInsert> = { updatedAt: new Date() };
  if (body.amount !== undefined || body.unit !== undefined || body.weighed !== undefined) {
    const amount = body.amount ?? row.amount;
    // The unit it was logged in, unless the food no longer has that portion (or it is unknown).
    const kept = row.unitKey !== null && gramsFor(1, row.unitKey, food.portions) !== undefined ? row.unitKey : null;
    const unit = body.unit ?? kept;
    if (unit === null) {
      changes.weighed = body.weighed ?? row.weighed;
      const measured = measure(food, row.weighedGrams, "g", changes.weighed);
      Object.assign(changes, { ...measured, amount: row.amount, unit: row.unit });
    } else {
      Object.assign(changes, {
        amount,
        unit: unitLabel(food, unit),
        unitKey: unit,
        ...measure(food, amount, unit, body.weighed ?? row.weighed),
      });
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

/** Deletes an entry; counts as an edit when done. */
export async function deleteEntry(db: Db, { userId, id }: { userId: string; id: string }): Promise<void> {
  await logRateLimits(db).edit.consume(userId, () =>
    deleteOwn(db, foodLogEntries, userId, eq(foodLogEntries.id, id), "This entry does not exist."),
  );
}
