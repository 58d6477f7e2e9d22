import { axeOn } from "./axe";
import type { Page } from "@playwright/test";
import { createUser, expect, PASSWORD, signIn, test, uniqueEmail, type TestUser } from "./fixtures";

/**
 * First run: a brand-new user is shown onboarding once (skippable, not again after a reload),
 * can open it again from Settings, and their answers reach progress (goal weight), food (the
 * nutrition profile), the start form (their usual plan) and the recipe filters. The greeting says
 * "Welcome" until their first fast, "Welcome back" after.
 */

async function newUser(page: Page, api: Parameters<typeof createUser>[0]): Promise<TestUser> {
  const user = await createUser(api, { email: uniqueEmail("first-run"), password: PASSWORD, name: "Dana Newcomer", onboarded: false });
  await signIn(page, user);
  return user;
}

const onboarding = (page: Page) => page.getByRole("dialog", { name: "Welcome to CarniTrack" });

test("a new user sees onboarding once: skipped, it stays away after a reload; Settings opens it again @db", async ({ page, api }) => {
  await newUser(page, api);
  await page.goto("/dashboard");
  const dialog = onboarding(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Step 1 of 4")).toBeVisible();
  // Skip moves on a step; Back returns.
  await dialog.getByRole("button", { name: "Skip", exact: true }).click();
  await expect(dialog.getByText("Step 2 of 4")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Your weight" })).toBeFocused();
  await dialog.getByRole("button", { name: "Back" }).click();
  await expect(dialog.getByText("Step 1 of 4")).toBeVisible();

  // It closes at once and saves the skip afterwards: the reload below waits for that save.
  const skipSaved = page.waitForResponse((response) => response.url().endsWith("/api/profile/onboarding") && response.ok());
  await dialog.getByRole("button", { name: "Skip setup" }).click();
  await expect(dialog).toBeHidden();
  await skipSaved;
  await expect(page.getByText("Welcome, Dana. Your fasts, all in one place.")).toBeVisible();
  // One card with the spec's texts and the start form: no separate invitation stacked above it.
  const ready = page.getByRole("region", { name: "Ready to Fast" });
  await expect(ready.getByText("Select a fasting type to begin.")).toBeVisible();
  await expect(ready.getByRole("heading", { name: "Start Your Fast" })).toBeVisible();
  await expect(ready.getByRole("button", { name: "Start Fasting" })).toBeVisible();
  await expect(page.getByText("Your first fast starts here")).toHaveCount(0);

  await page.reload();
  await expect(page.getByText("Welcome, Dana. Your fasts, all in one place.")).toBeVisible();
  await expect(onboarding(page)).toHaveCount(0);

  await page.goto("/settings");
  await page.getByRole("button", { name: "Go through setup again" }).click();
  await expect(onboarding(page)).toBeVisible();
  await expect(onboarding(page).getByText("Step 1 of 4")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(onboarding(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Go through setup again" })).toBeFocused();
});

test("finishing onboarding sets the usual fast, the goal line and the nutrition profile @db", async ({ page, api }) => {
  await newUser(page, api);
  await page.goto("/dashboard");
  const dialog = onboarding(page);

  await dialog.getByRole("radio", { name: "Lose fat" }).check();
  await dialog.getByRole("button", { name: "Next" }).click();

  await expect(dialog.getByText("Step 2 of 4")).toBeVisible();
  await dialog.getByLabel("Current weight (kg)").fill("500");
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByLabel("Current weight (kg)")).toHaveAccessibleDescription("Current weight must be between 20 and 400 kg.");
  await dialog.getByLabel("Current weight (kg)").fill("82");
  await dialog.getByLabel("Goal weight (kg)").fill("75");
  await dialog.getByRole("button", { name: "Next" }).click();

  await expect(dialog.getByText("Step 3 of 4")).toBeVisible();
  await dialog.getByRole("radio", { name: "18:6 (18h fast, 6h eating)" }).check();
  await dialog.getByRole("button", { name: "Next" }).click();

  await expect(dialog.getByText("Step 4 of 4")).toBeVisible();
  await dialog.getByLabel("Sex").selectOption("Female");
  await dialog.getByLabel("Age").selectOption("19–30");
  await dialog.getByRole("group", { name: "Do you eat dairy?" }).getByRole("radio", { name: "No" }).check();
  await dialog.getByRole("group", { name: "Do you eat eggs?" }).getByRole("radio", { name: "Yes" }).check();
  await dialog.getByRole("button", { name: "Finish" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeFocused();

  // The usual fast is chosen in the start form.
  await expect(page.getByLabel("Choose Fasting Type")).toHaveValue("18:6");
  await expect(page.getByText("Welcome, Dana.")).toBeVisible();

  // The current weight is today's weigh-in; the goal weight is the weight chart's goal.
  await page.goto("/progress");
  await expect(page.getByTestId("overview-last-weigh-in")).toHaveText("82.0 kg");
  await page.getByRole("navigation", { name: "Progress sections" }).getByRole("link", { name: "Weight", exact: true }).click();
  await expect(page.getByText(/^Goal 75(\.0)? kg$/)).toBeVisible();

  await page.goto("/settings");
  const profile = page.getByRole("region", { name: "Nutrition profile" });
  await expect(profile.getByLabel("Sex")).toHaveValue("female");
  await expect(profile.getByLabel("Age")).toHaveValue("19-30");
});

test("the answers reach the recipe filters and the targets stay editable on the free plan; the first fast makes it 'Welcome back' @db", async ({
  page,
  api,
}) => {
  await newUser(page, api);
  const today = new Date().toISOString().slice(0, 10);
  const res = await page.request.put("/api/profile/onboarding", {
    data: { outcome: "completed", date: today, answers: { eatsDairy: false, eatsEggs: false, fastingPlan: "20:4" } },
  });
  expect(res.status()).toBe(200);

  await page.goto("/recipes");
  await expect(page).toHaveURL(/\/recipes\?tags=dairy-free%2Cegg-free$|\/recipes\?tags=dairy-free,egg-free$/);

  await page.goto("/food");
  await page.getByRole("region", { name: "Nutrition insights" }).getByRole("button", { name: "Edit targets" }).click();
  await expect(page.getByRole("dialog", { name: "Edit targets" })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/dashboard");
  await expect(page.getByText("Welcome, Dana. Your fasts, all in one place.")).toBeVisible();
  await expect(page.getByLabel("Choose Fasting Type")).toHaveValue("20:4");
  await page.getByRole("button", { name: "Start Fasting" }).click();
  await expect(page.getByText("Welcome back, Dana. Your fasts, all in one place.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fasting in Progress" })).toBeVisible();
});

test("a user made by the fixtures is not shown onboarding", async ({ signedInPage: page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ready to Fast" })).toBeVisible();
  // The greeting needs /api/profile, which is also what would open onboarding: only once it shows
  // does "no dialog" mean anything.
  await expect(page.getByText("Welcome, Casey. Your fasts, all in one place.")).toBeVisible();
  await expect(onboarding(page)).toHaveCount(0);
});

test("the free dashboard's history teaser is a labelled sample, not the user's own figures", async ({ signedInPage: page }) => {
  await page.goto("/dashboard");
  const history = page.getByRole("region", { name: /fasting history/i });
  await expect(history.getByText("Sample", { exact: true })).toBeVisible();
  await expect(history.getByText("Sample statistics: Premium shows your total fasts, hours and longest fast.")).toBeAttached();
  // What a screen reader gets of the card: the text alternative, not "24" fasts or "412.5" hours.
  const snapshot = await history.ariaSnapshot();
  expect(snapshot).toContain("Sample statistics");
  expect(snapshot).not.toMatch(/412|Fasts ended/);
});

test("every onboarding step is axe-clean and works from the keyboard @phone", async ({ page, api }) => {
  await newUser(page, api);
  await page.goto("/dashboard");
  const dialog = onboarding(page);
  await expect(dialog.getByText("Step 1 of 4")).toBeVisible();
  for (let step = 1; step <= 4; step++) {
    await expect(dialog.getByText(`Step ${step} of 4`)).toBeVisible();
    const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
    expect(serious, `step ${step}`).toEqual([]);
    if (step === 1) {
      // A radio group from the keyboard: Tab into it, an arrow picks the next goal, Enter goes on.
      await dialog.getByRole("radio", { name: "Lose fat" }).focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowDown");
      await expect(dialog.getByRole("radio", { name: "Maintain" })).toBeChecked();
      await page.keyboard.press("Enter");
    } else if (step < 4) {
      await dialog.getByRole("button", { name: "Skip", exact: true }).click();
    }
  }
  await dialog.getByRole("button", { name: "Finish" }).press("Enter");
  await expect(dialog).toBeHidden();
  const profile = await page.request.get("/api/profile");
  expect(await profile.json()).toMatchObject({ goal: "maintain", onboarding: { outcome: "completed" } });
});

test("a reload mid-way resumes at the step reached; a skip followed at once by leaving the page still counts", async ({ page, api }) => {
  await newUser(page, api);
  await page.goto("/dashboard");
  const dialog = onboarding(page);
  await dialog.getByRole("radio", { name: "Gain muscle" }).check();
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByLabel(/^Current weight/).fill("90");
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByText("Step 3 of 4")).toBeVisible();

  await page.reload();
  await expect(dialog.getByText("Step 3 of 4")).toBeVisible();
  await dialog.getByRole("button", { name: "Back" }).click();
  await expect(dialog.getByLabel(/^Current weight/)).toHaveValue("90");

  // Leaving the page at once (a full navigation) does not cancel the skip's request.
  await dialog.getByRole("button", { name: "Skip setup" }).click();
  await page.goto("/food");
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/api/profile")).json()) as { onboarding: { outcome: string } | null }).onboarding?.outcome,
    )
    .toBe("skipped");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(onboarding(page)).toHaveCount(0);
});
