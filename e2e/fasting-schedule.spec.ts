import { trustPageClock } from "./dashboard";
import { test, expect, toastWith, closeToasts, signIn } from "./fixtures";

// A fixed day in New York, where the schedule is set: Wednesday, November 25, 2026.
test.use({ timezoneId: "America/New_York", locale: "en-US" });

const NY_1PM = new Date("2026-11-25T13:00:00-05:00");

test("a schedule set in Settings offers 'Start now' at its time, and another zone sees the same clock time", async ({
  signedInPage: page,
  browser,
  baseURL,
  user,
  clientIp,
}) => {
  // Two browsers and two pages each: longer than one page's test.
  test.setTimeout(120_000);
  // The faked day stands for the real one: the app must not correct it to the server's clock.
  await trustPageClock(page);
  await page.clock.install({ time: NY_1PM });
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Fasting schedule" });
  await expect(card.getByText("Off: no fast is planned.")).toBeVisible({ timeout: 15_000 });
  await card.getByLabel("Fasting type").selectOption("18:6");
  await card.getByLabel("Start time").fill("14:15");
  await card.getByRole("checkbox", { name: "Saturday" }).uncheck({ force: true });
  await card.getByRole("checkbox", { name: "Sunday" }).uncheck({ force: true });
  await card.getByRole("button", { name: "Turn on schedule" }).click();
  await expect(toastWith(page, "Fasting schedule saved")).toBeVisible();
  await expect(card.getByText("On: 18:6 at 2:15 PM, Mon, Tue, Wed, Thu, Fri.")).toBeVisible();
  const stored = await (await page.request.get("/api/fasting/schedule")).json();
  expect(stored.schedule).toEqual({ fastingType: "18:6", startTime: "14:15", weekdays: [1, 2, 3, 4, 5], timeZone: "America/New_York" });
  await closeToasts(page);

  // 1:00 PM: not yet; the next start is told quietly.
  await page.goto("/dashboard");
  await expect(page.getByText("Next fast: today at 2:15 PM (18:6)")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start now" })).toHaveCount(0);

  // 1:50 PM: within 30 minutes of the planned start, the dashboard offers it.
  await page.clock.fastForward("00:50:00");
  const offer = page.getByRole("region", { name: "Your planned fast" });
  await expect(offer).toContainText("18:6 is planned for 2:15 PM.");
  await offer.getByRole("button", { name: "Start now" }).click();
  await expect(toastWith(page, "Fasting Started!")).toContainText("Your 18:6 fast has begun. Good luck!");
  await expect(page.getByRole("heading", { name: "Fasting in Progress" })).toBeVisible();
  await expect(offer).toHaveCount(0);
  const active = await (await page.request.get("/api/fasting/active")).json();
  expect(active.session.fastingType).toBe("18:6");

  // The same user in Berlin, the same Wednesday (the fast ended): the plan is still 2:15 PM there,
  // and the server now keeps Berlin's zone for its reminders.
  expect((await page.request.post("/api/fasting/end", { data: {} })).status()).toBe(200);
  const berlin = await browser.newContext({
    baseURL,
    timezoneId: "Europe/Berlin",
    locale: "en-US",
    extraHTTPHeaders: { "x-forwarded-for": clientIp },
  });
  const away = await berlin.newPage();
  await trustPageClock(away);
  await away.clock.install({ time: new Date("2026-11-25T10:00:00+01:00") });
  await signIn(away, user);
  await away.goto("/dashboard");
  await expect(away.getByText("Next fast: today at 2:15 PM (18:6)")).toBeVisible();
  await expect.poll(async () => (await (await away.request.get("/api/fasting/schedule")).json()).schedule.timeZone).toBe("Europe/Berlin");
  await away.goto("/settings");
  await expect(
    away.getByRole("region", { name: "Fasting schedule" }).getByText("On: 18:6 at 2:15 PM, Mon, Tue, Wed, Thu, Fri."),
  ).toBeVisible();

  // Turned off, the dashboard plans nothing.
  await away.getByRole("region", { name: "Fasting schedule" }).getByRole("button", { name: "Turn off" }).click();
  await expect(toastWith(away, "Fasting schedule turned off")).toBeVisible();
  await away.goto("/dashboard");
  await expect(away.getByRole("heading", { name: "Ready to Fast" })).toBeVisible();
  await expect(away.getByText(/Next fast:/)).toHaveCount(0);
  await berlin.close();
});
