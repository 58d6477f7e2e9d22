import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { test as base, expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { parseMail, type Mail } from "@app/test-support";

export { expect };
export const PASSWORD = "grass-fed ribeye 42";

let ipCounter = 0;
/** A client address of its own for each test (the server trusts one proxy hop), so rate limits don't collide. */
function uniqueIp(): string {
  ipCounter += 1;
  const seed = (process.pid * 131 + ipCounter) % 65_000;
  return `10.${(seed >> 8) & 255}.${seed & 255}.${1 + (ipCounter % 250)}`;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

export function mailsTo(to: string): Mail[] {
  const dir = process.env.E2E_MAIL_DIR!;
  return readdirSync(dir)
    .filter((f) => f.endsWith(`-${to}.eml`))
    .sort()
    .map((f) => parseMail(readFileSync(path.join(dir, f), "utf8")));
}

/** Waits for the n-th mail (1-based) to an address to arrive over SMTP. */
export async function waitForMail(to: string, n = 1): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(
      () => {
        mail = mailsTo(to)[n - 1];
        return mail !== undefined;
      },
      { timeout: 10_000, message: `mail #${n} to ${to}` },
    )
    .toBe(true);
  return mail!;
}

export function linkIn(mail: Mail, part: string): string {
  const link = mail.links.find((l) => l.includes(part));
  if (!link) throw new Error(`no link containing ${part} in mail`);
  return link;
}

export interface TestUser {
  email: string;
  password: string;
  name: string;
  userId: string;
}

/** What the server's test fixtures make an account with (POST /api/testing/users). */
interface NewUser {
  email: string;
  password: string;
  name: string;
  plan?: "monthly" | "yearly";
  role?: "moderator";
  ageDays?: number;
  /** false: a brand-new user who will be shown onboarding (by default a fixture's user has been through it). */
  onboarded?: boolean;
}

/** A confirmed account, written straight into the database by the server's test fixtures. */
export async function createUser(api: APIRequestContext, user: NewUser): Promise<TestUser> {
  const res = await api.post("/api/testing/users", { data: user });
  expect(res.status()).toBe(201);
  const { userId } = (await res.json()) as { userId: string };
  return { email: user.email, password: user.password, name: user.name, userId };
}

/** Signs a page in as `user` with their password (its cookie is the browser context's). */
export async function signIn(page: Page, user: Pick<TestUser, "email" | "password">) {
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email: user.email, password: user.password } });
  expect(res.status()).toBe(200);
}

/** Starts a session for `user` in the page's browser context straight from the server's test fixtures. */
async function startSession(page: Page, user: Pick<TestUser, "userId">) {
  expect((await page.request.post("/api/testing/sessions", { data: { userId: user.userId } })).status()).toBe(204);
}

interface Options {
  /**
   * Tests that cause errors on purpose (error boundary, failed chunk loads) opt out of the
   * "no console errors" check with `test.use({ allowConsoleErrors: true })`.
   */
  allowConsoleErrors: boolean;
  /** The plan of `premiumUser`: `test.use({ premiumPlan: "yearly" })` where a test shows the Annual tier. */
  premiumPlan: "monthly" | "yearly";
  /** How many days old `premiumUser`'s account is (a week old may post links in the community). */
  premiumAgeDays: number;
}

interface Fixtures {
  clientIp: string;
  api: APIRequestContext;
  /** A confirmed account, created directly in the database. */
  user: TestUser;
  /** A page already signed in as `user`. */
  signedInPage: Page;
  /** A confirmed account with Premium (`premiumPlan`, through the test-mode checkout), created directly in the database. */
  premiumUser: TestUser;
  /** A page already signed in as `premiumUser`. */
  premiumPage: Page;
}

export const test = base.extend<Fixtures & Options>({
  allowConsoleErrors: [false, { option: true }],
  premiumPlan: ["monthly", { option: true }],
  premiumAgeDays: [0, { option: true }],
  clientIp: async ({}, use) => use(uniqueIp()),
  extraHTTPHeaders: async ({ clientIp }, use) => use({ "x-forwarded-for": clientIp }),
  api: async ({ baseURL, clientIp }, use) => {
    const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": clientIp, origin: baseURL! } });
    await use(api);
    await api.dispose();
  },
  user: async ({ api }, use) => {
    // Straight into the database (the server's test fixtures): the full sign-up journey through
    // SMTP and the confirmation link is tested in auth.spec.ts, not repeated by every test.
    await use(await createUser(api, { email: uniqueEmail(), password: PASSWORD, name: "Casey Carnivore" }));
  },
  signedInPage: async ({ page, user }, use) => {
    await startSession(page, user);
    await use(page);
  },
  premiumUser: async ({ api, premiumPlan, premiumAgeDays }, use) => {
    const user = { email: uniqueEmail("premium"), password: PASSWORD, name: "Pat Premium" };
    await use(await createUser(api, { ...user, plan: premiumPlan, ...(premiumAgeDays && { ageDays: premiumAgeDays }) }));
  },
  premiumPage: async ({ page, premiumUser }, use) => {
    await startSession(page, premiumUser);
    await use(page);
  },
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors = consoleErrorsOf(page);
    await use(page);
    if (!allowConsoleErrors) expect(errors, "console errors").toEqual([]);
  },
});

/**
 * The page's console errors and uncaught exceptions, as they happen: an unexpected one fails a
 * test (expected network 4xx answers are logged by the browser as "Failed to load resource";
 * those are fine).
 */
export function consoleErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

/** A toast (either toaster) containing `text`. */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/**
 * Closes every toast, as a user does before reaching what it covers: on a phone the toaster spans
 * the header, and a pointer resting on a toast pauses its timer, so waiting it out may never end.
 * A toast may leave by itself between finding it and clicking it, hence the short tries.
 */
export async function closeToasts(page: Page) {
  const toasts = page.locator("[data-sonner-toast]");
  await expect(async () => {
    // Forced: a toast still sliding in never stands still long enough for an ordinary click, which
    // waited out its retry delay on each try. Each close button sits at its
    // toast's top-left corner, clear of the actions (Undo) at the right.
    for (const close of await toasts.getByRole("button", { name: "Close toast" }).all()) {
      await close.click({ timeout: 500, force: true }).catch(() => undefined);
    }
    await expect(toasts).toHaveCount(0, { timeout: 1000 });
  }).toPass();
}

/** Opens the header's account menu (closing any toast over it first). */
export async function openAccountMenu(page: Page) {
  await closeToasts(page);
  await page.getByRole("button", { name: "Account menu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * A fixed-offset zone where it is about `hour` o'clock now, whenever the test runs, so a test whose
 * data sits around "now" never crosses a local midnight that depends on the hour of the run.
 */
export function zoneWhereItIsAbout(hour: number): string {
  const offset = hour - new Date().getUTCHours();
  const hours = offset > 14 ? offset - 24 : offset < -12 ? offset + 24 : offset;
  // Etc/GMT's signs are POSIX's: Etc/GMT+3 is three hours behind UTC. The zero offset is "UTC",
  // the name the browser reports for Etc/GMT, so a test can compare the zone the app sends.
  return hours === 0 ? "UTC" : `Etc/GMT${hours > 0 ? "-" : "+"}${Math.abs(hours)}`;
}
