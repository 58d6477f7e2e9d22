import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { generateId } from "better-auth";
import { z } from "zod";
import { emailSchema, fullNameSchema } from "@app/shared/auth";
import { PLAN_IDS } from "@app/shared/billing";
import { targetHours } from "@app/shared/fasting";
import type { Db } from "../../db/client";
import { accounts, fastingSessions, subscriptions, users } from "../../db/schema";
import { jsonBody } from "../../platform/validate";
import { credentialAccount, hashPassword, type Auth } from "../auth";
import { subscribeInTestMode } from "../billing";
import { markOnboarded } from "../profile";

const createUserSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1).max(128),
  name: fullNameSchema,
  /** A Premium plan bought through the test-mode checkout. */
  plan: z.enum(PLAN_IDS).optional(),
  /** A community moderator (which only `npm run admin` grants outside the tests). */
  role: z.enum(["member", "moderator"]).optional(),
  /** An account this many days old (new members can't post links). */
  ageDays: z.number().int().min(0).max(3650).optional(),
  /** false: a brand-new user who has not been through onboarding (by default fixtures' users have). */
  onboarded: z.boolean().optional(),
});

/** Fasts with chosen times, for the fasting calendar's and zones' browser tests; without an end, the running fast. */
const createFastsSchema = z.strictObject({
  userId: z.string().min(1),
  fasts: z
    .array(
      z.strictObject({
        fastingType: z.string().min(1).max(32),
        startTime: z.iso.datetime({ offset: true }),
        endTime: z.iso.datetime({ offset: true }).optional(),
        durationHours: z.number().min(0).max(1000).optional(),
      }),
    )
    .max(100),
});

// A hash is salted, so one serves every test account with that password; hashing is slow on
// purpose, and the tests' users share a password.
const passwordHashes = new Map<string, Promise<string>>();
/** A password's hash, made once per process: for test accounts only. */
export function testPasswordHash(password: string): Promise<string> {
  if (!passwordHashes.has(password)) passwordHashes.set(password, hashPassword(password));
  return passwordHashes.get(password)!;
}

/**
 * Fixtures for the browser tests: a confirmed account in one call, written straight to the
 * database, and a session for it, instead of a sign-up through SMTP, a confirmation link and a
 * sign-in in every test (a few journeys in e2e/auth.spec.ts still go the whole way). Mounted only
 * when NODE_ENV=test and TEST_FIXTURES=1, which production refuses to start with.
 */
export function testingRoutes({ db, auth }: { db: Db; auth: Auth }) {
  return (
    new Hono()
      .post("/users", jsonBody(createUserSchema), async (c) => {
        const input = c.req.valid("json");
        const userId = generateId();
        const passwordHash = await testPasswordHash(input.password);
        await db.transaction(async (tx) => {
          const createdAt = new Date(Date.now() - (input.ageDays ?? 0) * 86_400_000);
          await tx
            .insert(users)
            .values({ id: userId, email: input.email.toLowerCase(), name: input.name, emailVerified: true, role: input.role, createdAt });
          await tx.insert(accounts).values(credentialAccount(userId, passwordHash));
          if (input.plan) await subscribeInTestMode(tx, { userId, plan: input.plan });
        });
        if (input.onboarded !== false) await markOnboarded(db, userId);
        return c.json({ userId }, 201);
      })
      // Signs the caller in as a confirmed user, as a confirmation link does: its cookie is set.
      .post("/sessions", jsonBody(z.strictObject({ userId: z.string().min(1) })), async (c) => {
        const response = await auth.api.signInConfirmedUser({ body: c.req.valid("json"), headers: c.req.raw.headers, asResponse: true });
        if (!response.ok) return c.json({ error: { code: "NOT_FOUND", message: "No confirmed user with that id." } }, 404);
        for (const cookie of response.headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
        return c.body(null, 204);
      })
      .post("/fasts", jsonBody(createFastsSchema), async (c) => {
        const input = c.req.valid("json");
        const rows = input.fasts.map((f) => ({
          ...f,
          userId: input.userId,
          targetHours: targetHours(f.fastingType),
          startTime: new Date(f.startTime),
          endTime: f.endTime ? new Date(f.endTime) : null,
          durationHours: f.durationHours ?? null,
        }));
        if (rows.length > 0) await db.insert(fastingSessions).values(rows);
        return c.json({ created: rows.length }, 201);
      })
      // A user's subscription rows as the database holds them (billing's browser tests: a deleted
      // account's plan is cancelled and gone).
      .get("/subscriptions/:userId", async (c) => {
        const rows = await db
          .select({ source: subscriptions.source, plan: subscriptions.plan, status: subscriptions.status })
          .from(subscriptions)
          .where(eq(subscriptions.userId, c.req.param("userId")));
        return c.json({ subscriptions: rows });
      })
  );
}
