import type { MeResponse } from "@app/shared/community";

/** Until when the member may not post or comment, or null when they may. */
export function suspendedUntil(me: Pick<MeResponse, "suspendedUntil"> | undefined, now: Date = new Date()): Date | null {
  if (!me?.suspendedUntil) return null;
  const until = new Date(me.suspendedUntil);
  return until > now ? until : null;
}

/** A post's id is a UUID: anything else is no post (and needs no request to say so). */
export function isPostId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
