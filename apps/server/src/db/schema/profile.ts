import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { GOALS, ONBOARDING_OUTCOMES } from "@app/shared/profile";
import { userColumn } from "./user-column";

/**
 * The first-run answers that belong to no other module (goal, usual fasting plan, diet) and how
 * onboarding ended. Weights, units, sex and age band live where they are used (progress, food).
 */
export const userProfiles = pgTable(
  "user_profiles",
  {
    userId: userColumn().primaryKey(),
    goal: text("goal", { enum: GOALS }),
    /** A fast's type: "16:8", …, "24:0" or "Custom {n}h". */
    fastingPlan: text("fasting_plan"),
    eatsDairy: boolean("eats_dairy"),
    eatsEggs: boolean("eats_eggs"),
    onboardingOutcome: text("onboarding_outcome", { enum: ONBOARDING_OUTCOMES }),
    onboardingAt: timestamp("onboarding_at", { withTimezone: true }),
    /** Focus mode: the app shows no streaks and no celebrations (Settings; free for everyone). */
    focusMode: boolean("focus_mode").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("user_profiles_onboarding", sql`(${t.onboardingOutcome} is null) = (${t.onboardingAt} is null)`)],
);
