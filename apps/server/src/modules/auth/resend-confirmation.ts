import { and, eq, sql } from "drizzle-orm";
import { accounts, users } from "../../db/schema";
import { issueConfirmationLink } from "./links";
import type { SignUpDeps } from "./sign-up";

export interface ResendRequest {
  email: string;
  callbackURL: string;
  /** The site's origin the request came from (its links lead back there); APP_URL when absent. */
  siteUrl?: string;
}

/**
 * "Resend confirmation email": queued like sign-up, so the response is the same for an unknown, a
 * pending and a confirmed address, and a mail server that is down changes nothing in it. The new
 * link confirms the password the account has now.
 */
export function defineResendConfirmation({ db, jobs, sendMail, appUrl }: SignUpDeps) {
  const job = jobs.define<ResendRequest>("auth.resend-confirmation", async ({ email, callbackURL, siteUrl }) => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account:${email}`}))`);
      const [pending] = await tx
        .select({ userId: users.id, verified: users.emailVerified, passwordHash: accounts.password })
        .from(users)
        .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
        .where(eq(users.email, email));
      if (!pending || pending.verified || !pending.passwordHash) return;
      await issueConfirmationLink(
        tx,
        { sendMail, appUrl: siteUrl ?? appUrl },
        { userId: pending.userId, email, passwordHash: pending.passwordHash, callbackURL },
      );
    });
  });
  return { request: (request: ResendRequest) => job.enqueue(request) };
}
