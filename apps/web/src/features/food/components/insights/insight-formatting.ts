import { NUTRIENTS, roundNutrient, type NutrientKey } from "@app/shared/food";
import { formatNumber } from "@/lib/format";

const UNITS = Object.fromEntries(NUTRIENTS.map((n) => [n.key, n.unit])) as Record<NutrientKey, string>;
const LABELS = Object.fromEntries(NUTRIENTS.map((n) => [n.key, n.label])) as Record<NutrientKey, string>;

export const unitOf = (key: NutrientKey) => UNITS[key];
export const labelOf = (key: NutrientKey) => LABELS[key];

/** "1,234" as a nutrition label rounds it (no unit). */
export function amountText(value: number, unit: string): string {
  return formatNumber(roundNutrient(value, unit));
}

/** "1,234 mg" */
export function amountWithUnit(key: NutrientKey, value: number): string {
  return `${amountText(value, unitOf(key))} ${unitOf(key)}`;
}

/** A share of a target or reference as whole percent, for bars (capped by the bar itself). */
export function percentOf(amount: number, of: number): number {
  return of > 0 ? Math.round((amount / of) * 100) : 0;
}

/** Whether an amount has reached its target (a bar then fills in the success colour). */
export function targetMet(amount: number, target: number): boolean {
  return target > 0 && amount >= target;
}

/**
 * A share of a target as the screen says it: "84%" (as the nutrient panel writes its shares), or
 * "163% · above target" once past it. Said plainly and in neutral colour: a target is a guide, not
 * a limit (no red "over budget").
 */
export function targetShareText(amount: number, target: number): string {
  const percent = percentOf(amount, target);
  return target > 0 && amount > target
    ? `${formatNumber(percent, { digits: 0 })}% · above target`
    : `${formatNumber(percent, { digits: 0 })}%`;
}

/** What a screen reader hears for a target's bar: "163% of 3,000 mg, above target". */
export function targetValueText(amount: number, target: number, unit: string): string {
  const above = target > 0 && amount > target ? ", above target" : "";
  return `${formatNumber(percentOf(amount, target), { digits: 0 })}% of ${amountText(target, unit)} ${unit}${above}`;
}
