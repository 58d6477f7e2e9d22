import type { Page } from "@playwright/test";
import { createUser, expect, PASSWORD, signIn, test, toastWith, uniqueEmail } from "./fixtures";

/**
 * The food logger (/food): search, the log dialog, the day with its totals, edit and delete with
 * undo, the fasting tie-in, and the Premium insights (a preview for free users).
 */

const totals = (page: Page) => page.getByRole("region", { name: "Daily totals" });
const dayLog = (page: Page) => page.getByRole("list", { name: "Logged foods" });

async function chooseFood(page: Page, query: string, name: string | RegExp) {
  await page.getByLabel("Search foods").fill(query);
  await page.getByRole("button", { name }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
}

// The Premium user of these tests has the yearly plan.
test.use({ premiumPlan: "yearly" });

test("log 200 g of egg, see the totals, reload, edit, and delete with undo @db", async ({ signedInPage: page }) => {
  await page.goto("/food");
  await expect(page.getByRole("heading", { level: 1, name: "Food Log" })).toBeVisible();

  await chooseFood(page, "egg", /Egg, whole, raw, fresh/);
  const dialog = page.getByRole("dialog");
  // Eggs open counted ("1 large"); this one is weighed.
  await dialog.getByLabel("Unit").selectOption("g");
  await dialog.getByLabel("Amount").fill("200");
  await dialog.getByRole("button", { name: "Add to log" }).click();
  await expect(toastWith(page, "Added to your log")).toBeVisible();

  await expect(dayLog(page).getByText("Egg, whole, raw, fresh")).toBeVisible();
  await expect(totals(page)).toContainText("286kcal");
  await expect(totals(page)).toContainText("25.1g");

  await page.reload();
  await expect(totals(page)).toContainText("286kcal");
  await expect(totals(page)).toContainText("25.1g");

  await dayLog(page).getByRole("button", { name: "Edit Egg" }).click();
  await dialog.getByLabel("Amount").fill("100");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(toastWith(page, "Entry updated")).toBeVisible();
  await expect(totals(page)).toContainText("143kcal");

  await dayLog(page).getByRole("button", { name: "Delete Egg" }).click();
  const deleted = toastWith(page, "Entry deleted");
  await expect(deleted).toBeVisible();
  await expect(dayLog(page).getByText("Egg, whole, raw, fresh")).toHaveCount(0);
  await deleted.getByRole("button", { name: "Undo" }).click();
  await expect(toastWith(page, "Entry restored")).toBeVisible();
  await expect(dayLog(page).getByText("Egg, whole, raw, fresh")).toBeVisible();
  await expect(totals(page)).toContainText("143kcal");
});

test("a ribeye weighed raw is logged as the cooked steak it becomes; a meal during a fast can end it", async ({ signedInPage: page }) => {
  expect((await page.request.post("/api/fasting/start", { data: { fastingType: "16:8" } })).status()).toBe(201);
  await page.goto("/food");

  await chooseFood(page, "ribeye", /Beef, rib eye/);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Raw or cooked").selectOption({ index: 1 });
  await dialog.getByLabel("Amount").fill("300");
  await expect(dialog.getByRole("status").filter({ hasText: "300 g raw yields about" })).toBeVisible();
  await expect(dialog.getByText(/You're fasting/)).toBeVisible();

  await dialog.getByRole("button", { name: "End fast and add" }).click();
  await expect(toastWith(page, /Your fast ended at/)).toBeVisible();
  await expect(dayLog(page).getByText(/300 g raw → about \d+(\.\d)? g cooked/)).toBeVisible();
  const active = await page.request.get("/api/fasting/active");
  expect((await active.json()).session).toBeNull();
  // Daily totals show the fat:protein ratio of the steak.
  await expect(totals(page).getByTestId("fat-protein-ratio")).toHaveText(/^\d+\.\d : 1$/);
});

test("a free user sees the insights preview and an upgrade prompt; their insights are never asked for", async ({ signedInPage: page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/food\/(insights|trends)/.test(request.url())) asked.push(request.url());
  });
  await page.goto("/food");
  const card = page.getByRole("region", { name: "Nutrition insights" });
  await expect(card.getByTestId("insights-preview")).toBeVisible();
  await expect(card.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/premium");
  await expect(page.getByRole("heading", { name: "Daily totals" })).toBeVisible();
  expect(asked).toEqual([]);
});

/** A Premium user who ate 200 g of egg today, on the food log. */
async function premiumWithEggs(page: Page) {
  await logByApi(page, "01123", 200);
  await page.goto("/food");
  return page.getByRole("region", { name: "Nutrition insights" });
}

async function logByApi(page: Page, foodId: string, grams: number) {
  const eatenAt = new Date().toISOString();
  expect((await page.request.post("/api/food/entries", { data: { foodId, amount: grams, unit: "g", eatenAt } })).status()).toBe(201);
}

test("Premium: electrolytes against targets, and the one-tap salt @db", async ({ premiumPage: page }) => {
  const card = await premiumWithEggs(page);
  const sodium = card.getByTestId("electrolyte-sodium");
  await expect(sodium).toContainText("284 / 3,000 mg");
  await expect(sodium).toContainText(/Low sodium is common/);

  await card.getByRole("button", { name: /Add 1 g salt/ }).click();
  await expect(toastWith(page, "Added 1 g salt")).toBeVisible();
  await expect(sodium).toContainText("677 / 3,000 mg");
  await expect(dayLog(page).getByText("Salt (sodium chloride)")).toBeVisible();
});

test("Premium: edited targets move the electrolyte bars", async ({ premiumPage: page }) => {
  const card = await premiumWithEggs(page);
  const sodium = card.getByTestId("electrolyte-sodium");
  await expect(sodium).toContainText("284 / 3,000 mg");
  await card.getByRole("button", { name: "Edit targets" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit targets" });
  await dialog.getByLabel("Sodium (mg)").fill("5000");
  await dialog.getByRole("button", { name: "Save targets" }).click();
  await expect(toastWith(page, "Targets saved")).toBeVisible();
  await expect(sodium).toContainText("284 / 5,000 mg");
});

test("Premium: every nutrient against its reference, and liver above vitamin A's upper limit warns, naming the food @db", async ({
  premiumPage: page,
}) => {
  const card = await premiumWithEggs(page);
  await card.getByRole("button", { name: /Show all \d+ nutrients/ }).click();
  await expect(card.getByTestId("panel-vitaminA")).toContainText("%");
  await expect(card.getByTestId("warning-vitaminA")).toHaveCount(0);
  await logByApi(page, "13325", 70);
  await page.reload();
  await expect(card.getByTestId("warning-vitaminA")).toContainText("Vitamin A is above the upper limit");
  await expect(card.getByTestId("warning-vitaminA")).toContainText("Beef liver, raw");
});

test("Premium: the reference intakes follow the profile given in Settings", async ({ premiumPage: page }) => {
  const card = await premiumWithEggs(page);
  await card.getByRole("button", { name: /Show all \d+ nutrients/ }).click();
  await expect(card.getByTestId("panel-reference")).toContainText("men aged 31–50");
  await page.goto("/settings");
  const profile = page.getByRole("region", { name: "Nutrition profile" });
  await profile.getByLabel("Sex").selectOption("female");
  await profile.getByLabel("Age").selectOption("19-30");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "Nutrition profile saved.")).toBeVisible();
  await page.goto("/food");
  await expect(card.getByTestId("panel-reference")).toContainText("women aged 19–30.");
  await expect(card.getByTestId("panel-iron")).toContainText("RDA 18 mg");
});

test("@phone the food log fits a phone", async ({ signedInPage: page }) => {
  // Long USDA names in the recent list and the log.
  const eatenAt = new Date().toISOString();
  for (const foodId of ["23195", "13325"])
    expect((await page.request.post("/api/food/entries", { data: { foodId, amount: 100, unit: "g", eatenAt } })).status()).toBe(201);
  await page.goto("/food");
  await expect(page.getByRole("heading", { level: 1, name: "Food Log" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Logged foods" }).getByRole("listitem")).toHaveCount(2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Nothing sticks out past the page's own padding either (overflow hidden by a parent would pass the above).
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll("main section, main nav, main [data-slot=card]")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth)
      .map((el) => el.getAttribute("aria-labelledby") ?? el.tagName),
  );
  expect(outside).toEqual([]);
});

test("@phone the phone food log's summary visible without scrolling", async ({ signedInPage: page }) => {
  // A dozen entries on yesterday (every one of them in the past, whatever the hour of the run).
  const yesterday = new Date();
  yesterday.setDate(yesterday.getDate() - 1);
  const day = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, "0")}-${String(yesterday.getDate()).padStart(2, "0")}`;
  for (let i = 0; i < 12; i++) {
    const eatenAt = new Date(yesterday.getFullYear(), yesterday.getMonth(), yesterday.getDate(), 7, i * 30).toISOString();
    const foodId = i % 2 === 0 ? "23195" : "01123";
    expect((await page.request.post("/api/food/entries", { data: { foodId, amount: 100, unit: "g", eatenAt } })).status()).toBe(201);
  }
  await page.goto(`/food?date=${day}`);
  await expect(dayLog(page).getByRole("listitem")).toHaveCount(12);
  // The date is whole: "Tue, Nov 24", not "Tuesday, Novem…".
  const shown = page.getByTestId("shown-day");
  expect(await shown.evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth)).toBe(true);

  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  if (!phone) {
    // Wide screens: the totals stand beside the log, at the top.
    await expect(page.getByTestId("day-summary")).toBeHidden();
    await expect(totals(page)).toBeInViewport();
    return;
  }
  const summary = page.getByTestId("day-summary");
  await expect(summary).toBeInViewport();
  await expect(summary).toContainText("Fat : protein");
  // It stays under the header while the list scrolls by.
  await dayLog(page).getByRole("listitem").nth(7).scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { level: 1, name: "Food Log" })).not.toBeInViewport();
  await expect(summary).toBeInViewport();
  await expect(totals(page)).not.toBeInViewport();
  // A tap brings the full totals, with the focus.
  await summary.click();
  await expect(totals(page)).toBeFocused();
  await expect(totals(page)).toBeInViewport();
});

test("a food of your own: created when search doesn't find it, logged by the serving, and no one else finds it", async ({
  signedInPage: page,
  api,
  browser,
  clientIp,
}) => {
  await page.goto("/food");
  await page.getByLabel("Search foods").fill("grandma's pemmican");
  const search = page.getByRole("region", { name: "Add food" });
  // The catalog responds with its nearest spellings (granola…): none of them is the pemmican.
  await expect(search.getByRole("status")).toHaveText(/ found\.$|^No foods match/);
  await expect(search.getByText(/pemmican/i)).toHaveCount(0);
  await search.getByRole("button", { name: "Create a food" }).click();

  const create = page.getByRole("dialog", { name: "Create a food" });
  await expect(create.getByLabel("Name", { exact: true })).toHaveValue("grandma's pemmican");
  await create.getByLabel("Values are for").selectOption("One serving");
  await create.getByLabel("Serving size (g)").fill("50");
  await create.getByLabel("Calories (kcal)").fill("250");
  await create.getByLabel("Protein (g)").fill("10");
  await create.getByLabel("Fat (g)").fill("22");
  await create.getByLabel("Carbs (g)").fill("0");
  await create.getByRole("button", { name: "Create food" }).click();
  await expect(toastWith(page, "Food created")).toBeVisible();

  // The log dialog opens for it at once, ready for the amount.
  const log = page.getByRole("dialog", { name: "grandma's pemmican" });
  await expect(log.getByLabel("Amount")).toBeFocused();
  await expect(create).toHaveCount(0);
  await log.getByLabel("Amount").fill("2");
  await log.getByLabel("Unit").selectOption("1 serving");
  await log.getByRole("button", { name: "Add to log" }).click();
  await expect(toastWith(page, "Added to your log")).toBeVisible();
  await expect(dayLog(page).getByText("grandma's pemmican")).toBeVisible();
  await expect(totals(page)).toContainText("500kcal");
  // The same search now finds it first, as the user's own.
  await expect(search.getByRole("listitem").first()).toContainText("grandma's pemmican");
  await expect(search.getByRole("listitem").first()).toContainText("Your food");

  const mine = await (await page.request.get("/api/food/search?q=pemmican")).json();
  const food = mine.foods.find((f: { name: string }) => f.name === "grandma's pemmican");
  expect(food?.source).toBe("custom");

  // Another user, in a browser of their own: the same search finds nothing of it, and its id is not theirs to read.
  const other = await createUser(api, { email: uniqueEmail("other-food"), password: PASSWORD, name: "Olive Other" });
  const otherContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": clientIp } });
  const otherPage = await otherContext.newPage();
  await signIn(otherPage, other);
  const theirs = await otherPage.request.get("/api/food/search?q=pemmican");
  expect(theirs.status()).toBe(200);
  expect((await theirs.json()).foods).not.toContainEqual(expect.objectContaining({ id: food.id }));
  expect((await otherPage.request.get(`/api/food/foods/${food.id}`)).status()).toBe(404);
  await otherContext.close();
});
