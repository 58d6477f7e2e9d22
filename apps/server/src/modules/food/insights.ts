import { sql } from "drizzle-orm";
import {
  DEFAULT_PROFILE,
  ELECTROLYTES,
  electrolyteTarget,
  LOW_SHARE,
  PANEL_NUTRIENTS,
  proteinTargetGrams,
  referenceIntake,
  UPPER_LIMITS,
  type NutritionTargets,
  type TrendDays,
  type UpperLimitNutrient,
  type ElectrolytesResponse,
  type InsightsResponse,
  type TrendDay,
  type TrendsResponse,
} from "@app/shared/nutrition";
import type { NutrientKey, Nutrients } from "@app/shared/food";
import { rowsOf, type Db } from "../../db/client";
import { drinkMineralsBetween, drinkMineralsByDay } from "./drinks";
import { dayBounds, eatenBetweenSql } from "./food-day";
import { displayNameOf } from "./catalog/display-names";
import { getTargets } from "./nutrition-targets";

interface Eaten {
  name: string;
  grams: number;
  nutrients: Nutrients;
}

/**
 * The day's foods with their nutrients per 100 g: one query, everything else is arithmetic. Each
 * is named as the log shows it: the everyday name it was logged under, else its description.
 */
async function eatenBetween(db: Db, userId: string, start: Date, end: Date): Promise<Eaten[]> {
  const rows = rowsOf<{
    name: string;
    display_name: string | null;
    food_id: string | null;
    grams: number | string;
    nutrients: Nutrients | string;
  }>(await db.execute(eatenBetweenSql(userId, start, end)));
  return rows.map((r) => ({
    name: r.display_name ?? (r.food_id ? displayNameOf(r.food_id, r.name) : null) ?? r.name,
    grams: Number(r.grams),
    nutrients: typeof r.nutrients === "string" ? (JSON.parse(r.nutrients) as Nutrients) : r.nutrients,
  }));
}

interface Sum {
  amount: number;
  /** Some foods have no data for it: the amount is at least this. */
  incomplete: boolean;
  /** Something was eaten, and none of it has data for it: the amount means nothing. */
  noData: boolean;
  /** Amount by food name, for the top foods. */
  byFood: Map<string, number>;
}

/** A nutrient summed over the foods; `fallback` stands in for a food without a `key` value. */
function sumOf(eaten: Eaten[], key: NutrientKey, fallback: NutrientKey | null = null): Sum {
  const byFood = new Map<string, number>();
  let amount = 0;
  let known = 0;
  for (const food of eaten) {
    const per100 = food.nutrients[key] ?? (fallback ? food.nutrients[fallback] : undefined);
    if (per100 === undefined) continue;
    known += 1;
    const value = (per100 * food.grams) / 100;
    amount += value;
    byFood.set(food.name, (byFood.get(food.name) ?? 0) + value);
  }
  return { amount, incomplete: known < eaten.length, noData: eaten.length > 0 && known === 0, byFood };
}

/** Where a drink keeps each electrolyte. */
const MINERAL_OF = { sodium: "sodiumMg", potassium: "potassiumMg", magnesium: "magnesiumMg" } as const;

const TOP_FOODS = 3;
function topFoods(sum: Sum) {
  return [...sum.byFood]
    .filter(([, amount]) => amount > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_FOODS)
    .map(([name, amount]) => ({ name, amount }));
}

type Drunk = Awaited<ReturnType<typeof drinkMineralsBetween>>;

/** Sodium, potassium and magnesium against the targets; electrolyte water adds its minerals to the foods'. */
function electrolytesOf(eaten: Eaten[], drunk: Drunk, targets: NutritionTargets): InsightsResponse["electrolytes"] {
  return ELECTROLYTES.map((key) => {
    const sum = sumOf(eaten, key);
    const fromDrinks = drunk[MINERAL_OF[key]];
    const amount = sum.amount + fromDrinks;
    const noData = sum.noData && fromDrinks === 0;
    const target = electrolyteTarget(targets, key);
    const low = (eaten.length > 0 || drunk.electrolyteDrinks > 0) && !noData && amount < target * LOW_SHARE;
    return { key, amount, fromDrinks, target, low, incomplete: sum.incomplete, noData };
  });
}

/** The day's electrolytes against the targets: the one part of the insights that is free. */
export async function dayElectrolytes(
  db: Db,
  { userId, date, tz }: { userId: string; date: string; tz: string },
): Promise<ElectrolytesResponse> {
  const [{ start, end }, { targets }] = await Promise.all([dayBounds(db, date, tz), getTargets(db, { userId })]);
  const [eaten, drunk] = await Promise.all([eatenBetween(db, userId, start, end), drinkMineralsBetween(db, userId, start, end)]);
  return { date, entries: eaten.length, electrolytes: electrolytesOf(eaten, drunk, targets) };
}

