import { eq, sql } from "drizzle-orm";
import { DEFAULT_TARGETS, type NutritionTargets, type TargetsPatch, type TargetsResponse } from "@app/shared/nutrition";
import type { Db } from "../../db/client";
import { nutritionTargets } from "../../db/schema";
import { logRateLimits } from "./log-rate-limit";

/**
 * What a user changed, stored as overrides of the defaults (so a better default reaches everyone
 * who never changed it) with their sex and age band for the reference intakes.
 */
type Stored = Partial<Record<keyof TargetsPatch, unknown>>;

const TARGET_KEYS = Object.keys(DEFAULT_TARGETS) as (keyof NutritionTargets)[];

function toResponse(stored: Stored): TargetsResponse {
  const targets = { ...DEFAULT_TARGETS };
  const customized: string[] = [];
  for (const key of TARGET_KEYS) {
    if (stored[key] === undefined || stored[key] === null) continue;
    (targets as Record<string, unknown>)[key] = stored[key];
    customized.push(key);
  }
  return {
    targets,
    profile: {
      sex: (stored.sex as TargetsResponse["profile"]["sex"]) ?? null,
      ageBand: (stored.ageBand as TargetsResponse["profile"]["ageBand"]) ?? null,
    },
    customized,
  };
}

export async function getTargets(db: Db, { userId }: { userId: string }): Promise<TargetsResponse> {
  const [row] = await db.select({ targets: nutritionTargets.targets }).from(nutritionTargets).where(eq(nutritionTargets.userId, userId));
  return toResponse((row?.targets ?? {}) as Stored);
}

/** Applies a change in one statement, so concurrent changes to different fields both stay. */
export async function patchTargets(db: Db, { userId, patch }: { userId: string; patch: TargetsPatch }): Promise<TargetsResponse> {
  return logRateLimits(db).edit.consume(userId, () => saveTargets(db, userId, patch));
}

/** Applies a change without counting against a rate limit: for a caller that counts its own (onboarding). */
export async function saveTargets(db: Db, userId: string, patch: TargetsPatch): Promise<TargetsResponse> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== null && v !== undefined));
  const cleared = Object.entries(patch)
    .filter(([, v]) => v === null)
    .map(([k]) => k);
  const [row] = await db
    .insert(nutritionTargets)
    .values({ userId, targets: set })
    .onConflictDoUpdate({
      target: nutritionTargets.userId,
      set: {
        targets: sql`(${nutritionTargets.targets} - array(select jsonb_array_elements_text(${JSON.stringify(cleared)}::jsonb))) || ${JSON.stringify(set)}::jsonb`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ targets: nutritionTargets.targets });
  return toResponse(row!.targets as Stored);
}

/** The goal weight the user gave with their targets, if any (the progress chart draws it). */
export async function goalWeightKg(db: Db, userId: string): Promise<number | null> {
  return (await getTargets(db, { userId })).targets.goalWeightKg;
}
