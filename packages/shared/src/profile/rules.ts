/**
 * The user's profile from the first-run onboarding (goal, usual fasting plan, diet) and the
 * targets derived from its answers. No zod here: the app bundles this.
 */
import { CUSTOM_FASTING_PATTERN, CUSTOM_MAX_HOURS, CUSTOM_MIN_HOURS, PRESET_FASTING_TYPES } from "../fasting/rules";
import type { AgeBand, Sex } from "../nutrition/rules";

export const GOALS = ["lose-fat", "maintain", "gain-muscle", "health"] as const;
export type Goal = (typeof GOALS)[number];
export const GOAL_LABELS: Record<Goal, string> = {
  "lose-fat": "Lose fat",
  maintain: "Maintain",
  "gain-muscle": "Gain muscle",
  health: "Health",
};

/** How onboarding ended: every answer given or not, or "Skip setup". */
export const ONBOARDING_OUTCOMES = ["completed", "skipped"] as const;
export type OnboardingOutcome = (typeof ONBOARDING_OUTCOMES)[number];

export const ONBOARDING_STEPS = 4;

/** A usual fasting plan is stored as the fast's type: "16:8", …, "24:0" or "Custom {n}h". */
export function isFastingPlan(value: string): boolean {
  if ((PRESET_FASTING_TYPES as readonly string[]).includes(value)) return true;
  const custom = CUSTOM_FASTING_PATTERN.exec(value);
  if (!custom) return false;
  const hours = Number(custom[1]);
  return hours >= CUSTOM_MIN_HOURS && hours <= CUSTOM_MAX_HOURS;
}

/**
 * Protein per kg of body weight by goal (docs/nutrition-targets.md), all inside the 1.2–2.0 g/kg
 * range of the ISSN position stand (Jäger et al., 2017); the weight is the goal weight when given,
 * else the current weight.
 */
export const PROTEIN_PER_KG_BY_GOAL: Record<Goal, number> = {
  health: 1.2,
  maintain: 1.4,
  "lose-fat": 1.6,
  "gain-muscle": 2.0,
};

/**
 * Potassium (AI) and magnesium (RDA) by sex and age band, mg a day: NASEM, DRIs for Sodium and
 * Potassium (2019); IOM, DRIs for Calcium, Phosphorus, Magnesium, Vitamin D, and Fluoride (1997).
 */
export const ELECTROLYTE_REFERENCES: Record<Sex, Record<AgeBand, { potassiumMg: number; magnesiumMg: number }>> = {
  female: {
    "19-30": { potassiumMg: 2600, magnesiumMg: 310 },
    "31-50": { potassiumMg: 2600, magnesiumMg: 320 },
    "51-70": { potassiumMg: 2600, magnesiumMg: 320 },
    "71+": { potassiumMg: 2600, magnesiumMg: 320 },
  },
  male: {
    "19-30": { potassiumMg: 3400, magnesiumMg: 400 },
    "31-50": { potassiumMg: 3400, magnesiumMg: 420 },
    "51-70": { potassiumMg: 3400, magnesiumMg: 420 },
    "71+": { potassiumMg: 3400, magnesiumMg: 420 },
  },
};

export interface TargetAnswers {
  goal?: Goal | null;
  currentWeightKg?: number | null;
  goalWeightKg?: number | null;
  sex?: Sex | null;
  ageBand?: AgeBand | null;
}

/** What the answers set in the nutrition targets; a target no answer bears on is left as it is. */
export interface DerivedTargets {
  goalWeightKg?: number;
  proteinMode?: "grams" | "perKg";
  proteinPerKg?: number;
  proteinGrams?: number;
  potassiumMg?: number;
  magnesiumMg?: number;
  sex?: Sex;
  ageBand?: AgeBand;
}

/**
 * Protein: the goal's g/kg of the goal weight (kept per kg, so a later goal weight follows), or of
 * the current weight (as grams) when only that is given. Potassium and magnesium: the DRI for the
 * sex and age band once the sex is given (the age band defaults to 31–50 for magnesium).
 */
export function deriveTargets(answers: TargetAnswers): DerivedTargets {
  const derived: DerivedTargets = {};
  if (answers.goalWeightKg != null) derived.goalWeightKg = answers.goalWeightKg;
  if (answers.sex) derived.sex = answers.sex;
  if (answers.ageBand) derived.ageBand = answers.ageBand;
  if (answers.goal) {
    const perKg = PROTEIN_PER_KG_BY_GOAL[answers.goal];
    if (answers.goalWeightKg != null) {
      derived.proteinMode = "perKg";
      derived.proteinPerKg = perKg;
    } else if (answers.currentWeightKg != null) {
      derived.proteinMode = "grams";
      derived.proteinGrams = Math.min(500, Math.max(10, Math.round(perKg * answers.currentWeightKg)));
    }
  }
  if (answers.sex) Object.assign(derived, ELECTROLYTE_REFERENCES[answers.sex][answers.ageBand ?? "31-50"]);
  return derived;
}
