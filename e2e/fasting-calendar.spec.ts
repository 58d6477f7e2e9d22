import { axeOn } from "./axe";
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, zoneWhereItIsAbout } from "./fixtures";

/*
 * The Premium fasting calendar and stats inside the dashboard's history card. Fasts are written
 * straight to the database through the server's test fixtures, with chosen times.
 */

const HOUR = 3_600_000;
/**
 * A fixed-offset zone where it is about 21:00 now, whenever the test runs: a fast is dated by the
 * day it started, and the fasts below (the longest 16.5 h, ended just now) then start today and
 * yesterday, never across a midnight that depends on the hour of the run.
 */
const TIME_ZONE = zoneWhereItIsAbout(21);
test.use({ timezoneId: TIME_ZONE, locale: "en-US", colorScheme: "light", reducedMotion: "reduce" });

const historyCard = (page: Page) => page.locator("section[aria-labelledby='fasting-history-title']");

/** "Nov 23" for a moment, in the browser's time zone: the calendar's words for its local day. */
function localDayName(date: Date): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, month: "short", day: "numeric" }).format(date);
}
/** "November 2026" for the local month of a moment, or `shift` months from it. */
function localMonthName(date: Date, shift = 0): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, year: "numeric", month: "numeric" }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const month = new Date(Date.UTC(part("year"), part("month") - 1 + shift, 15));
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" }).format(month);
}

/** An ended fast of `hours` that ended at `end`. */
async function addFast(api: APIRequestContext, userId: string, fastingType: string, end: Date, hours: number) {
  const fast = {
    fastingType,
    startTime: new Date(end.getTime() - hours * HOUR).toISOString(),
    endTime: end.toISOString(),
    durationHours: hours,
  };
  expect((await api.post("/api/testing/fasts", { data: { userId, fasts: [fast] } })).status()).toBe(201);
}

test("a Premium user sees the month calendar with marked days, the streak and the stats @phone @db", async ({
  premiumPage: page,
  premiumUser,
  api,
}) => {
  const { userId } = premiumUser;
  const now = Date.now();
  // Started today (about 4:30): reached its 16 h target. Started yesterday (about 3:00 PM): short
  // of its 18 h target. Each is on the day it started.
  const todayEnd = new Date(now - 5 * 60_000);
  const today = new Date(todayEnd.getTime() - 16.5 * HOUR);
  const yesterday = new Date(now - 30 * HOUR);
  await addFast(api, userId, "16:8", todayEnd, 16.5);
  await addFast(api, userId, "18:6", new Date(yesterday.getTime() + 12 * HOUR), 12);

  const stats: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/fasting/stats")) stats.push(r.url());
  });
  await page.goto("/dashboard");
  const card = historyCard(page);
  const month = card.getByRole("heading", { name: localMonthName(today) });
  await expect(month).toBeVisible();
  expect(new URL(stats[0]!).searchParams.get("tz")).toBe(TIME_ZONE);

  const todayMarker = card.getByRole("img", { name: `${localDayName(today)}: 1 fast, 16 h 30 min, target reached` });
  await expect(todayMarker).toBeVisible();
  await expect(todayMarker).toHaveAttribute("data-reached", "true");
  await expect(todayMarker).toHaveAttribute("aria-current", "date");
  if (localMonthName(yesterday) === localMonthName(today)) {
    const yesterdayMarker = card.getByRole("img", { name: `${localDayName(yesterday)}: 1 fast, 12 h, target not reached` });
    await expect(yesterdayMarker).toHaveAttribute("data-reached", "false");
  }

  // Only today's fast reached its target: yesterday's, ended short, is no streak day.
  await expect(card.getByTestId("fasting-streak")).toContainText("1-day streak");
  const tile = (label: string) => card.locator("dl[aria-label='Totals and averages'] > div").filter({ hasText: label });
  // Durations as people say them.
  await expect(tile("Last 7 days").locator("dd")).toHaveText("28 h 30 min2 fasts ended, 1 reached targetAverage 14 h 15 min");
  await expect(tile("Longest fast").locator("dd")).toContainText("16 h 30 min");
  // Each fast in the list: the spec's hours figure once, and whether it reached its target.
  const newest = card.getByRole("list", { name: "All fasting sessions" }).getByRole("listitem").first();
  await expect(newest.getByTestId("fast-duration")).toHaveText("16.5 hours");
  await expect(newest).not.toContainText("16 h 30 min");
  await expect(newest.getByTestId("fast-target-mark")).toHaveText("Target reached");

  const chart = card.getByRole("figure", { name: "Hours fasted, on the day each fast started" });
  await expect(chart).toHaveAccessibleDescription(/^\d+ h( \d+ min)? over \d fasts? on \d days?; the most on /);
  // The chart is a lazy chunk, loaded once its figure comes near the viewport and drawn once it arrives.
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator("svg.recharts-surface")).toBeVisible();

  const axe = await axeOn(page)
    .include("section[aria-labelledby='fasting-history-title']")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Months to come hold no fasts; earlier months are a click away.
  await expect(card.getByRole("button", { name: "Next month" })).toBeDisabled();
  await card.getByRole("button", { name: "Previous month" }).click();
  await expect(card.getByRole("heading", { name: localMonthName(today, -1) })).toBeVisible();
  await card.getByRole("button", { name: "Next month" }).click();
  await expect(month).toBeVisible();
});

test("a free user sees the upgrade prompt and never asks for the stats", async ({ signedInPage: page, user, api }) => {
  const { userId } = user;
  await addFast(api, userId, "16:8", new Date(Date.now() - 60_000), 16);
  const stats: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/fasting/stats")) stats.push(r.url());
  });
  await page.goto("/dashboard");
  const card = historyCard(page);
  await expect(card.getByText("See every fast you've done")).toBeVisible();
  await expect(card.getByRole("link", { name: "Upgrade to Premium" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(card.getByRole("table")).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Previous month" })).toHaveCount(0);
  expect(stats).toEqual([]);
});
