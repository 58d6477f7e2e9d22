import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import {
  DEFAULT_ELECTROLYTE_MIX,
  DEFAULT_WATER_TARGET_ML,
  DRINKS_DAY_MAX,
  drinkTotals,
  mineralsIn,
  type DrinkMinerals,
  type DrinkSettingsPatch,
  type LogDrinkBody,
  type Drink,
  type DrinkSettingsResponse,
  type DrinksDayResponse,
} from "@app/shared/drinks";
import { rowsOf, type Db } from "../../db/client";
import { drinkSettings, drinks } from "../../db/schema";
import { deleteOwn } from "../../platform/delete-own";
import { AppError } from "../../platform/errors";
import { withUserLock } from "../../platform/user-lock";
import { dayBounds } from "./food-day";
import { logRateLimits } from "./log-rate-limit";

// Drinks during a fast: any 24 hours hold at most DRINKS_DAY_MAX drinks, so every query of a day is bounded.

const DAY_MS = 86_400_000;
type DrinkRow = typeof drinks.$inferSelect;

function toDrink(row: DrinkRow): Drink {
  return {
    id: row.id,
    kind: row.kind,
    ml: row.ml,
    drunkAt: row.drunkAt.toISOString(),
    sodiumMg: row.sodiumMg,
    potassiumMg: row.potassiumMg,
    magnesiumMg: row.magnesiumMg,
  };
}

/** The most drinks [start, end) can hold: every query's LIMIT. */
export function drinksInRangeMax(start: Date, end: Date): number {
  return DRINKS_DAY_MAX * Math.max(1, Math.ceil((end.getTime() - start.getTime()) / DAY_MS));
}

export async function getDrinkSettings(db: Db, { userId }: { userId: string }): Promise<DrinkSettingsResponse> {
  const [row] = await db.select().from(drinkSettings).where(eq(drinkSettings.userId, userId));
  return {
    waterTargetMl: row?.waterTargetMl ?? DEFAULT_WATER_TARGET_ML,
    defaultTarget: row?.waterTargetMl == null,
    electrolyteMix: row?.electrolyteMix ?? DEFAULT_ELECTROLYTE_MIX,
  };
}

/** One local day's drinks, oldest first, with their totals and the user's settings. */
export async function getDrinksDay(db: Db, { userId, date, tz }: { userId: string; date: string; tz: string }): Promise<DrinksDayResponse> {
  const [{ start, end }, settings] = await Promise.all([dayBounds(db, date, tz), getDrinkSettings(db, { userId })]);
  const rows = await db
    .select()
    .from(drinks)
    .where(and(eq(drinks.userId, userId), gte(drinks.drunkAt, start), lt(drinks.drunkAt, end)))
    .orderBy(asc(drinks.drunkAt), asc(drinks.createdAt), asc(drinks.id))
    .limit(drinksInRangeMax(start, end));
  const list = rows.map(toDrink);
  return { date, drinks: list, totals: drinkTotals(list), settings };
}

/**
 * Logs a drink; electrolyte water takes its minerals from the user's mix as it is now. Under the
 * user's lock, a drink is refused when the 48 hours around it already hold DRINKS_DAY_MAX: then no
 * 24 hours holding it can hold more than that after it.
 */
export async function logDrink(db: Db, { userId, kind, ml, drunkAt }: LogDrinkBody & { userId: string }): Promise<Drink> {
  return logRateLimits(db).drink.consume(userId, async () => {
    const { electrolyteMix } = await getDrinkSettings(db, { userId });
    const at = new Date(drunkAt);
    const row = await withUserLock(db, "drinks", userId, async (tx) => {
      const [near] = rowsOf<{ n: number | string }>(
        await tx.execute(sql`
          select count(*) as n from drinks
          where user_id = ${userId}
            and drunk_at > ${new Date(at.getTime() - DAY_MS).toISOString()}::timestamptz
            and drunk_at < ${new Date(at.getTime() + DAY_MS).toISOString()}::timestamptz`),
      );
      if (Number(near?.n ?? 0) >= DRINKS_DAY_MAX)
        throw new AppError("CONFLICT", `A day holds at most ${DRINKS_DAY_MAX} drinks: remove some to add more.`);
      const [inserted] = await tx
        .insert(drinks)
        .values({ userId, kind, ml, drunkAt: at, ...mineralsIn(kind, ml, electrolyteMix) })
        .returning();
      return inserted!;
    });
    return toDrink(row);
  });
}

