/* The progress dashboard's rules: units, bounds, the trend weight and its rate (zod-free). */

import { formatNumber } from "../text/rules";
import { addDays, daysBetween } from "../time/days";

export const WEIGHT_UNITS = ["kg", "lb"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const LENGTH_UNITS = ["cm", "in"] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;

export const WEIGHT_MIN_KG = 20;
export const WEIGHT_MAX_KG = 400;

/** Each day the trend moves this share of the way to the day's weight (smoothing as in Hacker's Diet, Happy Scale, Libra). */
export const TREND_SMOOTHING = 0.1;
/** The rate is taken from the trend over this many days. */
export const RATE_WINDOW_DAYS = 28;

export const PROGRESS_RANGES = ["1M", "3M", "1Y", "All"] as const;
export type ProgressRange = (typeof PROGRESS_RANGES)[number];
/** Days each range shows, ending today; All has no start. */
export const RANGE_DAYS: Record<ProgressRange, number | null> = { "1M": 30, "3M": 91, "1Y": 365, All: null };
/** Free users see their weights of the last 30 days (the 1M range). */
export const FREE_RANGE: ProgressRange = "1M";

export const MEASUREMENTS = [
  { key: "waistCm", label: "Waist" },
  { key: "hipsCm", label: "Hips" },
  { key: "chestCm", label: "Chest" },
  { key: "armCm", label: "Arm" },
  { key: "thighCm", label: "Thigh" },
  { key: "neckCm", label: "Neck" },
] as const;
export type MeasurementKey = (typeof MEASUREMENTS)[number]["key"];
/** Every measured value of a day: the tape's, then body fat (in %, not a length). */
export const MEASUREMENT_FIELDS = [...MEASUREMENTS.map((m) => m.key), "bodyFatPct"] as [MeasurementKey, ...MeasurementKey[], "bodyFatPct"];
export type MeasurementField = MeasurementKey | "bodyFatPct";
export const MEASUREMENT_MIN_CM = 10;
export const MEASUREMENT_MAX_CM = 300;
export const BODY_FAT_MIN = 2;
export const BODY_FAT_MAX = 70;

export const JOURNAL_SCORES = [
  { key: "energy", label: "Energy", low: "Drained", high: "Energised" },
  { key: "mood", label: "Mood", low: "Low", high: "Great" },
  { key: "sleep", label: "Sleep quality", low: "Poor", high: "Deep" },
  { key: "digestion", label: "Digestion", low: "Rough", high: "Smooth" },
] as const;

/** Symptoms people commonly report in their first weeks on a carnivore diet. */
export const JOURNAL_TAGS = ["cramps", "headache", "cravings", "bloating", "keto-flu", "fatigue", "diarrhea", "constipation"] as const;
export type JournalTag = (typeof JOURNAL_TAGS)[number];
export const JOURNAL_TAG_LABELS: Record<JournalTag, string> = {
  cramps: "Cramps",
  headache: "Headache",
  cravings: "Cravings",
  bloating: "Bloating",
  "keto-flu": "Keto flu",
  fatigue: "Fatigue",
  diarrhea: "Diarrhea",
  constipation: "Constipation",
};
export const JOURNAL_NOTE_MAX = 5000;

/** To 0.1: how weights and measurements are stored and shown. */
export const round1 = (x: number) => Math.round(x * 10) / 10;

/** A weight as entered, in kilograms as stored (0.1 kg). */
export function toKg(value: number, unit: WeightUnit): number {
  return round1(unit === "kg" ? value : value * KG_PER_LB);
}

/** Kilograms (a trend, a goal, a change) in the user's unit, to 0.1. */
export function fromKg(kg: number, unit: WeightUnit): number {
  return round1(unit === "kg" ? kg : kg / KG_PER_LB);
}

/** A weigh-in in the user's unit: of the pound figures that store as the same 0.1 kg, a whole one is shown. */
export function enteredFromKg(kg: number, unit: WeightUnit): number {
  if (unit === "kg") return round1(kg);
  const whole = Math.round(kg / KG_PER_LB);
  return toKg(whole, "lb") === round1(kg) ? whole : fromKg(kg, unit);
}

export function toCm(value: number, unit: LengthUnit): number {
  return round1(unit === "cm" ? value : value * CM_PER_IN);
}

export function fromCm(cm: number, unit: LengthUnit): number {
  return round1(unit === "cm" ? cm : cm / CM_PER_IN);
}

/** The bounds a form's message states: the lowest and highest figures, to 0.1 in the user's unit, storing within [min, max]. */
export function boundsIn(min: number, max: number, toMetric: (value: number) => number, fromMetric: (value: number) => number) {
  let lo = round1(fromMetric(min)) - 0.3;
  while (toMetric(lo) < min) lo = round1(lo + 0.1);
  let hi = round1(fromMetric(max)) + 0.3;
  while (toMetric(hi) > max) hi = round1(hi - 0.1);
  return { min: round1(lo), max: round1(hi) };
}

export function weightBounds(unit: WeightUnit) {
  return boundsIn(
    WEIGHT_MIN_KG,
    WEIGHT_MAX_KG,
    (v) => toKg(v, unit),
    (kg) => fromKg(kg, unit),
  );
}

export function lengthBounds(unit: LengthUnit) {
  return boundsIn(
    MEASUREMENT_MIN_CM,
    MEASUREMENT_MAX_CM,
    (v) => toCm(v, unit),
    (cm) => fromCm(cm, unit),
  );
}

/** "Weight must be a number.", "Waist must be a number.": a field that holds no number. */
export const notANumberMessage = (label: string) => `${label} must be a number.`;

/** "Weight must be between 44 and 881.9 lb." */
export function weightBoundsMessage(unit: WeightUnit): string {
  const { min, max } = weightBounds(unit);
  return `Weight must be between ${formatNumber(min)} and ${formatNumber(max)} ${unit}.`;
}

/** "Waist must be between 10 and 300 cm." */
export function lengthBoundsMessage(label: string, unit: LengthUnit): string {
  const { min, max } = lengthBounds(unit);
  return `${label} must be between ${min} and ${max} ${unit}.`;
}

export const BODY_FAT_BOUNDS_MESSAGE = `Body fat must be between ${BODY_FAT_MIN} and ${BODY_FAT_MAX}%.`;

/** "+1.5 cm", "−0.4 kg" (a real minus sign), "0.0 %". */
export function formatDelta(value: number, unit: string): string {
  const v = round1(value);
  const text = formatNumber(Math.abs(v), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${v < 0 ? "−" : v > 0 ? "+" : ""}${text} ${unit}`;
}

/** "81.4 kg". `entered`: a weigh-in as the user typed it (see enteredFromKg); `delta`: a signed change. */
export function formatWeight(kg: number, unit: WeightUnit, { delta = false, entered = false } = {}): string {
  if (delta) return formatDelta(fromKg(kg, unit), unit);
  const v = entered ? enteredFromKg(kg, unit) : fromKg(kg, unit);
  return `${formatNumber(v, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} ${unit}`;
}

export interface WeightPoint {
  date: string;
  weightKg: number;
}
export interface TrendPoint {
  date: string;
  trendKg: number;
}

/**
 * The trend weight of each day from the first weigh-in to the last. Days without one take the straight line between
 * the weigh-ins around them, so a week away from the scale neither freezes the trend nor jumps it.
 */
export function trendSeries(weights: readonly WeightPoint[]): TrendPoint[] {
  const sorted = [...weights].sort((a, b) => (a.date < b.date ? -1 : 1));
  const first = sorted[0];
  if (!first) return [];
  const points: TrendPoint[] = [{ date: first.date, trendKg: first.weightKg }];
  let trend = first.weightKg;
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    const next = sorted[i]!;
    const gap = daysBetween(prev.date, next.date);
    for (let d = 1; d <= gap; d++) {
      const weight = prev.weightKg + ((next.weightKg - prev.weightKg) * d) / gap;
      trend += TREND_SMOOTHING * (weight - trend);
      points.push({ date: addDays(prev.date, d), trendKg: trend });
    }
  }
  return points.map((p) => ({ date: p.date, trendKg: Math.round(p.trendKg * 100) / 100 }));
}

export interface WeightRate {
  kgPerWeek: number;
  /** The weeks the rate is taken over: fewer than 4 for a shorter history. */
  weeks: number;
}

/** The trend's change per week over the last RATE_WINDOW_DAYS (or the whole weeks there are; none under a week). */
export function weeklyRate(trend: readonly TrendPoint[]): WeightRate | null {
  const last = trend.at(-1);
  const first = trend[0];
  if (!last || !first) return null;
  const span = Math.min(RATE_WINDOW_DAYS, daysBetween(first.date, last.date));
  const weeks = Math.floor(span / 7);
  if (weeks < 1) return null;
  const from = trend.find((p) => p.date === addDays(last.date, -weeks * 7))!;
  return { kgPerWeek: Math.round(((last.trendKg - from.trendKg) / weeks) * 100) / 100, weeks };
}

/** "−0.4 kg/week over the last 4 weeks" */
export function formatRate(rate: WeightRate, unit: WeightUnit): string {
  const perWeek = formatWeight(rate.kgPerWeek, unit, { delta: true });
  return `${perWeek}/week over the last ${rate.weeks === 1 ? "week" : `${rate.weeks} weeks`}`;
}
