/*
 * What every chart's axes share: round y ticks (d3's "nice" steps, 1, 2 or 5 times a power of ten)
 * and an x span that is the data's own, so a week of data fills the chart's width instead of its
 * right fifth. Pure, so it is tested without drawing anything.
 */
import { shiftDay } from "@/lib/local-day";

export interface NiceScale {
  domain: [number, number];
  ticks: number[];
}

/** Rounds away float noise (0.1 + 0.2) from a tick. */
const clean = (n: number) => Math.round(n * 1e9) / 1e9;

/**
 * Round ticks covering `min`..`max` in about `count` intervals (4 unless told): 0, 500, 1,000, 1,500 rather than 0, 437,
 * 874; 81.5, 82, 82.5, 83 rather than 81, 82.33. `steps` are the step's first digits (1, 2, 5 unless
 * told), or with `fixed` the steps themselves (hours read better by 1, 2, 3, 6, 12, 24); `zero`
 * starts the axis at 0 (bars always do).
 */
export function niceScale(
  min: number,
  max: number,
  { count = 4, steps = [1, 2, 5], fixed = false, zero = false }: { count?: number; steps?: number[]; fixed?: boolean; zero?: boolean } = {},
): NiceScale {
  let lo = zero ? Math.min(0, min) : min;
  let hi = zero ? Math.max(0, max) : max;
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) [lo, hi] = [0, 1];
  if (hi === lo) [lo, hi] = zero && lo === 0 ? [0, 1] : [lo - Math.abs(lo) * 0.05 || lo - 1, hi + Math.abs(hi) * 0.05 || hi + 1];
  const rough = (hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  // The step nearest the rough one on a log scale: for 1, 2, 5 these are d3's thresholds (√2, √10, √50).
  const candidates = fixed ? steps : [...steps.map((s) => s * power), ...steps.map((s) => s * power * 10)];
  const distance = (s: number) => Math.abs(Math.log(s / rough));
  const step = candidates.reduce((best, s) => (distance(s) < distance(best) ? s : best));
  const first = clean(Math.floor(clean(lo / step)) * step);
  const last = clean(Math.ceil(clean(hi / step)) * step);
  const ticks: number[] = [];
  for (let i = 0; clean(first + i * step) <= last; i++) ticks.push(clean(first + i * step));
  return { domain: [first, last], ticks };
}

/**
 * The days a time axis spans: from the first day with data (not the start of a range it barely
 * covers) to `to`, at least `minDays` long, never before `from`.
 */
export function daySpan(dates: readonly string[], { from, to, minDays = 7 }: { from?: string; to?: string; minDays?: number } = {}) {
  const sorted = [...dates].sort();
  const last = to ?? sorted.at(-1);
  if (!last) return null;
  let first = sorted[0] ?? last;
  const earliest = shiftDay(last, -(minDays - 1));
  if (first > earliest) first = earliest;
  if (from && first < from) first = from;
  return { first, last };
}

const TICK_STEPS = [1, 2, 7, 14, 28, 56, 91, 182, 364];

/**
 * Day ticks from `last` back to `first` at a calendar-round step (1, 2 days, then weeks, months),
 * at most about `max` of them, so the newest day is always labelled.
 */
export function dayTicks(first: string, last: string, max = 6): string[] {
  const span = Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000);
  const step = TICK_STEPS.find((s) => span / s <= max - 1) ?? Math.ceil(span / (max - 1));
  const ticks: string[] = [];
  for (let day = last; day >= first; day = shiftDay(day, -step)) ticks.unshift(day);
  return ticks;
}
