import * as z from "zod/mini";
import { AGE_BANDS, SEXES, TARGET_LIMITS } from "../nutrition/rules";
import { progressDaySchema, weightKgSchema } from "../progress/requests";
import { WEIGHT_UNITS } from "../progress/rules";
import { GOALS, ONBOARDING_OUTCOMES, isFastingPlan } from "./rules";

/* What the profile endpoints accept. */

const goalWeightMessage = `Goal weight must be between ${TARGET_LIMITS.goalWeightKg.min} and ${TARGET_LIMITS.goalWeightKg.max} kg.`;

/** Every answer is optional: a step skipped leaves its answers out (or null). */
export const onboardingAnswersSchema = z.partial(
  z.strictObject({
    goal: z.nullable(z.enum(GOALS, { error: "goal must be one of lose-fat, maintain, gain-muscle, health." })),
    weightUnit: z.nullable(z.enum(WEIGHT_UNITS, { error: 'weightUnit must be "kg" or "lb".' })),
    currentWeightKg: z.nullable(weightKgSchema),
    goalWeightKg: z.nullable(
      z
        .number({ error: "Goal weight must be a number." })
        .check(z.minimum(TARGET_LIMITS.goalWeightKg.min, goalWeightMessage), z.maximum(TARGET_LIMITS.goalWeightKg.max, goalWeightMessage)),
    ),
    fastingPlan: z.nullable(z.string().check(z.refine(isFastingPlan, 'fastingPlan must be 16:8, 18:6, 20:4, 24:0 or "Custom {1-72}h".'))),
    sex: z.nullable(z.enum(SEXES, { error: 'sex must be "female" or "male".' })),
    ageBand: z.nullable(z.enum(AGE_BANDS, { error: "ageBand must be one of 19-30, 31-50, 51-70, 71+." })),
    eatsDairy: z.nullable(z.boolean({ error: "eatsDairy must be true or false." })),
    eatsEggs: z.nullable(z.boolean({ error: "eatsEggs must be true or false." })),
  }),
);
export type OnboardingAnswers = z.infer<typeof onboardingAnswersSchema>;

/** The end of onboarding: the outcome, the user's today (the current weight's weigh-in day) and the answers. */
export const onboardingBodySchema = z.strictObject({
  outcome: z.enum(ONBOARDING_OUTCOMES, { error: 'outcome must be "completed" or "skipped".' }),
  date: progressDaySchema,
  answers: z._default(onboardingAnswersSchema, {}),
});
export type OnboardingBody = z.infer<typeof onboardingBodySchema>;

/** PATCH /api/profile/preferences: how the app treats the user (focus mode: no streaks, no celebrations). */
export const preferencesBodySchema = z.strictObject({
  focusMode: z.boolean({ error: "focusMode must be true or false." }),
});
export type PreferencesBody = z.infer<typeof preferencesBodySchema>;
