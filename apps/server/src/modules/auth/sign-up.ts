import { and, eq, isNull, sql } from "drizzle-orm";
import { generateId } from "better-auth";
import type { Db } from "../../db/client";
import { accounts, emailVerifications, pendingSignups, sessions, users } from "../../db/schema";
import type { JobQueue } from "../../platform/jobs";
import type { SendMail } from "../mail";
import { accountExistsMail } from "../mail";
import { issueConfirmationLink } from "./links";

export interface SignUpRequest {
  /** The id the account gets if the address is new. */
  userId: string;
  email: string;
  name: string;
  passwordHash: string;
  callbackURL: string;
  /** SHA-256 of the browser-binding cookie set on the sign-up response. */
  browser: string;
  /**
   * The site's origin the sign-up came from (127.0.0.1 or a LAN address outside production), so
   * its links open where the binding cookie is; APP_URL when absent.
   */
  siteUrl?: string;
}

export interface SignUpDeps {
  db: Db;
  jobs: JobQueue;
  sendMail: SendMail;
  appUrl: string;
}

/**
 * Sign-up. The request only validates, hashes the password and queues this job, so its response and
 * its timing are the same whether the address is new, pending or taken. The job then, under a lock
 * on the address:
 * - new address: creates the account and mails a confirmation link;
 * - unconfirmed address: replaces the pending name and password (a password chosen before the
 *   address was proven must never survive its confirmation), voids the earlier links and mails a
 *   new one;
 * - confirmed address: changes nothing and tells the owner someone tried.
 */
export function defineSignUp({ db, jobs, sendMail, appUrl }: SignUpDeps) {
  const job = jobs.define<SignUpRequest>("auth.sign-up", (request) => completeSignUp(request));

  async function completeSignUp(request: SignUpRequest): Promise<void> {
    const { email, name, passwordHash, callbackURL, browser } = request;
    const siteUrl = request.siteUrl ?? appUrl;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account:${email}`}))`);
      const [existing] = await tx.select().from(users).where(eq(users.email, email));
      if (existing?.emailVerified) {
        await sendMail(
          { to: email, ...accountExistsMail({ name: existing.name, signInUrl: `${siteUrl}/` }) },
          { db: tx, userId: existing.id },
        );
        return;
      }
      const now = new Date();
      let userId = request.userId;
      if (existing) {
        userId = existing.id;
        await tx.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId));
        const replaced = await tx
          .update(accounts)
          .set({ password: passwordHash, updatedAt: now })
          .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
          .returning({ id: accounts.id });
        if (replaced.length === 0) await tx.insert(accounts).values(credentialAccount(userId, passwordHash));
        // An unconfirmed account cannot sign in, but nothing the old password won may outlive it.
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx
          .update(emailVerifications)
          .set({ usedAt: now })
          .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
      } else {
        await tx.insert(users).values({ id: userId, name, email, emailVerified: false });
        await tx.insert(accounts).values(credentialAccount(userId, passwordHash));
      }
      await tx
        .insert(pendingSignups)
        .values({ userId, browser })
        .onConflictDoUpdate({ target: pendingSignups.userId, set: { browser, createdAt: now } });
      await issueConfirmationLink(tx, { sendMail, appUrl: siteUrl }, { userId, email, passwordHash, callbackURL });
    });
  }

  return {
    /** Queues the sign-up; the caller has validated the input and hashed the password. */
    request: (request: SignUpRequest) => job.enqueue(request),
  };
}

export function newUserId(): string {
  return generateId();
}

export function credentialAccount(userId: string, password: string) {
  // The shape Better Auth writes for an e-mail and password account.
  return { id: generateId(), accountId: userId, providerId: "credential", userId, password };
}
