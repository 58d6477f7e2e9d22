import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { requireRole as guard } from "../../platform/guards";

type Role = (typeof users.role.enumValues)[number];

/** An account's role (users.role), read on each call so a change takes effect at once. */
export async function roleOf(db: Db, userId: string): Promise<Role | undefined> {
  return (await db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]?.role;
}

/** The role guard for other modules' routes, reading the users table's role column. */
export function requireRole(db: Db, roles: Role | readonly Role[], refusal?: string) {
  return guard(roles, (userId) => roleOf(db, userId), refusal);
}
