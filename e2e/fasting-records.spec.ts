import type { FastingSession } from "@app/shared/fasting";
import type { Locator, Page } from "@playwright/test";
import { test, expect, toastWith, closeToasts, zoneWhereItIsAbout } from "./fixtures";
import { clockText, dashboard, localString } from "./dashboard";

/*
 * Fasting records on the dashboard: a past fast added by hand (and the overlap refusals that name
 * the fast in the way), the marks of a reached and a missed target, the running fast past its
 * target, one format for a fast's moments, the new user's single start card with the day's food,
 * and where the view is after a start or an end.
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;
test.use({ timezoneId: "America/Chicago", locale: "en-US" });

/** Whole minutes (datetime-local inputs hold minutes), `hours` before the test's start. */
let testStart = 0;
test.beforeEach(() => {
  testStart = Math.floor(Date.now() / MINUTE) * MINUTE;
});
const hoursAgo = (hours: number) => new Date(testStart - hours * HOUR);

/** What a datetime-local input holds for an instant, in the browser's time zone. */
function inputValue(page: Page, at: Date): Promise<string> {
  return page.evaluate((ms) => {
    const d = new Date(ms);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, at.getTime());
}

async function pastFast(page: Page, fastingType: string, start: Date, end: Date): Promise<FastingSession> {
  const res = await page.request.post("/api/fasting/past", {
    data: { fastingType, startTime: start.toISOString(), endTime: end.toISOString() },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { session: FastingSession }).session;
}

/** A running fast of `fastingType`, its start moved `hours` back. */
async function runningFast(page: Page, fastingType: string, hours: number): Promise<FastingSession> {
  const started = await page.request.post("/api/fasting/start", { data: { fastingType } });
  expect(started.status()).toBe(201);
  const { session } = (await started.json()) as { session: FastingSession };
  const start = new Date(Date.now() - hours * HOUR).toISOString();
  expect((await page.request.patch(`/api/fasting/${session.id}`, { data: { startTime: start } })).status()).toBe(200);
  return { ...session, startTime: start };
}

/** The sticky header's bottom edge, in the viewport. */
async function headerBottom(page: Page): Promise<number> {
  const box = (await page.locator("header").first().boundingBox())!;
  return box.y + box.height;
}

/** Whether `target` is wholly on screen below the sticky header. */
async function inViewBelowHeader(page: Page, target: Locator): Promise<boolean> {
  const box = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  return box.y >= (await headerBottom(page)) && box.y + box.height <= viewport.height;
}

test("add a past fast: saved with its mark; an overlap on either side names that fast at its field @phone @db", async ({
  signedInPage: page,
}) => {
  const earlier = await pastFast(page, "18:6", hoursAgo(50), hoursAgo(32));
  const d = dashboard(page);
  await d.open();

  await page.getByRole("button", { name: "Add a past fast" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a past fast" });
  await dialog.getByLabel("Fasting type").selectOption("20:4");
  await dialog.getByLabel("Started").fill(await inputValue(page, hoursAgo(28)));
  await dialog.getByLabel("Ended").fill(await inputValue(page, hoursAgo(8)));
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/fasting/past"));
  await dialog.getByRole("button", { name: "Add fast" }).click();
  expect((await saved).status()).toBe(201);
  await expect(dialog).toHaveCount(0);
  await expect(toastWith(page, "Past fast added")).toBeVisible();
  const later = d.recentRows.first();
  await expect(later).toContainText("20:4");
  await expect(later.getByTestId("fast-duration")).toHaveText("20 hours");
  await expect(later.getByTestId("fast-target-mark")).toHaveText("Target reached");
  await closeToasts(page);

  // Into the earlier fast: the start is marked, and the message names that fast in this zone.
  await page.getByRole("button", { name: "Add a past fast" }).click();
  await dialog.getByLabel("Fasting type").selectOption("16:8");
  const started = dialog.getByLabel("Started");
  const ended = dialog.getByLabel("Ended");
  await started.fill(await inputValue(page, hoursAgo(40)));
  await ended.fill(await inputValue(page, hoursAgo(30)));
  await dialog.getByRole("button", { name: "Add fast" }).click();
  const earlierText = `${await localString(page, earlier.startTime)} – ${await localString(page, earlier.endTime!)}`;
  await expect(started).toHaveAccessibleDescription(`This overlaps your 18:6 fast of ${earlierText}. Choose a start after it ended.`);
  await expect(started).toHaveAttribute("aria-invalid", "true");

  // Into the later one: the end is marked, and the later fast is named, never "an earlier fast".
  await started.fill(await inputValue(page, hoursAgo(31)));
  await ended.fill(await inputValue(page, hoursAgo(20)));
  await dialog.getByRole("button", { name: "Add fast" }).click();
  const laterText = `${await localString(page, hoursAgo(28).toISOString())} – ${await localString(page, hoursAgo(8).toISOString())}`;
  await expect(ended).toHaveAccessibleDescription(`This overlaps your 20:4 fast of ${laterText}. Choose an end before it started.`);
  await expect(dialog).not.toContainText("earlier fast");

  // Between the two it fits, and a fast short of its target is marked so.
  await ended.fill(await inputValue(page, hoursAgo(29)));
  await dialog.getByRole("button", { name: "Add fast" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(d.recentRows).toHaveCount(3);
  await expect(d.recentRows.nth(1).getByTestId("fast-duration")).toHaveText("2 hours");
  await expect(d.recentRows.nth(1).getByTestId("fast-target-mark")).toHaveText("Ended early");
  await expect(d.recentRows.nth(2).getByTestId("fast-target-mark")).toHaveText("Target reached");
});

test("a running fast past its target reads Target reached beside Fast completed!, its moments in one format", async ({
  signedInPage: page,
}) => {
  const session = await runningFast(page, "16:8", 17);
  const d = dashboard(page);
  await d.open();
  await expect(d.statusCard).toContainText("Fast completed!");
  await expect(d.statusCard.getByTestId("fast-status-badge")).toHaveText("Target reached");
  await expect(d.statusCard.getByText("Live", { exact: true })).toHaveCount(0);
  // "Started Tue, Dec 1, 9:32 PM", "Target Wed, Dec 2, 1:32 PM": weekday, month, day, time.
  const start = await localString(page, session.startTime);
  expect(start).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d\d\s[AP]M$/);
  await expect(d.startTime).toHaveText(start);
  await expect(d.ends).toHaveText(`Target ${await clockText(page, Date.parse(session.startTime) + 16 * HOUR)}`);
});

test("below its target the badge is Live, the end reads in the same format, and a 3% arc has square ends", async ({
  signedInPage: page,
}) => {
  const session = await runningFast(page, "16:8", 0.5);
  const d = dashboard(page);
  await d.open();
  await expect(d.statusCard.getByTestId("fast-status-badge")).toHaveText("Live");
  await expect(d.ends).toHaveText(`Ends ${await clockText(page, Date.parse(session.startTime) + 16 * HOUR)}`);
  await expect(d.percent).toHaveText("3%");
  await expect(page.getByTestId("fast-ring-arc")).toHaveAttribute("stroke-linecap", "butt");
});

test("a new user's phone dashboard: one start card with Start Fasting on the first screen, and today's food @phone", async ({
  signedInPage: page,
}) => {
  const d = dashboard(page);
  await d.open();
  // The spec's texts, in one card.
  const ready = page.getByRole("region", { name: "Ready to Fast" });
  await expect(ready.getByText("Select a fasting type to begin.")).toBeVisible();
  await expect(ready.getByRole("heading", { name: "Start Your Fast" })).toBeVisible();
  await expect(ready.getByLabel("Choose Fasting Type")).toBeVisible();
  await expect(page.getByText("Your first fast starts here")).toHaveCount(0);
  // Start Fasting is on the first screen, clear of the bottom tab bar.
  const start = ready.getByRole("button", { name: "Start Fasting" });
  const box = (await start.boundingBox())!;
  // The tab bar, on a phone: the navigation at the bottom of the screen.
  const viewportHeight = page.viewportSize()!.height;
  const navTops = await page
    .getByRole("navigation", { name: "Primary" })
    .evaluateAll((navs) => navs.filter((nav) => nav.checkVisibility()).map((nav) => nav.getBoundingClientRect().top));
  const barTop = Math.min(viewportHeight, ...navTops.filter((top) => top > viewportHeight / 2));
  expect(box.y + box.height).toBeLessThanOrEqual(barTop);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const today = page.getByRole("link", { name: /^Today: nothing logged yet\. Open the food log$/ });
  await expect(today).toBeVisible();
  await today.click();
  await expect(page).toHaveURL(/\/food$/);
});

test.describe("in a zone where it is midday", () => {
  // The entry is logged half an hour ago: in a zone where it is just past midnight that is yesterday.
  test.use({ timezoneId: zoneWhereItIsAbout(12) });
  test("the Today card sums the day's food: calories, protein and fat:protein", async ({ signedInPage: page }) => {
    const eatenAt = new Date(Date.now() - 30 * MINUTE).toISOString();
    expect((await page.request.post("/api/food/entries", { data: { foodId: "13325", amount: 80, unit: "g", eatenAt } })).status()).toBe(
      201,
    );
    const d = dashboard(page);
    const day = page.waitForResponse((r) => r.url().includes("/api/food/day?") && r.ok());
    await d.open();
    const { totals } = (await (await day).json()) as { totals: { kcal: number; protein: number; fat: number } };
    expect(totals.protein).toBeGreaterThan(0);
    const n = (value: number) => new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }).format(value);
    const ratio = (Math.round((totals.fat / totals.protein) * 10) / 10).toFixed(1);
    const today = page.getByTestId("today-food-summary");
    await expect(today).toHaveAccessibleName(
      `Today: ${n(totals.kcal)} kcal, protein ${n(totals.protein)} g, fat to protein ${ratio} : 1. Open the food log`,
    );
    await expect(today).toContainText(`${ratio} : 1`);
    await expect(today).toHaveAttribute("href", "/food");
  });
});

test("after Start the fast's title shows below the header; after End at… the view stays on the fast @phone", async ({
  signedInPage: page,
}) => {
  await pastFast(page, "18:6", hoursAgo(40), hoursAgo(20));
  const d = dashboard(page);
  await d.open();
  // Scrolled so that the button sits right under the header: the taller card that replaces the
  // form would start above the screen.
  await d.startButton.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 80));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const session = await d.start("16:8");
  const title = page.getByRole("heading", { name: "Fasting in Progress" });
  await expect(title).toBeFocused();
  await expect.poll(() => inViewBelowHeader(page, title)).toBe(true);

  // "End at…" needs a minute before now after the start: the fast began two hours ago.
  const start = new Date(Date.now() - 2 * HOUR).toISOString();
  expect((await page.request.patch(`/api/fasting/${session.id}`, { data: { startTime: start } })).status()).toBe(200);
  await page.reload();
  const endAt = d.statusCard.getByRole("button", { name: "End at…" });
  await endAt.scrollIntoViewIfNeeded();
  await endAt.click();
  const dialog = page.getByRole("dialog", { name: "End your fast at…" });
  await dialog.getByRole("button", { name: "End at this time" }).click();
  const ready = page.getByRole("heading", { name: "Ready to Fast" });
  await expect(ready).toBeFocused();
  await expect.poll(() => inViewBelowHeader(page, ready)).toBe(true);
  // The fast just ended, first in the recent list, is in view too.
  await expect(d.recentRows.first()).toContainText("16:8");
  await expect.poll(async () => (await d.recentRows.first().boundingBox())!.y < page.viewportSize()!.height).toBe(true);
});
