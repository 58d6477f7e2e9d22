/**
 * Fasting zones: what the body is generally doing at each stage of a fast, as general
 * information. The hour borders are round numbers inside the ranges the reviews below give and
 * vary from person to person; docs/fasting-zones.md says which source supports which sentence.
 * No zod here: the app bundles this.
 */

const HOUR_MS = 3_600_000;

export const FASTING_ZONE_SOURCES = {
  cahill2006: {
    citation: 'Cahill GF Jr. "Fuel metabolism in starvation." Annual Review of Nutrition 26 (2006): 1–22.',
    url: "https://doi.org/10.1146/annurev.nutr.26.061505.111258",
  },
  anton2018: {
    citation:
      'Anton SD et al. "Flipping the Metabolic Switch: Understanding and Applying the Health Benefits of Fasting." Obesity 26, no. 2 (2018): 254–268.',
    url: "https://doi.org/10.1002/oby.22065",
  },
  deCabo2019: {
    citation: 'de Cabo R, Mattson MP. "Effects of Intermittent Fasting on Health, Aging, and Disease." N Engl J Med 381 (2019): 2541–2551.',
    url: "https://doi.org/10.1056/NEJMra1905136",
  },
} as const;
export type FastingZoneSource = keyof typeof FASTING_ZONE_SOURCES;

export type FastingZoneId = "fed" | "post-absorptive" | "fat-burning" | "ketosis" | "autophagy" | "extended";

export interface FastingZone {
  id: FastingZoneId;
  name: string;
  /** Hours since the fast began when the zone starts. */
  fromHours: number;
  /** When the next zone starts; null for the last, open-ended zone. */
  toHours: number | null;
  /** One or two plain sentences, never a promise. */
  summary: string;
  sources: readonly FastingZoneSource[];
}

export const FASTING_ZONES: readonly FastingZone[] = [
  {
    id: "fed",
    name: "Fed",
    fromHours: 0,
    toHours: 4,
    summary: "Your body is absorbing your last meal. Insulin is up, and energy from the meal is used and stored.",
    sources: ["cahill2006"],
  },
  {
    id: "post-absorptive",
    name: "Post-absorptive",
    fromHours: 4,
    toHours: 12,
    summary: "The meal is absorbed. Insulin falls, and the liver releases its stored glycogen as glucose to keep blood sugar steady.",
    sources: ["cahill2006", "anton2018"],
  },
  {
    id: "fat-burning",
    name: "Fat burning rises",
    fromHours: 12,
    toHours: 18,
    summary:
      "As liver glycogen runs low, fat cells release more fatty acids and the liver starts turning them into ketones. Reviews place this “metabolic switch” 12 to 36 hours in, depending on the glycogen you started with.",
    sources: ["anton2018", "deCabo2019"],
  },
  {
    id: "ketosis",
    name: "Ketosis deepens",
    fromHours: 18,
    toHours: 24,
    summary: "Ketone levels in the blood keep rising as fat and ketones supply more of your energy.",
    sources: ["anton2018", "cahill2006"],
  },
  {
    id: "autophagy",
    name: "Autophagy is studied",
    fromHours: 24,
    toHours: 48,
    summary:
      "Researchers study autophagy, cells breaking down and recycling their own parts, in fasts of this length. Most of that evidence comes from animal studies.",
    sources: ["deCabo2019"],
  },
  {
    id: "extended",
    name: "Extended fast",
    fromHours: 48,
    toHours: null,
    summary:
      "Ketones keep rising; over days without food they come to supply much of the brain's energy. Fasts this long are best done with a doctor's guidance.",
    sources: ["cahill2006"],
  },
];

/**
 * Carnivore users often ask why they "get there" sooner. Anton et al. tie the switch's timing to
 * the glycogen the liver holds when the fast begins, which a very low-carb diet keeps low.
 */
export const FAT_ADAPTED_NOTE =
  "On a carnivore or other very low-carb diet the liver holds less glycogen, so a fat-adapted body may reach ketosis sooner than these hours suggest. The hours are typical ranges, not a promise: everyone is different.";

/** The app's medical disclaimer (the same words as the food log's insights). */
export const FASTING_ZONES_DISCLAIMER = "Informational, not medical advice. Talk to your doctor about what is right for you.";

export interface ZoneAt {
  zone: FastingZone;
  /** The zone after this one; null in the last zone. */
  next: FastingZone | null;
  /** Until the next zone begins; null in the last zone. */
  msToNext: number | null;
}

function zoneIndexAt(elapsedMs: number): number {
  const hours = Math.max(0, elapsedMs) / HOUR_MS;
  let index = 0;
  while (index + 1 < FASTING_ZONES.length && hours >= FASTING_ZONES[index + 1]!.fromHours) index++;
  return index;
}

/** The zone a fast is in `elapsedMs` after it began: a zone starts at its first millisecond. */
export function zoneAt(elapsedMs: number): ZoneAt {
  const index = zoneIndexAt(elapsedMs);
  const zone = FASTING_ZONES[index]!;
  const next = FASTING_ZONES[index + 1] ?? null;
  return { zone, next, msToNext: next ? next.fromHours * HOUR_MS - Math.max(0, elapsedMs) : null };
}

/** The deepest zone a finished fast of `durationHours` reached. */
export function deepestZone(durationHours: number): FastingZone {
  return FASTING_ZONES[zoneIndexAt(durationHours * HOUR_MS)]!;
}

/** "0–4 h", "48 h and more". */
export function zoneHours(zone: FastingZone): string {
  return zone.toHours === null ? `${zone.fromHours} h and more` : `${zone.fromHours}–${zone.toHours} h`;
}