/**
 * The Premium day insights: electrolytes and protein against the user's targets, the nutrient
 * panel against the DRIs of their profile, upper-limit warnings.
 */
export async function dayInsights(db: Db, { userId, date, tz }: { userId: string; date: string; tz: string }): Promise<InsightsResponse> {
  const [{ start, end }, { targets, profile }] = await Promise.all([dayBounds(db, date, tz), getTargets(db, { userId })]);
  const [eaten, drunk] = await Promise.all([eatenBetween(db, userId, start, end), drinkMineralsBetween(db, userId, start, end)]);
  const sex = profile.sex ?? DEFAULT_PROFILE.sex;
  const ageBand = profile.ageBand ?? DEFAULT_PROFILE.ageBand;
  const protein = sumOf(eaten, "protein");
  const fat = sumOf(eaten, "fat");

  return {
    date,
    entries: eaten.length,
    reference: { sex, ageBand, fromSettings: profile.sex !== null && profile.ageBand !== null },
    targets,
    electrolytes: electrolytesOf(eaten, drunk, targets),
    protein: { amount: protein.amount, target: proteinTargetGrams(targets), incomplete: protein.incomplete },
    fat: { amount: fat.amount, incomplete: fat.incomplete },
    ratio: { byGrams: protein.amount > 0 ? fat.amount / protein.amount : null, goal: targets.fatProteinRatio },
    panel: PANEL_NUTRIENTS.map((key) => {
      const sum = sumOf(eaten, key);
      const reference = referenceIntake(key, sex, ageBand);
      return {
        key,
        amount: sum.amount,
        reference: reference.amount,
        kind: reference.kind,
        percent: Math.round((sum.amount / reference.amount) * 100),
        incomplete: sum.incomplete,
        noData: sum.noData,
        top: topFoods(sum),
      };
    }),
    warnings: (Object.keys(UPPER_LIMITS) as UpperLimitNutrient[]).flatMap((key) => {
      const { amount: upperLimit, measuredAs, fallback } = UPPER_LIMITS[key];
      const sum = sumOf(eaten, measuredAs, fallback);
      return sum.amount >= upperLimit ? [{ key, amount: sum.amount, upperLimit, top: topFoods(sum) }] : [];
    }),
  };
}

const TREND_KEYS = ["kcal", "protein", "fat", "carbs", "sodium", "potassium", "magnesium"] as const;

/** "2026-11-23" minus n days, as a calendar date (no time zone involved). */
function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The last `days` local days up to `date`, one row per day (empty days too), summed in one query. */
export async function trends(
  db: Db,
  { userId, date, tz, days }: { userId: string; date: string; tz: string; days: TrendDays },
): Promise<TrendsResponse> {
  const first = addDays(date, -(days - 1));
  const [{ start }, { end }, { targets }] = await Promise.all([
    dayBounds(db, first, tz),
    dayBounds(db, date, tz),
    getTargets(db, { userId }),
  ]);
  const columns = sql.raw(
    TREND_KEYS.map(
      (k) =>
        `coalesce(sum((nutrients ->> '${k}')::float8 * grams / 100), 0) as "${k}", count(*) filter (where nutrients ? '${k}') as "${k}_known"`,
    ).join(", "),
  );
  const rows = rowsOf<Record<string, number | string> & { day: string | Date }>(
    await db.execute(sql`
      with eaten as (${eatenBetweenSql(userId, start, end)})
      select to_char(eaten_at at time zone ${tz}, 'YYYY-MM-DD') as day, count(*) as entries, ${columns}
      from eaten group by 1`),
  );
  const byDay = new Map(rows.map((r) => [String(r.day), r]));
  const drunkByDay = await drinkMineralsByDay(db, userId, start, end, tz);
  const series: TrendDay[] = [];
  for (let i = 0; i < days; i++) {
    const day = addDays(first, i);
    const row = byDay.get(day);
    const value = (key: string) => Number(row?.[key] ?? 0);
    const entries = value("entries");
    const drunk = drunkByDay.get(day);
    const fromDrinks = (key: string) => (drunk && key in MINERAL_OF ? drunk[MINERAL_OF[key as keyof typeof MINERAL_OF]] : 0);
    series.push({
      date: day,
      entries,
      // Eaten, but none of it with data for the nutrient (nor electrolyte water): a gap in the chart, not a 0.
      noData: TREND_KEYS.filter((key) => entries > 0 && value(`${key}_known`) === 0 && fromDrinks(key) === 0),
      kcal: value("kcal"),
      protein: value("protein"),
      fat: value("fat"),
      carbs: value("carbs"),
      sodium: value("sodium") + fromDrinks("sodium"),
      potassium: value("potassium") + fromDrinks("potassium"),
      magnesium: value("magnesium") + fromDrinks("magnesium"),
    });
  }
  return { days: series, targets };
}