/** Removes one of the user's drinks; another user's gets the same 404 as one that does not exist. */
export async function deleteDrink(db: Db, { userId, id }: { userId: string; id: string }): Promise<void> {
  await logRateLimits(db).drinkEdit.consume(userId, () => deleteOwn(db, drinks, userId, eq(drinks.id, id), "This drink does not exist."));
}

/** Changes the water target and/or the electrolyte mix (`null`: back to the default). */
export async function patchDrinkSettings(
  db: Db,
  { userId, patch }: { userId: string; patch: DrinkSettingsPatch },
): Promise<DrinkSettingsResponse> {
  return logRateLimits(db).drinkEdit.consume(userId, async () => {
    const changes = {
      ...(patch.waterTargetMl !== undefined && { waterTargetMl: patch.waterTargetMl }),
      ...(patch.electrolyteMix !== undefined && { electrolyteMix: patch.electrolyteMix }),
    };
    await db
      .insert(drinkSettings)
      .values({ userId, ...changes })
      .onConflictDoUpdate({ target: drinkSettings.userId, set: { ...changes, updatedAt: new Date() } });
    return getDrinkSettings(db, { userId });
  });
}

/** The minerals of a user's drinks in [start, end), and how many of them were electrolyte water. */
export async function drinkMineralsBetween(
  db: Db,
  userId: string,
  start: Date,
  end: Date,
): Promise<DrinkMinerals & { electrolyteDrinks: number }> {
  const [row] = rowsOf<{ sodium: number | string; potassium: number | string; magnesium: number | string; electrolyte: number | string }>(
    await db.execute(sql`
      with drunk as (
        select kind, sodium_mg, potassium_mg, magnesium_mg from drinks
        where user_id = ${userId} and drunk_at >= ${start.toISOString()}::timestamptz and drunk_at < ${end.toISOString()}::timestamptz
        limit ${drinksInRangeMax(start, end)}
      )
      select coalesce(sum(sodium_mg), 0) as sodium, coalesce(sum(potassium_mg), 0) as potassium,
             coalesce(sum(magnesium_mg), 0) as magnesium, count(*) filter (where kind = 'electrolyte') as electrolyte
      from drunk`),
  );
  return {
    sodiumMg: Number(row?.sodium ?? 0),
    potassiumMg: Number(row?.potassium ?? 0),
    magnesiumMg: Number(row?.magnesium ?? 0),
    electrolyteDrinks: Number(row?.electrolyte ?? 0),
  };
}

/** The minerals of a user's drinks in [start, end) by local day ("2026-11-23") in `tz`, for the trends. */
export async function drinkMineralsByDay(db: Db, userId: string, start: Date, end: Date, tz: string): Promise<Map<string, DrinkMinerals>> {
  const rows = rowsOf<{ day: string; sodium: number | string; potassium: number | string; magnesium: number | string }>(
    await db.execute(sql`
      with drunk as (
        select drunk_at, sodium_mg, potassium_mg, magnesium_mg from drinks
        where user_id = ${userId} and drunk_at >= ${start.toISOString()}::timestamptz and drunk_at < ${end.toISOString()}::timestamptz
          and kind = 'electrolyte'
        limit ${drinksInRangeMax(start, end)}
      )
      select to_char(drunk_at at time zone ${tz}, 'YYYY-MM-DD') as day,
             sum(sodium_mg) as sodium, sum(potassium_mg) as potassium, sum(magnesium_mg) as magnesium
      from drunk group by 1`),
  );
  return new Map(
    rows.map((r) => [String(r.day), { sodiumMg: Number(r.sodium), potassiumMg: Number(r.potassium), magnesiumMg: Number(r.magnesium) }]),
  );
}
