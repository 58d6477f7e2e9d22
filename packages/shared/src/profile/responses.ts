/** What the profile endpoints answer (zod/mini, for the signed-in chunks). */
import * as z from "zod/mini";
import { GOALS, ONBOARDING_OUTCOMES } from "./rules";

/**
 * `fastingPlan`: the type the start form preselects; `onboarding`: null until it ends (the app shows it until then);
 * `hasFasted`: false greets the user as new; `focusMode`: no streaks, no celebrations.
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
