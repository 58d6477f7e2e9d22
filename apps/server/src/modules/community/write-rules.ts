import { AppError } from "../../platform/errors";
import type { Db } from "../../db/client";
import { assertNotSuspended, canPostLinks } from "./members";
import { hasLink, type parseRichText } from "./rich-text";

/* What a member must be to write in the community, checked before anything is stored or counted. */

export interface WriteRules {
  canPostLinks: boolean;
}

/** Before a member writes something new: no suspension, and the guidelines accepted once. */
export async function assertMayWrite(db: Db, userId: string): Promise<WriteRules> {
  const profile = await assertNotSuspended(db, userId);
  if (!profile.guidelinesAcceptedAt) {
    throw new AppError("FORBIDDEN", "Read and accept the community guidelines before you post or comment.");
  }
  return { canPostLinks: await canPostLinks(db, userId) };
}

/** Before a member edits what they wrote: no suspension (they accepted the guidelines to write it). */
export async function assertMayEdit(db: Db, userId: string): Promise<WriteRules> {
  await assertNotSuspended(db, userId);
  return { canPostLinks: await canPostLinks(db, userId) };
}

/** New members can't post links: spam accounts are new. */
export function checkLinks(doc: ReturnType<typeof parseRichText>, { canPostLinks }: WriteRules): void {
  if (!canPostLinks && hasLink(doc)) {
    throw new AppError("VALIDATION_FAILED", "New members can post links after their first day. Remove the link for now.");
  }
}
