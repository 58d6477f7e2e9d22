import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users, verifications } from "../../db/schema";
import { AppError } from "../../platform/errors";
import { hashIdentifier } from "./auth";
import { weakPasswordReason, type PasswordOwner } from "./password-policy";

/*
 * New passwords must not be weak for their owner: checked where we know the owner's address and
 * name (from the sign-up body, the session, or the reset link), before the password is stored.
 */

/**
 * Refuses a new password that is weak for its owner: a 400 `WEAK_PASSWORD` with the reason, which
 * a form shows at its password field.
 */
export async function checkNewPassword(password: string, owner: PasswordOwner): Promise<void> {
  const reason = await weakPasswordReason(password, owner);
  if (reason) throw new AppError("WEAK_PASSWORD", reason);
}

/** The user a password reset link is for, while it is valid. */
export async function resetLinkOwner(db: Db, token: string): Promise<{ userId: string; email: string; name: string } | undefined> {
  const [row] = await db
    .select({ userId: users.id, email: users.email, name: users.name })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(and(eq(verifications.identifier, hashIdentifier(`reset-password:${token}`)), gt(verifications.expiresAt, new Date())));
  return row;
}

/** The reset link came through the mailbox: that proves the address as well as a confirmation link does. */
export async function confirmAddressByReset(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)));
}
