import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { requireRole as guard } from "../../platform/guards";

/** The role guard for other modules' routes, reading the users table's role column. */
export function requireRole(db: Db, role: "admin" | "member") {
  return guard(role, async (userId) => (await db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]?.role);
}
