import { test, expect, toastWith, closeToasts } from "./fixtures";
import { clockText, dashboard, localString, trustPageClock } from "./dashboard";

const HOUR = 3_600_000;

// One preset and one custom fast start from the browser; every type's label, the custom bounds and
// the request each makes are StartFastForm's component tests.
test.describe("starting a fast", () => {
  test("16:8: the card shows the type, local start time, 0% and Keep going! @phone", async ({ signedInPage: page }) => {
    const d = dashboard(page);
    await d.open();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Fasting Timer" })).toBeVisible();
    await expect(page.getByText("Select a fasting type to begin")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Start Your Fast" })).toBeVisible();

    const session = await d.start("16:8");
    expect(session.fastingType).toBe("16:8");
    const started = toastWith(page, "Fasting Started!");
    await expect(started).toContainText("Your 16:8 fast has begun. Good luck!");

    await expect(d.fastType).toHaveText("16:8");
    await expect(d.startTime).toHaveText(await localString(page, session.startTime));
    await expect(d.elapsed).toHaveText(/^00:00:0\d$/);
    await expect(d.percent).toHaveText("0%");
    await expect(d.progress).toHaveAttribute("aria-valuenow", "0");
    await expect(d.progress).toHaveAttribute("aria-valuetext", "0% of 16 hours");
    await expect(d.statusCard).toContainText("Keep going!");
    await expect(d.endButton).toBeVisible();
    // The start form is shown only while no fast runs.
    await expect(page.getByRole("heading", { name: "Start Your Fast" })).toHaveCount(0);
    await expect(page.getByText("Select a fasting type to begin")).toHaveCount(0);
  });

  test("custom: default 24, and Custom {n}h is stored", async ({ signedInPage: page }) => {
    const d = dashboard(page);
    await d.open();
    await d.typeSelect.selectOption("Custom");
    await expect(d.customInput).toHaveValue("24");
    await expect(page.getByText("Enter between 1-72 hours")).toBeVisible();
    const session = await d.start(72);
    expect(session.fastingType).toBe("Custom 72h");
    await expect(toastWith(page, "Fasting Started!")).toContainText("Your Custom 72h fast has begun. Good luck!");
    await expect(d.fastType).toHaveText("Custom 72h");
    await expect(d.progress).toHaveAttribute("aria-valuetext", "0% of 72 hours");
  });
});

test.describe("ending a fast", () => {
  test("below 100% asks first; Keep Fasting keeps it, End Fast ends it", async ({ signedInPage: page }) => {
    const d = dashboard(page);
    await trustPageClock(page);
    await page.clock.install();
    await d.open();
    await d.start("20:4");
    await page.clock.fastForward("05:00:00");
    await expect(d.percent).toHaveText("25%");

    const ends: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/fasting/end")) ends.push(r.url());
    });
    await d.endButton.click();
    await expect(d.endDialog).toBeVisible();
    await expect(d.endDialog).toContainText(/You've fasted for 05:00:\d\d of your 20-hour target\./);
    await expect(d.endDialog.getByRole("button", { name: "Keep Fasting" })).toBeFocused();
    await d.endDialog.getByRole("button", { name: "Keep Fasting" }).click();
    await expect(d.endDialog).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Fasting in Progress" })).toBeVisible();
    expect(ends).toEqual([]);

    // Escape also keeps fasting.
    await d.endButton.click();
    await expect(d.endDialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(d.endDialog).toHaveCount(0);
    expect(ends).toEqual([]);

    const ended = await d.end();
    expect(ends).toHaveLength(1);
    expect(ended.durationHours).not.toBeNull();
  });

  test("ending shows Fasting Complete! and the fast first in Recent Fasting Sessions @phone @db", async ({ signedInPage: page }) => {
    const d = dashboard(page);
    await d.open();
    // No finished fasts yet: the card is hidden.
    await expect(page.getByRole("heading", { name: "Recent Fasting Sessions" })).toHaveCount(0);

    await d.start("18:6");
    const first = await d.end();
    const h = Math.floor(Math.round(first.durationHours! * 60) / 60);
    const m = Math.round(first.durationHours! * 60) % 60;
    await expect(toastWith(page, "Fasting Complete!")).toContainText(`Great job! You fasted for ${h} hours and ${m} minutes.`);
    await expect(page.getByRole("heading", { name: "Recent Fasting Sessions" })).toBeVisible();
    await expect(d.recentRows).toHaveCount(1);

    await d.start(36);
    const second = await d.end();
    await expect(d.recentRows).toHaveCount(2);
    const top = d.recentRows.first();
    await expect(top).toContainText("Custom 36h");
    await expect(top).toContainText(await localString(page, second.startTime, "date"));
    await expect(top).toContainText(`${second.durationHours} hours`);
    await expect(d.recentRows.nth(1)).toContainText("18:6");
    // Focus moved to the new status card, so keyboard users are not left on a removed button.
    await expect(page.getByRole("heading", { name: "Ready to Fast" })).toBeFocused();
  });

  test("Recent Fasting Sessions lists at most 5, newest first", async ({ signedInPage: page }) => {
    const types = ["16:8", "18:6", "20:4", "24:0", "Custom 2h", "Custom 3h"];
    for (const fastingType of types) {
      expect((await page.request.post("/api/fasting/start", { data: { fastingType } })).status()).toBe(201);
      expect((await page.request.post("/api/fasting/end", { data: {} })).status()).toBe(200);
    }
    const d = dashboard(page);
    await d.open();
    await expect(d.recentRows).toHaveCount(5);
    const newestFirst = [...types].reverse().slice(0, 5);
    for (const [i, type] of newestFirst.entries()) {
      await expect(d.recentRows.nth(i).locator("span").first()).toHaveText(type);
      // The spec's hours figure, once.
      await expect(d.recentRows.nth(i)).toContainText(/\d+(\.\d+)? hours$/);
    }
  });

  test("a finished fast without a duration shows N/A", async ({ signedInPage: page }) => {
    const startTime = "2026-01-05T18:30:00.000Z";
    await page.route("**/api/fasting/recent", (route) =>
      route.fulfill({
        json: {
          sessions: [
            { id: "a", fastingType: "20:4", startTime, endTime: "2026-01-06T14:30:00.000Z", durationHours: null },
            {
              id: "b",
              fastingType: "16:8",
              startTime: "2026-01-03T18:00:00.000Z",
              endTime: "2026-01-04T10:30:00.000Z",
              durationHours: 16.5,
            },
          ],
        },
      }),
    );
    const d = dashboard(page);
    await d.open();
    await expect(d.recentRows).toHaveCount(2);
    await expect(d.recentRows.first()).toContainText("20:4");
    await expect(d.recentRows.first()).toContainText("N/A");
    await expect(d.recentRows.first()).toContainText(await localString(page, startTime, "date"));
    await expect(d.recentRows.nth(1)).toContainText("16.5 hours");
    // The duration once, and whether the target was reached.
    await expect(d.recentRows.nth(1).getByTestId("fast-duration")).toHaveText("16.5 hours");
    await expect(d.recentRows.nth(1)).not.toContainText("16 h 30 min");
    await expect(d.recentRows.nth(1).getByTestId("fast-target-mark")).toHaveText("Target reached");
    await expect(d.recentRows.first().getByTestId("fast-target-mark")).toHaveText("Ended early");
  });
});

test.describe("the timer", () => {
  test("reaches 100% with Fast completed!, ends without asking, and counts past 99 hours", async ({ signedInPage: page }) => {
    const d = dashboard(page);
    await trustPageClock(page);
    await page.clock.install();
    await d.open();
    await d.start("16:8");

    await page.clock.fastForward("15:50:00");
    await expect(d.elapsed).toHaveText(/^15:50:0\d$/);
    await expect(d.percent).toHaveText("99%");
    await expect(d.statusCard).toContainText("Keep going!");

    await page.clock.fastForward("00:10:00");
    await expect(d.elapsed).toHaveText(/^16:00:0\d$/);
    await expect(d.percent).toHaveText("100%");
    await expect(d.progress).toHaveAttribute("aria-valuenow", "100");
    await expect(d.statusCard).toContainText("Fast completed!");
    await expect(d.statusCard).not.toContainText("Keep going!");

    // Hours keep counting past 99; progress stays capped at 100%.
    await page.clock.fastForward(90 * 3_600_000);
    await expect(d.elapsed).toHaveText(/^106:00:0\d$/);
    await expect(d.percent).toHaveText("100%");

    // At 100% End Fast ends at once.
    await d.end({ early: false });
    await expect(d.endDialog).toHaveCount(0);
    await expect(toastWith(page, "Fasting Complete!")).toContainText(/Great job! You fasted for \d+ hours and \d+ minutes\./);
  });

  test("ticks every second from the start time and survives a reload", async ({ signedInPage: page }) => {
    const d = dashboard(page);
    await trustPageClock(page);
    await page.clock.install();
    await d.open();
    const session = await d.start("24:0");
    await page.clock.fastForward("01:00:00");
    await expect(d.elapsed).toHaveText(/^01:00:0\d$/);
    const before = (await d.elapsed.textContent())!;
    await page.clock.runFor(1000);
    await expect(d.elapsed).not.toHaveText(before);

    await page.reload();
    await expect(page.getByRole("heading", { name: "Fasting in Progress" })).toBeVisible();
    await expect(d.fastType).toHaveText("24:0");
    await expect(d.startTime).toHaveText(await localString(page, session.startTime));
    // Derived from the start time, not restarted by the reload.
    await expect(d.elapsed).toHaveText(/^01:00:\d\d$/);
    await expect(d.percent).toHaveText("4%");
  });

  test("is right across a daylight-saving change (elapsed from epoch time, not wall clock)", async ({ browser, user }) => {
    // 01:30 EST on the night US clocks jump from 02:00 to 03:00; two real hours later it is 04:30 EDT.
    const context = await browser.newContext({ timezoneId: "America/New_York", locale: "en-US", baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    expect((await page.request.post("/api/auth/sign-in/email", { data: { email: user.email, password: user.password } })).status()).toBe(
      200,
    );
    const startTime = "2026-03-08T06:30:00.000Z";
    await trustPageClock(page); // first: the fast's own route below answers before it
    await page.route("**/api/fasting/active", (route) =>
      route.fulfill({ json: { session: { id: "dst", fastingType: "16:8", startTime, endTime: null, durationHours: null } } }),
    );
    await page.clock.install({ time: new Date("2026-03-08T08:30:00.000Z") });
    await page.goto("/dashboard");
    const d = dashboard(page);
    await expect(d.startTime).toHaveText("Sun, Mar 8, 1:30 AM");
    // 16 hours after 01:30 EST is 18:30 EDT, the same day.
    await expect(d.ends).toHaveText("Ends Sun, Mar 8, 6:30 PM");
    await expect(d.remaining).toHaveText("14 h left");
    await expect(d.elapsed).toHaveText(/^02:00:0\d$/);
    await expect(d.percent).toHaveText("13%");
    await context.close();
  });

  test("the tab title shows the running timer and is restored after the fast", async ({ signedInPage: page }) => {
    const d = dashboard(page);
    await trustPageClock(page);
    await page.clock.install();
    await d.open();
    await expect(page).toHaveTitle("Dashboard · CarniTrack");
    const session = await d.start("16:8");
    // Stop the clock half a second into 12:03:44 of the fast (paused: only runFor moves it).
    await page.clock.pauseAt(new Date(Date.parse(session.startTime) + ((12 * 60 + 3) * 60 + 44) * 1000 + 500));
    await expect(page).toHaveTitle("12:03:44 · Fasting — CarniTrack");
    await expect(d.elapsed).toHaveText("12:03:44");

    // Hidden tab: the page stops re-rendering, the title keeps counting; shown again, it catches up.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.clock.runFor(5000);
    await expect(page).toHaveTitle("12:03:49 · Fasting — CarniTrack");
    await expect(d.elapsed).toHaveText("12:03:44");
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect(d.elapsed).toHaveText("12:03:49");
    await page.clock.resume();

    await d.end();
    await expect(page).toHaveTitle("Dashboard · CarniTrack");
    await page.goto("/settings");
    await expect(page).toHaveTitle("Settings · CarniTrack");
  });

  test("ring and end time with a faked clock @phone", async ({ signedInPage: page }) => {
    // The celebration's motion is under test, on the desktop too.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    const d = dashboard(page);
    await trustPageClock(page);
    await page.clock.install();
    await d.open();
    const session = await d.start("16:8");
    const start = Date.parse(session.startTime);
    // Paused half a second into 06:15:00 of the fast: time moves only when told.
    await page.clock.pauseAt(new Date(start + 6.25 * HOUR + 500));
    // The time, with the day when that is not today (in the browser's clock, now).
    const endsAt = await clockText(page, start + 16 * HOUR);
    await expect(d.elapsed).toHaveText("06:15:00");
    await expect(d.percent).toHaveText("39%");
    await expect(d.progress).toHaveAttribute("aria-valuenow", "39");
    await expect(d.progress).toHaveAttribute("aria-valuetext", "39% of 16 hours");
    await expect(d.ends).toHaveText(`Ends ${endsAt}`);
    await expect(d.remaining).toHaveText("9 h 45 min left");
    await expect(d.statusCard).toContainText("Keep going!");
    await expect(d.celebration).toHaveCount(0);
    // The timer is read when asked, never announced each second.
    await expect(d.elapsed).not.toHaveAttribute("aria-live", /polite|assertive/);
    await page.clock.runFor(1000);
    await expect(d.elapsed).toHaveText("06:15:01");

    // Past the target: completed, and how long past it.
    await page.clock.pauseAt(new Date(start + (18 * 60 + 5) * 60_000 + 500));
    await expect(d.elapsed).toHaveText("18:05:00");
    await expect(d.percent).toHaveText("100%");
    await expect(d.progress).toHaveAttribute("aria-valuenow", "100");
    await expect(d.statusCard).toContainText("Fast completed!");
    await expect(d.ends).toHaveText(`Target ${await clockText(page, start + 16 * HOUR)}`);
    await expect(d.remaining).toHaveText("2 h 5 min past target");
    // The celebration: a short burst around the ring, in the success colour.
    await expect(d.celebration).toBeVisible();
    expect(await d.celebration.evaluate((el) => getComputedStyle(el).animationName)).toBe("celebrate");
    expect(await d.celebration.evaluate((el) => getComputedStyle(el).animationIterationCount)).toBe("3");
    // At its largest the burst stays inside the ring's box: it never widens the page on a phone.
    const overhang = await d.celebration.evaluate((el) => {
      const [animation] = el.getAnimations();
      animation!.pause();
      animation!.currentTime = 750;
      const burst = el.getBoundingClientRect();
      const ring = el.parentElement!.getBoundingClientRect();
      return Math.max(ring.left - burst.left, burst.right - ring.right, ring.top - burst.top, burst.bottom - ring.bottom);
    });
    expect(overhang).toBeLessThanOrEqual(0);

    // Asked for less motion: no burst; the colour and the words stay.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(d.celebration).toBeHidden();
    await expect(page.getByTestId("fast-ring-arc")).toHaveClass(/stroke-success/);
    await expect(d.statusCard).toContainText("Fast completed!");

    // Coming back to a fast completed earlier: the colour and the words, but no burst again.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    // The page loads on a running clock (a paused one holds its start-up timers).
    await page.clock.resume();
    await page.reload();
    await expect(d.statusCard).toContainText("Fast completed!");
    await expect(page.getByTestId("fast-ring-arc")).toHaveClass(/stroke-success/);
    await expect(d.celebration).toHaveCount(0);
  });

  test("the info button opens on a tap or click, not only on hover @phone", async ({ signedInPage: page }, testInfo) => {
    const d = dashboard(page);
    await d.open();
    await d.start(20);
    await closeToasts(page);
    const info = page.getByRole("button", { name: "How progress is measured" });
    if (testInfo.project.name === "phone") await info.tap();
    else await info.click();
    await expect(page.getByRole("tooltip")).toContainText("Time fasted out of your 20-hour target for a Custom 20h fast.");
    // A tap elsewhere closes it.
    if (testInfo.project.name === "phone") await page.getByRole("heading", { name: "Dashboard", level: 1 }).tap();
    else await page.getByRole("heading", { name: "Dashboard", level: 1 }).click();
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });

  test("the info tooltip by the percentage explains the target, after the 700 ms delay", async ({ signedInPage: page }) => {
    const d = dashboard(page);
    await trustPageClock(page);
    await page.clock.install();
    await d.open();
    const session = await d.start(36);
    await page.clock.pauseAt(new Date(Date.parse(session.startTime) + 60_000)); // time moves only with runFor
    const info = page.getByRole("button", { name: "How progress is measured" });
    await info.hover();
    await page.clock.runFor(600);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(page.getByRole("tooltip")).toContainText("Time fasted out of your 36-hour target for a Custom 36h fast.");
    await page.mouse.move(5, 300, { steps: 4 });
    await page.mouse.move(5, 400, { steps: 2 });
    await page.clock.runFor(100);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    // Keyboard users get it on focus.
    await info.focus();
    await expect(page.getByRole("tooltip")).toContainText("36-hour target");
  });
});

test.describe("errors", () => {
  test("two tabs racing to start make one fast and one error toast", async ({ signedInPage: page, context }) => {
    const other = await context.newPage();
    const a = dashboard(page);
    const b = dashboard(other);
    await a.open();
    await b.open();
    await a.typeSelect.selectOption("16:8");
    await b.typeSelect.selectOption("20:4");
    const statuses = await Promise.all(
      [page, other].map(async (p) => {
        const [response] = await Promise.all([
          p.waitForResponse((r) => r.url().endsWith("/api/fasting/start")),
          p.getByRole("button", { name: "Start Fasting" }).click(),
        ]);
        return response.status();
      }),
    );
    expect([...statuses].sort()).toEqual([201, 409]);
    const [winner, loser] = statuses[0] === 201 ? [page, other] : [other, page];
    await expect(toastWith(winner, "Fasting Started!")).toBeVisible();
    await expect(toastWith(loser, "Fasting Started!")).toHaveCount(0);
    const failed = toastWith(loser, "Failed to start fasting session. Please try again.");
    await expect(failed).toBeVisible();
    await expect(failed).toContainText("Error");
    await expect(toastWith(winner, "Failed to start")).toHaveCount(0);
    // Both tabs now show the one fast that runs.
    const pages = [page, other];
    for (const p of pages) await expect(p.getByRole("heading", { name: "Fasting in Progress" })).toBeVisible();
    const types = await Promise.all(pages.map((p) => dashboard(p).fastType.textContent()));
    expect(types[0]).toBe(types[1]);
    const active = (await (await page.request.get("/api/fasting/active")).json()) as { session: { fastingType: string } };
    expect(active.session.fastingType).toBe(types[0]);
  });

  test("a second tab's refused start (409) shows the spec's error toast, then the running fast", async ({ signedInPage: page }) => {
    const d = dashboard(page);
    await d.open();
    await expect(page.getByRole("heading", { name: "Ready to Fast" })).toBeVisible();
    // Another tab (same account) starts a 20:4 fast; this one still shows the form.
    expect((await page.request.post("/api/fasting/start", { data: { fastingType: "20:4" } })).status()).toBe(201);
    await d.typeSelect.selectOption("16:8");
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/fasting/start")), d.startButton.click()]);
    expect(response.status()).toBe(409);
    const failed = toastWith(page, "Failed to start fasting session. Please try again.");
    await expect(failed).toBeVisible();
    await expect(failed).toContainText("Error");
    await expect(toastWith(page, "Fasting Started!")).toHaveCount(0);
    // Then the fast that runs, with the keyboard focus on its card's title.
    await expect(page.getByRole("heading", { name: "Fasting in Progress" })).toBeFocused();
    await expect(d.fastType).toHaveText("20:4");
    await expect(page.getByRole("heading", { name: "Start Your Fast" })).toHaveCount(0);
  });

  test("a failed start or end shows the spec's error toast", async ({ signedInPage: page }) => {
    const d = dashboard(page);
    await d.open();
    await page.route("**/api/fasting/start", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "INTERNAL", message: "boom" } } }),
    );
    await d.startButton.click();
    const startError = toastWith(page, "Failed to start fasting session. Please try again.");
    await expect(startError).toBeVisible();
    await expect(startError).toContainText("Error");
    await expect(page.getByRole("heading", { name: "Ready to Fast" })).toBeVisible();
    await page.unroute("**/api/fasting/start");

    await d.start("16:8");
    await page.route("**/api/fasting/end", (route) => route.abort());
    await d.endButton.click();
    await d.endDialog.getByRole("button", { name: "End Fast" }).click();
    const endError = toastWith(page, "Failed to end fasting session. Please try again.");
    await expect(endError).toBeVisible();
    await expect(endError).toContainText("Error");
    await expect(page.getByRole("heading", { name: "Fasting in Progress" })).toBeVisible();
  });

  test("a failed read is logged only and counts as no fast / no history", async ({ signedInPage: page }) => {
    const warnings: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "warning") warnings.push(msg.text());
    });
    await page.route("**/api/fasting/active", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "INTERNAL", message: "x" } } }),
    );
    await page.route("**/api/fasting/recent", (route) => route.fulfill({ status: 200, body: "<html>not json</html>" }));
    const d = dashboard(page);
    await d.open();
    await expect(page.getByRole("heading", { name: "Ready to Fast" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recent Fasting Sessions" })).toHaveCount(0);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    expect(warnings.some((w) => w.includes("Could not load the active fast"))).toBe(true);
    expect(warnings.some((w) => w.includes("Could not load recent fasts"))).toBe(true);
  });

  test("toasters are configured as the spec says", async ({ signedInPage: page }) => {
    const d = dashboard(page);
    await d.open();
    await d.start("16:8");
    const main = page.locator("[data-sonner-toaster]").filter({ has: toastWith(page, "Fasting Started!") });
    const style = (await main.getAttribute("style")) ?? "";
    expect(style).toContain("--width: 356px");
    expect(style).toContain("--gap: 14px");
    await expect(page.getByRole("region", { name: /Connection notices/ })).toBeAttached();
  });
});

// A mis-tap can be discarded, and focus mode (Settings) hides streaks and celebrations.
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
