import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The progress overview and the charts' tooltips: the weight with its chart (trend and last
 * weigh-in, each named), the measurement that changed most and the latest photo for Premium, one
 * quiet upgrade line for a free user; a tooltip names one day, its weigh-in and its trend.
 */

const pad = (n: number) => String(n).padStart(2, "0");
function localDay(daysAgo: number): string {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function weigh(page: Page, daysAgo: number, weightKg: number) {
  expect((await page.request.put("/api/progress/weights", { data: { date: localDay(daysAgo), weightKg } })).status()).toBe(200);
}

/**
 * What a tooltip shows once `expected` is among it: recharts puts its text in a moment before it
 * reveals all of it, and innerText reads only what is shown.
 */
async function shownText(tooltip: Locator, expected: string): Promise<string> {
  await expect.poll(() => tooltip.innerText()).toContain(expected);
  return tooltip.innerText();
}

/** Hovers the chart in `scope` near its right end (today), where its tooltip shows that day. */
async function hoverLastDay(page: Page, scope: ReturnType<Page["locator"]>) {
  const chart = scope.locator(".recharts-surface");
  await expect(chart).toBeVisible();
  await chart.scrollIntoViewIfNeeded();
  const box = (await chart.boundingBox())!;
  await page.mouse.move(box.x + box.width - 14, box.y + box.height / 2);
  const tooltip = scope.locator(".recharts-tooltip-wrapper");
  await expect(tooltip).toContainText("Trend");
  return tooltip;
}

const TIMESTAMP = /\d{1,3}(,\d{3}){3,}/;

test("Premium: the weight with its chart, the measurement that changed most; the tooltip names the day, weigh-in and trend", async ({
  premiumPage: page,
}) => {
  await weigh(page, 9, 90);
  await weigh(page, 4, 89);
  await weigh(page, 0, 88.6);
  for (const [daysAgo, body] of [
    [20, { waistCm: 100, neckCm: 40 }],
    [2, { waistCm: 96, neckCm: 39.8 }],
  ] as const) {
    expect((await page.request.put("/api/progress/measurements", { data: { date: localDay(daysAgo), ...body } })).status()).toBe(200);
  }
  await page.goto("/progress");
  const weight = page.getByRole("region", { name: "Weight" });
  await expect(weight.getByText("Trend", { exact: true })).toBeVisible();
  await expect(weight.getByText("Last weigh-in", { exact: true })).toBeVisible();
  await expect(page.getByTestId("overview-last-weigh-in")).toHaveText("88.6 kg");
  await expect(page.getByTestId("overview-weight-change")).toHaveText(
    /^Trend −\d\.\d kg since your first weigh-in on \w{3}, \w{3} \d{1,2} · −\d\.\d kg\/week over the last week$/,
  );

  await expect(page.getByTestId("overview-measurement-name")).toHaveText("Waist, the one that changed most");
  await expect(page.getByTestId("overview-measurement")).toHaveText("96.0 cm");
  await expect(page.getByTestId("overview-measurement-change")).toHaveText(/^−4\.0 cm since /);
  await expect(page.getByRole("link", { name: /Latest photo/ })).toContainText("Add a photo to compare later.");

  const tooltip = await hoverLastDay(page, weight);
  await expect(tooltip).toContainText("Weigh-in88.6 kg");
  await expect(tooltip).toContainText(/Trend\d{2}\.\d kg/);
  expect(await shownText(tooltip, "Trend")).not.toMatch(TIMESTAMP);

  await page.goto("/progress/weight");
  const trendCard = page.getByRole("region", { name: "Weight trend" });
  const weightTooltip = await hoverLastDay(page, trendCard);
  const text = await shownText(weightTooltip, "Trend");
  expect(text).not.toMatch(TIMESTAMP);
  expect(text.match(/Weigh-in/g)).toHaveLength(1);
  expect(text.match(/Trend/g)).toHaveLength(1);
  await expect(weightTooltip).toContainText("88.6 kg");

  await page.goto("/progress/measurements");
  const measurements = page.getByRole("region", { name: "Body measurements" });
  const chart = measurements.locator(".recharts-surface");
  await expect(chart).toBeVisible();
  await chart.scrollIntoViewIfNeeded();
  const box = (await chart.boundingBox())!;
  await page.mouse.move(box.x + box.width - 14, box.y + box.height / 2);
  const measurementTooltip = measurements.locator(".recharts-tooltip-wrapper");
  await expect(measurementTooltip).toContainText("96.0 cm");
  const measured = await shownText(measurementTooltip, "Waist");
  expect(measured.match(/Waist/g)).toHaveLength(1);
  expect(measured).not.toMatch(TIMESTAMP);
});

test("a free user sees the weight part and one quiet upgrade line; the measurements never reach the page @phone", async ({
  signedInPage: page,
}) => {
  await weigh(page, 3, 84);
  await weigh(page, 0, 83.2);
  const overview = page.waitForResponse((r) => r.url().includes("/api/progress/overview"));
  await page.goto("/progress");
  const answer = (await (await overview).json()) as { measurement: unknown; latestPhoto: unknown };
  expect(answer.measurement).toBeNull();
  expect(answer.latestPhoto).toBeNull();

  await expect(page.getByTestId("overview-last-weigh-in")).toHaveText("83.2 kg");
  await expect(page.getByRole("region", { name: "Weight" }).locator(".recharts-surface")).toBeVisible();
  const premium = page.getByRole("region", { name: "Measurements and photos" });
  await expect(premium).toContainText("Your tape measurements and private progress photos come with Premium.");
  await expect(premium.getByRole("link", { name: "Upgrade to Premium" })).toBeVisible();
  await expect(page.getByTestId("overview-measurement")).toHaveCount(0);
  // Nothing of the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});
