import { NUTRIENTS, roundNutrient, type NutrientKey } from "@app/shared/food";

const UNITS = Object.fromEntries(NUTRIENTS.map((n) => [n.key, n.unit])) as Record<NutrientKey, string>;
const LABELS = Object.fromEntries(NUTRIENTS.map((n) => [n.key, n.label])) as Record<NutrientKey, string>;

export const unitOf = (key: NutrientKey) => UNITS[key];
export const labelOf = (key: NutrientKey) => LABELS[key];

/** "1,234" as a nutrition label rounds it (no unit). */
export function amountText(value: number, unit: string): string {
  return roundNutrient(value, unit).toLocaleString("en-US", { maximumFractionDigits: 1 });
}

/** "1,234 mg" */
export function amountWithUnit(key: NutrientKey, value: number): string {
  return `${amountText(value, unitOf(key))} ${unitOf(key)}`;
}

/** A share of a target or reference as whole percent, for bars (capped by the bar itself). */
export function percentOf(amount: number, of: number): number {
  return of > 0 ? Math.round((amount / of) * 100) : 0;
}
