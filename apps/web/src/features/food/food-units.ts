import { type FoodDetail, type FoodEntry, type SavedMeal, formatAmount, type AmountUnit, type LogEntryBody } from "@app/shared/food";
import { formatNumber } from "@/lib/format";

export interface UnitOption {
  value: AmountUnit;
  label: string;
  /** Grams in one of this unit, for the portions. */
  grams?: number;
}

const WEIGHTS: UnitOption[] = [
  { value: "g", label: "grams" },
  { value: "oz", label: "ounces" },
];

/**
 * What the Unit select offers for a food. A raw weight (converted with a cooked yield) is a weight:
 * grams or ounces only, since a portion of the cooked food is not a raw amount.
 */
export function unitOptions(food: Pick<FoodDetail, "source" | "portions">, weighedRaw = false): UnitOption[] {
  if (weighedRaw) return WEIGHTS;
  if (food.source === "custom") {
    const serving = food.portions[0];
    return serving ? [...WEIGHTS, { value: "serving", label: serving.label, grams: serving.grams }] : WEIGHTS;
  }
  return [
    ...WEIGHTS,
    ...food.portions.slice(0, 2).map((p, i) => ({ value: `portion:${i}` as AmountUnit, label: p.label, grams: p.grams })),
  ];
}

/**
 * The unit a new amount of a food starts in: a count food's piece ("1 large" for eggs), a custom
 * food's serving when it has one, grams otherwise. A steak or butter is weighed; eggs are counted.
 */
export function pieceUnit(food: Pick<FoodDetail, "source" | "group" | "portions">): AmountUnit {
  if (food.source === "custom") return food.portions[0] ? "serving" : "g";
  return food.group === "eggs" && food.portions[0] ? "portion:0" : "g";
}

/**
 * The unit an entry was logged in, as the server keeps it (`unitKey`), in the units the dialog
 * offers for its food: undefined when the food no longer has that portion, or the unit is unknown.
 */
export function unitForEntry(entry: Pick<FoodEntry, "unitKey" | "food">): AmountUnit | undefined {
  const key = entry.unitKey;
  if (key === null) return undefined;
  if (key === "g" || key === "oz") return key;
  const index = key === "serving" ? 0 : Number(key.slice("portion:".length));
  if (!entry.food.portions[index]) return undefined;
  if (entry.food.source === "custom") return index === 0 ? "serving" : undefined;
  return index === 0 ? "portion:0" : "portion:1";
}

/**
 * The request that logs an entry again as it was (Undo after Delete): same food, amount, unit,
 * weighing, time and note. A portion the food no longer has is logged by its weight in grams.
 */
export function logBodyFromEntry(entry: FoodEntry): LogEntryBody {
  const unit = unitForEntry(entry);
  return {
    foodId: entry.food.id,
    ...(unit ? { amount: entry.amount, unit } : { amount: Math.round(entry.weighedGrams * 10) / 10, unit: "g" }),
    weighed: entry.weighed,
    eatenAt: entry.eatenAt,
    ...(entry.note ? { note: entry.note } : {}),
  };
}

const oneDecimal = (x: number) => formatNumber(Math.round(x * 10) / 10);

/** "200 g", "2 × 1 large (100 g)", "300 g raw → about 236 g cooked". */
export function entryAmountText(entry: Pick<FoodEntry, "amount" | "unit" | "weighedGrams" | "weighed" | "grams">): string {
  const amount = formatAmount(entry.amount, entry.unit, entry.weighedGrams);
  return entry.weighed === "raw" ? `${amount} raw → about ${oneDecimal(entry.grams)} g cooked` : amount;
}

/** "4 × 1 large Egg, 30 g Butter": what a saved meal holds, in one line. */
export function savedMealSummary(meal: Pick<SavedMeal, "items">): string {
  return meal.items
    .map((item) => {
      const name = item.food.displayName ?? item.food.name;
      const amount = formatNumber(item.amount);
      if (item.unit === "g" || item.unit === "oz") return `${amount} ${item.unit} ${name}`;
      return `${item.amount === 1 ? "" : `${amount} × `}${item.unitLabel} ${name}`;
    })
    .join(", ");
}

/** How a food of each group is usually noted, for the note field's example (short enough for a phone). */
const NOTE_EXAMPLES: Partial<Record<FoodDetail["group"], string>> = {
  beef: "medium-rare",
  pork: "crispy",
  "lamb-veal-game": "slow-roasted",
  poultry: "skin on",
  fish: "pan-seared",
  eggs: "soft-boiled",
  dairy: "aged 12 months",
  organ: "with onions",
  fats: "for cooking",
};

/** The note field's placeholder: an example that fits the food ("Optional, e.g. medium-rare" on a steak). */
export function notePlaceholder(food: Pick<FoodDetail, "group">): string {
  const example = NOTE_EXAMPLES[food.group];
  return example ? `Optional, e.g. ${example}` : "Optional";
}
