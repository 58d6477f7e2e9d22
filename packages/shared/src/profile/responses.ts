/** What the profile endpoints answer (zod/mini, for the signed-in chunks). */
import * as z from "zod/mini";
import { GOALS, ONBOARDING_OUTCOMES } from "./rules";

/**
 * The onboarding answers kept on the profile. `fastingPlan` is a fast's type ("16:8", "Custom 36h")
 * the start form preselects; `onboarding` is how and when it ended (null: not yet, so the app shows
 * it); `hasFasted`: whether the user has started a fast yet (until then the dashboard greets them
 * as new); `focusMode`: the user asked the app to show no streaks and no celebrations.
 */
export const profileResponse = z.object({
  goal: z.nullable(z.enum(GOALS)),
  fastingPlan: z.nullable(z.string()),
  eatsDairy: z.nullable(z.boolean()),
  eatsEggs: z.nullable(z.boolean()),
  onboarding: z.nullable(z.object({ outcome: z.enum(ONBOARDING_OUTCOMES), at: z.string() })),
  hasFasted: z.boolean(),
  focusMode: z.boolean(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;
