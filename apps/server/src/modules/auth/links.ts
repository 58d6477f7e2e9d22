import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { emailVerifications } from "../../db/schema";
import type { SendMail } from "../mail";
import { verifyEmailMail } from "../mail";

export const CONFIRMATION_TTL_SECONDS = 24 * 60 * 60;

/** 256 random bits, URL-safe: tokens in links and cookies. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Names one password hash without revealing it: what a confirmation link is bound to. */
export function credentialFingerprint(passwordHash: string): string {
  return sha256(`credential:${passwordHash}`);
}

export interface ConfirmationLinkDeps {
  sendMail: SendMail;
  appUrl: string;
}

/**
 * Creates a one-time confirmation link for the password the account has now, and queues the mail,
 * both inside the caller's transaction.
 */
export async function issueConfirmationLink(
  tx: Db,
  { sendMail, appUrl }: ConfirmationLinkDeps,
  { userId, email, passwordHash, callbackURL }: { userId: string; email: string; passwordHash: string; callbackURL: string },
): Promise<void> {
  const token = newToken();
  await tx.insert(emailVerifications).values({
    tokenHash: sha256(token),
    userId,
    credential: credentialFingerprint(passwordHash),
    expiresAt: new Date(Date.now() + CONFIRMATION_TTL_SECONDS * 1000),
  });
  const url = `${appUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(callbackURL)}`;
  await sendMail({ to: email, ...verifyEmailMail({ url }) }, { db: tx, userId });
}
