import { randomInt } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, NEW_MEMBER_HOURS, type MeResponse, type Member } from "@app/shared/community";
import { preparedQuery, rowsOf, type Db } from "../../db/client";
import { blocks, communityProfiles, users } from "../../db/schema";
import { AppError, isPgError } from "../../platform/errors";
import { roleOf } from "../account";

export type Profile = typeof communityProfiles.$inferSelect;

/** Roles that may moderate the community (granted by `npm run admin`, never by an endpoint). */
export const MODERATOR_ROLES = ["moderator", "admin"] as const;

/** A first name as a display name: "Ann Lee" → "Ann"; too short or unusable → "Member". */
function defaultName(fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? "";
  // A name typed as an address would show most of it: never.
  if (first.includes("@")) return "Member";
  const cleaned = first.replace(/[@<>]/g, "").slice(0, DISPLAY_NAME_MAX);
  return cleaned.length >= DISPLAY_NAME_MIN ? cleaned : "Member";
}

// Every feed page queries the member's profile (their last visit): prepared once per database.
const profileOf = preparedQuery((db) =>
  db
    .select()
    .from(communityProfiles)
    .where(eq(communityProfiles.userId, sql.placeholder("userId")))
    .prepare("carnitrack_community_profile"),
);

/**
 * The member's profile, made on first use with their first name as display name ("Ann", then
 * "Ann 2" … "Ann 5" when taken, whatever the case, then "Ann" and a random number: a common first
 * name taken by hundreds, or many newcomers of one name at once, still gets a name at once).
 */
export async function ensureProfile(db: Db, userId: string): Promise<Profile> {
  const [existing] = await profileOf(db).execute({ userId });
  if (existing) return existing;
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const base = defaultName(user?.name ?? "");
  for (let n = 1; n < 50; n++) {
    const suffix = n === 1 ? "" : n <= 5 ? ` ${n}` : ` ${randomInt(6, 100_000)}`;
    const displayName = `${base.slice(0, DISPLAY_NAME_MAX - suffix.length)}${suffix}`;
    try {
      const [row] = await db
        .insert(communityProfiles)
        .values({ userId, displayName })
        .onConflictDoNothing({ target: communityProfiles.userId })
        .returning();
      if (row) return row;
      // Made in the meantime by another request of the same member.
      const [made] = await db.select().from(communityProfiles).where(eq(communityProfiles.userId, userId));
      if (made) return made;
    } catch (err) {
      if (!isPgError(err, "23505")) throw err;
    }
  }
  throw new AppError("CONFLICT", "We couldn't give you a display name: choose one in Settings.");
}

/** Whether an account's role moderates the community. */
export function isModeratorRole(role: string | null | undefined): boolean {
  return (MODERATOR_ROLES as readonly string[]).includes(role ?? "");
}

/** Whether an account is old enough to post links. */
export async function canPostLinks(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return !!row && Date.now() - row.createdAt.getTime() >= NEW_MEMBER_HOURS * 3_600_000;
}

export async function me(db: Db, userId: string): Promise<MeResponse> {
  const profile = await ensureProfile(db, userId);
  const [links, moderator] = await Promise.all([canPostLinks(db, userId), roleOf(db, userId).then(isModeratorRole)]);
  const suspended = profile.suspendedUntil && profile.suspendedUntil > new Date() ? profile.suspendedUntil.toISOString() : null;
  return {
    memberId: profile.memberId,
    displayName: profile.displayName,
    guidelinesAccepted: profile.guidelinesAcceptedAt !== null,
    suspendedUntil: suspended,
    canPostLinks: links,
    moderator,
  };
}

/** A member a moderator suspended may read and like, not write (nor edit what they wrote). */
export async function assertNotSuspended(db: Db, userId: string): Promise<Profile> {
  const profile = await ensureProfile(db, userId);
  if (profile.suspendedUntil && profile.suspendedUntil > new Date()) {
    const until = profile.suspendedUntil.toLocaleString("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
    throw new AppError("FORBIDDEN", `A moderator suspended you from posting until ${until} UTC. You can still read and like.`);
  }
  return profile;
}

/** A new display name. It shows on everything they wrote: a suspended member keeps the one they had. */
export async function renameMember(db: Db, { userId, displayName }: { userId: string; displayName: string }): Promise<MeResponse> {
  await assertNotSuspended(db, userId);
  try {
    await db.update(communityProfiles).set({ displayName, updatedAt: new Date() }).where(eq(communityProfiles.userId, userId));
  } catch (err) {
    if (isPgError(err, "23505")) throw new AppError("CONFLICT", "That display name is taken. Try another one.");
    throw err;
  }
  return me(db, userId);
}

/** "I agree" to the guidelines, once: needed before a member's first post or comment. */
export async function acceptGuidelines(db: Db, { userId }: { userId: string }): Promise<MeResponse> {
  await ensureProfile(db, userId);
  await db
    .update(communityProfiles)
    .set({ guidelinesAcceptedAt: sql`coalesce(${communityProfiles.guidelinesAcceptedAt}, now())` })
    .where(eq(communityProfiles.userId, userId));
  return me(db, userId);
}

/** The account behind a public member id, or a 404 that says nothing more. */
export async function userOfMember(db: Db, memberId: string): Promise<string> {
  const [row] = await db
    .select({ userId: communityProfiles.userId })
    .from(communityProfiles)
    .where(eq(communityProfiles.memberId, memberId));
  if (!row) throw new AppError("NOT_FOUND", "There is no such member.");
  return row.userId;
}

/** Public faces of some accounts (their profiles are made if they have none yet). */
export async function membersOf(db: Db, userIds: string[]): Promise<Map<string, Member>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ userId: communityProfiles.userId, id: communityProfiles.memberId, displayName: communityProfiles.displayName })
    .from(communityProfiles)
    .where(inArray(communityProfiles.userId, ids));
  const found = new Map(rows.map((r) => [r.userId, { id: r.id, displayName: r.displayName }]));
  for (const id of ids) {
    if (!found.has(id)) {
      const profile = await ensureProfile(db, id);
      found.set(id, { id: profile.memberId, displayName: profile.displayName });
    }
  }
  return found;
}

export async function block(db: Db, { userId, memberId }: { userId: string; memberId: string }): Promise<void> {
  const other = await userOfMember(db, memberId);
  if (other === userId) throw new AppError("VALIDATION_FAILED", "You can't block yourself.");
  await db.insert(blocks).values({ userId, blockedUserId: other }).onConflictDoNothing();
}

export async function unblock(db: Db, { userId, memberId }: { userId: string; memberId: string }): Promise<void> {
  const other = await userOfMember(db, memberId);
  await db.delete(blocks).where(and(eq(blocks.userId, userId), eq(blocks.blockedUserId, other)));
}

export async function blockedMembers(db: Db, userId: string): Promise<Member[]> {
  const rows = rowsOf<{ id: string; display_name: string }>(
    await db.execute(sql`
      select p.member_id as id, p.display_name from ${blocks} b
      join ${communityProfiles} p on p.user_id = b.blocked_user_id
      where b.user_id = ${userId} order by lower(p.display_name)`),
  );
  return rows.map((r) => ({ id: String(r.id), displayName: r.display_name }));
}
