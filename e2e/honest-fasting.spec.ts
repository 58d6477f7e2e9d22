import { test, expect, toastWith, closeToasts } from "./fixtures";
import { dashboard, trustPageClock } from "./dashboard";

/*
 * Issue 24, "short fasts, honest stats, and no pressure": a mis-tap can be discarded, and focus
 * mode (Settings) hides streaks and celebrations.
 */

const HOUR = 3_600_000;

test("a fast ended right after it started can be discarded, and leaves Recent Fasting Sessions @db", async ({ signedInPage: page }) => {
  const d = dashboard(page);
  await d.open();
  await d.start("16:8");
  await closeToasts(page);
  const ended = await d.end();

  // The spec's toast, word for word, with our Discard beside its text.
  const toast = toastWith(page, "Fasting Complete!");
  await expect(toast).toContainText("Great job! You fasted for 0 hours and 0 minutes.");
  await expect(d.recentRows).toHaveCount(1);
  const [deleted] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/fasting/${ended.id}`) && r.request().method() === "DELETE"),
    toast.getByRole("button", { name: "Discard" }).click(),
  ]);
  expect(deleted.status()).toBe(200);
  const discarded = toastWith(page, "Fast discarded");
  await expect(discarded).toContainText("It won't show in your history or stats.");
  // The list held only this fast: with it gone the card is hidden (spec: hidden when empty).
  await expect(d.recentList).toHaveCount(0);
  // Discard is a delete like any other: Undo puts the very same fast back.
  await discarded.getByRole("button", { name: "Undo" }).click();
  await expect(toastWith(page, "Fast restored")).toBeVisible();
  await expect(d.recentRows).toHaveCount(1);
  await closeToasts(page);
  await d.recentRows
    .first()
    .getByRole("button", { name: /^Edit the 16:8 fast of/ })
    .click();
  await page.getByRole("dialog", { name: "Edit fast" }).getByRole("button", { name: "Delete fast" }).click();
  await expect(toastWith(page, "Fast deleted")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Ready to Fast" })).toBeVisible();
  await expect(d.recentList).toHaveCount(0);
});

test("focus mode hides the streak and the burst at the target @db", async ({ premiumPage: page, premiumUser, api }) => {
  const end = new Date(Date.now() - 5 * 60_000);
  const fast = {
    fastingType: "16:8",
    startTime: new Date(end.getTime() - 16.5 * HOUR).toISOString(),
    endTime: end.toISOString(),
    durationHours: 16.5,
  };
  expect((await api.post("/api/testing/fasts", { data: { userId: premiumUser.userId, fasts: [fast] } })).status()).toBe(201);

  // Without focus mode: the streak shows.
  await page.goto("/dashboard");
  const history = page.locator("section[aria-labelledby='fasting-history-title']");
  await expect(history.getByTestId("fasting-streak")).toContainText("1-day streak");

  await page.goto("/settings");
  const toggle = page.getByRole("switch", { name: "Hide streaks and celebrations" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(toggle).toHaveAccessibleDescription(/without streaks or celebrations/);
  const [saved] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/profile/preferences")), toggle.click()]);
  expect(saved.status()).toBe(200);
  await expect(toggle).toHaveAttribute("aria-checked", "true");

  // Kept on the server: a fresh load of the dashboard shows the calendar without the streak.
  // The page's clock stands for hours passing: not corrected to the server's (e2e/dashboard.ts).
  await trustPageClock(page);
  await page.clock.install();
  await page.goto("/dashboard");
  await expect(history.getByRole("table")).toBeVisible();
  await expect(history.getByText(/fasts? ended, \d+ reached target/).first()).toBeVisible();
  await expect(history.getByTestId("fasting-streak")).toHaveCount(0);

  // A fast crossing its target while watched: the words and the colour, no burst.
  const d = dashboard(page);
  const session = await d.start("16:8");
  const start = Date.parse(session.startTime);
  await page.clock.pauseAt(new Date(start + 15.9 * HOUR));
  await expect(d.statusCard).toContainText("Keep going!");
  await page.clock.pauseAt(new Date(start + 16 * HOUR + 5 * 60_000));
  await expect(d.statusCard).toContainText("Fast completed!");
  await expect(page.getByTestId("fast-ring-arc")).toHaveClass(/stroke-success/);
  await expect(d.celebration).toHaveCount(0);
});
