import { deriveTargets, type OnboardingBody, type PreferencesBody, type ProfileResponse } from "@app/shared/profile";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userProfiles } from "../../db/schema";
import { rateLimitsPerDb } from "../../platform/rate-limit";
import { hasFasted } from "../fasting";
import { getTargets, saveTargets } from "../food";
import { patchUnits, saveWeight } from "../progress";

/** Onboarding may be gone through again from Settings, but not without end. */
export const ONBOARDINGS_PER_HOUR = 20;

const profileRateLimits = rateLimitsPerDb({
  onboarding: { key: "profile-onboarding", limit: ONBOARDINGS_PER_HOUR, what: "onboarding answers saved" },
});

/** The profile as the app and the export read it. */
export const profileColumns = {
  goal: userProfiles.goal,
  fastingPlan: userProfiles.fastingPlan,
  eatsDairy: userProfiles.eatsDairy,
  eatsEggs: userProfiles.eatsEggs,
  onboardingOutcome: userProfiles.onboardingOutcome,
  onboardingAt: userProfiles.onboardingAt,
  focusMode: userProfiles.focusMode,
};

export async function getProfile(db: Db, { userId }: { userId: string }): Promise<ProfileResponse> {
  const [[row], fasted] = await Promise.all([
    db.select(profileColumns).from(userProfiles).where(eq(userProfiles.userId, userId)),
    hasFasted(db, userId),
  ]);
  return {
    goal: row?.goal ?? null,
    fastingPlan: row?.fastingPlan ?? null,
    eatsDairy: row?.eatsDairy ?? null,
    eatsEggs: row?.eatsEggs ?? null,
    onboarding: row?.onboardingOutcome && row.onboardingAt ? { outcome: row.onboardingOutcome, at: row.onboardingAt.toISOString() } : null,
    hasFasted: fasted,
    focusMode: row?.focusMode ?? false,
  };
}

/** Saves the user's preferences (a user who has no profile row yet gets one). */
export async function savePreferences(db: Db, { userId, body }: { userId: string; body: PreferencesBody }): Promise<ProfileResponse> {
  await db
    .insert(userProfiles)
    .values({ userId, ...body })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...body, updatedAt: sql`now()` } });
  return getProfile(db, { userId });
}

/**
 * Ends onboarding (completed or skipped) with the answers given, each saved where it is used
 * (weigh-in and unit in progress, goal weight, sex, age band and derived targets in the nutrition
 * targets, the rest on the profile). An answer left out changes nothing; the targets are derived
 * again only when an answer they follow changed, so targets edited since are not overwritten.
 */
export async function finishOnboarding(db: Db, { userId, body }: { userId: string; body: OnboardingBody }): Promise<ProfileResponse> {
  return profileRateLimits(db).onboarding.consume(userId, async () => {
    const { answers, date, outcome } = body;
    if (answers.weightUnit) await patchUnits(db, { userId, patch: { weightUnit: answers.weightUnit } });
    if (answers.currentWeightKg != null) await saveWeight(db, { userId, body: { date, weightKg: answers.currentWeightKg } });
    if (await targetAnswersChanged(db, userId, answers)) {
      const derived = deriveTargets(answers);
      if (Object.keys(derived).length > 0) await saveTargets(db, userId, derived);
    }

    const given = Object.fromEntries(
      (["goal", "fastingPlan", "eatsDairy", "eatsEggs"] as const).flatMap((key) => (answers[key] == null ? [] : [[key, answers[key]]])),
    );
    const ended = { onboardingOutcome: outcome, onboardingAt: sql`now()` };
    await db
      .insert(userProfiles)
      .values({ userId, ...given, ...ended })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { ...given, ...ended, updatedAt: sql`now()` } });
    return getProfile(db, { userId });
  });
}

/** Whether this request changes an answer the targets are derived from (a current weight is a new weigh-in). */
async function targetAnswersChanged(db: Db, userId: string, answers: OnboardingBody["answers"]): Promise<boolean> {
  if (answers.currentWeightKg != null) return true;
  const [[kept], stored] = await Promise.all([
    db.select({ goal: userProfiles.goal }).from(userProfiles).where(eq(userProfiles.userId, userId)),
    getTargets(db, { userId }),
  ]);
  const differs = <T>(given: T | null | undefined, was: T | null | undefined) => given != null && given !== was;
  return (
    differs(answers.goal, kept?.goal) ||
    differs(answers.goalWeightKg, stored.targets.goalWeightKg) ||
    differs(answers.sex, stored.profile.sex) ||
    differs(answers.ageBand, stored.profile.ageBand)
  );
}

/** A user made by the test fixtures counts as onboarded unless the test asks otherwise. */
export async function markOnboarded(db: Db, userId: string): Promise<void> {
  await db.insert(userProfiles).values({ userId, onboardingOutcome: "completed", onboardingAt: new Date() }).onConflictDoNothing();
}
