import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, emailVerifications, pendingSignups, users } from "../../db/schema";
import { verifyPassword } from "./password";
import { credentialFingerprint, sha256 } from "./links";

export type LinkProblem = "INVALID_TOKEN" | "TOKEN_EXPIRED" | "LINK_ALREADY_USED";

export type LinkCheck = { ok: true; userId: string; email: string; passwordHash: string } | { ok: false; error: LinkProblem };

/**
 * What a confirmation link is worth now. It confirms only the password it was issued for: once a
 * later sign-up has replaced that password, the link is invalid.
 */
async function checkLink(db: Db, token: string, { lock }: { lock: boolean }): Promise<LinkCheck> {
  const query = db
    .select({
      userId: emailVerifications.userId,
      credential: emailVerifications.credential,
      expiresAt: emailVerifications.expiresAt,
      usedAt: emailVerifications.usedAt,
      email: users.email,
      verified: users.emailVerified,
      passwordHash: accounts.password,
    })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(eq(emailVerifications.tokenHash, sha256(token)));
  // Locks the link and the password it confirms, so a sign-up replacing that password waits.
  const [row] = lock ? await query.for("update", { of: [emailVerifications, accounts] }) : await query;
  if (!row || !row.passwordHash) return { ok: false, error: "INVALID_TOKEN" };
  if (row.usedAt || row.verified) return { ok: false, error: "LINK_ALREADY_USED" };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, error: "TOKEN_EXPIRED" };
  if (credentialFingerprint(row.passwordHash) !== row.credential) return { ok: false, error: "INVALID_TOKEN" };
  return { ok: true, userId: row.userId, email: row.email, passwordHash: row.passwordHash };
}

/** Whether this browser is the one that chose the pending password (see pendingSignups). */
export async function isSigningUpBrowser(db: Db, { userId, binding }: { userId: string; binding: string | undefined }): Promise<boolean> {
  if (!binding) return false;
  const [pending] = await db.select({ browser: pendingSignups.browser }).from(pendingSignups).where(eq(pendingSignups.userId, userId));
  return pending?.browser === sha256(binding);
}

export function inspectConfirmationLink(db: Db, token: string): Promise<LinkCheck> {
  return checkLink(db, token, { lock: false });
}

export type ConfirmResult = { ok: true; userId: string } | { ok: false; error: LinkProblem | "INVALID_PASSWORD" };

/**
 * Uses a confirmation link: checks it again under a lock, checks the password when the link was
 * opened away from the browser that signed up, then marks the link used and the address confirmed.
 * The database then voids every other link of the account.
 */
export async function confirmEmail(db: Db, { token, password }: { token: string; password?: string }): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const link = await checkLink(tx, token, { lock: true });
    if (!link.ok) return link;
    if (password !== undefined && !(await verifyPassword({ hash: link.passwordHash, password }))) {
      return { ok: false, error: "INVALID_PASSWORD" } as const;
    }
    const now = new Date();
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(eq(emailVerifications.tokenHash, sha256(token)));
    await tx.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, link.userId));
    return { ok: true, userId: link.userId } as const;
  });
}
