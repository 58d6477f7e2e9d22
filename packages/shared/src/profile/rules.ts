/** The onboarding profile and the targets derived from its answers. No zod here: the app bundles this. */
import { isFastingType } from "../fasting/rules";
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

export const ONBOARDING_STEPS = 4;

/** A usual fasting plan is stored as the fast's type. */
export const isFastingPlan: (value: string) => boolean = isFastingType;

/** Protein per kg by goal (docs/nutrition-targets.md), inside the ISSN position stand's 1.2–2.0 g/kg (Jäger et al., 2017). */
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
 * Protein per kg of the goal weight (so a later goal weight follows), else as grams of the current weight. Potassium
 * and magnesium: the DRI once the sex is given (age band 31–50 by default).
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
