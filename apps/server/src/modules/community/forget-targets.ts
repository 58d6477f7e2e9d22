import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reactions, reports } from "../../db/schema";

/** What stays behind a deleted post or comment: the likes and reports that point at it. */
export async function forgetTargets(db: Db, type: "post" | "comment", ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(reactions).where(and(eq(reactions.targetType, type), inArray(reactions.targetId, ids)));
  await db.delete(reports).where(and(eq(reports.targetType, type), inArray(reports.targetId, ids)));
}
