import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, test, toastWith } from "./fixtures";

/**
 * How fast the daily loop is: each journey counts every tap (or click) it makes and every key it
 * presses, prints the two counts, and fails above its goal. A journey may only tap and type: no
 * fill(), which would set a field without the keystrokes a person makes.
 */

const dayLog = (page: Page) => page.getByRole("list", { name: "Logged foods" });

/** Counts the taps and keystrokes of one journey. */
class Journey {
  taps = 0;
  keys = 0;
  constructor(
    private readonly page: Page,
    private readonly touch: boolean,
  ) {}

  async tap(target: Locator) {
    this.taps += 1;
    if (this.touch) await target.tap();
    else await target.click();
  }

  async type(text: string) {
    this.keys += text.length;
    await this.page.keyboard.type(text);
  }

  async press(key: string, times = 1) {
    for (let i = 0; i < times; i += 1) {
      this.keys += 1;
      await this.page.keyboard.press(key);
    }
  }

  report(testInfo: TestInfo, name: string, goal: number) {
    const line = `${name} (${testInfo.project.name}): ${this.taps} taps (goal ≤ ${goal}), ${this.keys} keystrokes`;
    console.log(line);
    testInfo.annotations.push({ type: "taps", description: line });
    expect(this.taps, line).toBeLessThanOrEqual(goal);
  }
}

function journeyOf(page: Page, testInfo: TestInfo) {
  return new Journey(page, Boolean(testInfo.project.use.hasTouch));
}

/** Types a food's name into the focused search box and picks the first result. */
async function pickFirst(journey: Journey, page: Page, query: string, name: RegExp) {
  await journey.type(query);
  const results = page.getByRole("list", { name: "Search results" });
  // The first result is the food wanted: checked, so the journey cannot pass on another food.
  await expect(results.getByRole("listitem").first()).toContainText(name);
  await journey.tap(results.getByRole("button", { name: /^Pick / }).first());
  await expect(page.getByRole("region", { name: "Picked foods" })).toContainText(name);
}

/** Types the amounts into the group dialog, the first amount focused: Tab passes the unit and "Leave out". */
async function typeAmounts(journey: Journey, page: Page, amounts: string[]) {
  // As a person does, the typing starts once the dialog's first amount has the focus.
  await expect(page.getByRole("dialog").getByRole("spinbutton").first()).toBeFocused();
  for (const [i, amount] of amounts.entries()) {
    if (i > 0) await journey.press("Tab", 3);
    await journey.type(amount);
  }
}

/** The ids of a few foods, found as a user finds them (by search). */
async function foodId(page: Page, q: string) {
  const res = await page.request.get(`/api/food/search?q=${encodeURIComponent(q)}&limit=1`);
  return ((await res.json()) as { foods: { id: string }[] }).foods[0]!.id;
}

test("a carnivore day (400 g ribeye, 4 eggs, 30 g butter, 5 g salt) in at most 8 taps @phone", async ({ signedInPage: page }, testInfo) => {
  await page.goto("/food");
  await expect(page.getByRole("heading", { name: "Recent" })).toBeVisible();
  const journey = journeyOf(page, testInfo);

  await journey.tap(page.getByLabel("Search foods"));
  if (testInfo.project.name === "phone") {
    // On a phone the focused search takes the top of the screen, its results filling it.
    const box = (await page.getByRole("region", { name: "Add food" }).boundingBox())!;
    expect(box.y).toBeLessThanOrEqual(1);
    expect(box.height).toBeGreaterThan(page.viewportSize()!.height * 0.9);
  }
  await pickFirst(journey, page, "ribeye", /Ribeye/i);
  await pickFirst(journey, page, "egg", /Egg/);
  await pickFirst(journey, page, "butter", /Butter/);
  await pickFirst(journey, page, "salt", /Salt/);
  await journey.tap(page.getByRole("button", { name: "Add 4 foods" }));

  const dialog = page.getByRole("dialog", { name: "Add 4 foods" });
  await expect(dialog.getByLabel("Unit of Egg")).toHaveValue("portion:0");
  await typeAmounts(journey, page, ["400", "4", "30", "5"]);
  await journey.press("Enter");

  await expect(toastWith(page, "Added to your log")).toBeVisible();
  await expect(dayLog(page)).toContainText("4 × 1 large (200 g)");
  await expect(dayLog(page)).toContainText("400 g");
  await expect(dayLog(page)).toContainText("30 g");
  await expect(dayLog(page)).toContainText("5 g");
  journey.report(testInfo, "4-item day", 8);
});

test("yesterday's breakfast saved as a meal, repeated today in 1 tap @phone", async ({ signedInPage: page }, testInfo) => {
  const [egg, butter, bacon] = [await foodId(page, "egg"), await foodId(page, "butter"), await foodId(page, "bacon")];
  const yesterday = new Date(Date.now() - 86_400_000);
  yesterday.setHours(8, 0, 0, 0);
  const eatenAt = yesterday.toISOString();
  const logged = await page.request.post("/api/food/entries/group", {
    data: {
      eatenAt,
      items: [
        { foodId: egg, amount: 4, unit: "portion:0" },
        { foodId: butter, amount: 30, unit: "g" },
        { foodId: bacon, amount: 200, unit: "g" },
      ],
    },
  });
  expect(logged.status()).toBe(201);

  // Saved once, from yesterday's log.
  await page.goto("/food");
  const save = journeyOf(page, testInfo);
  await save.tap(page.getByRole("button", { name: "Previous day" }));
  await expect(dayLog(page)).toContainText("4 × 1 large");
  await save.tap(page.getByRole("button", { name: "Save as meal" }));
  const dialog = page.getByRole("dialog", { name: "Save as meal" });
  await expect(dialog.getByLabel("Name")).toHaveValue("Breakfast");
  await save.tap(dialog.getByRole("button", { name: "Save meal" }));
  await expect(toastWith(page, "Meal saved")).toBeVisible();
  save.report(testInfo, "save yesterday's breakfast as a meal", 3);

  // Today: one tap.
  await page.goto("/food");
  const meals = page.getByRole("list", { name: "Your meals" });
  await expect(meals).toContainText("4 × 1 large Egg");
  const repeat = journeyOf(page, testInfo);
  await repeat.tap(meals.getByRole("button", { name: "Log Breakfast now" }));
  await expect(toastWith(page, "Added Breakfast")).toBeVisible();
  await expect(dayLog(page).getByRole("listitem")).toHaveCount(3);
  await expect(dayLog(page)).toContainText("4 × 1 large (200 g)");
  await expect(dayLog(page)).toContainText("200 g");
  repeat.report(testInfo, "repeat yesterday's breakfast", 1);
});

test("a past day of 7 foods, breakfast and dinner, in at most 20 taps @phone", async ({ signedInPage: page }, testInfo) => {
  // Seven searches and two dialogs driven as a person does (the taps are what is measured, so no
  // part can come from the API): about 12 s on this machine, above a third of the usual 30 s.
  test.slow();
  await page.goto("/food");
  await expect(page.getByRole("heading", { name: "Recent" })).toBeVisible();
  const journey = journeyOf(page, testInfo);
  await journey.tap(page.getByRole("button", { name: "Previous day" }));
  await expect(page.getByText("Nothing logged for this day yet")).toBeVisible();

  // Breakfast at 8:00: three foods, one time.
  await journey.tap(page.getByLabel("Search foods"));
  await pickFirst(journey, page, "egg", /Egg/);
  await pickFirst(journey, page, "bacon", /Bacon/i);
  await pickFirst(journey, page, "butter", /Butter/);
  await journey.tap(page.getByRole("button", { name: "Add 3 foods" }));
  await typeAmounts(journey, page, ["3", "100", "20"]);
  // On to the time (Tab passes the last unit and "Leave out"): one time for the group.
  await journey.press("Tab", 3);
  await journey.type("0800A");
  await journey.press("Enter");
  await expect(toastWith(page, "Added to your log")).toBeVisible();
  await expect(dayLog(page).getByRole("listitem")).toHaveCount(3);

  // Dinner at 18:00: the focus is back in the search box, for the next foods.
  await expect(page.getByLabel("Search foods")).toBeFocused();
  await pickFirst(journey, page, "ribeye", /Ribeye/i);
  await pickFirst(journey, page, "salmon", /Salmon/i);
  await pickFirst(journey, page, "liver", /Liver/i);
  await pickFirst(journey, page, "salt", /Salt/);
  await journey.tap(page.getByRole("button", { name: "Add 4 foods" }));
  // A past day's group starts at that day's last meal time (8:00), not the clock's.
  await expect(page.getByRole("dialog").getByLabel("Time")).toHaveValue("08:00");
  await typeAmounts(journey, page, ["300", "150", "50", "3"]);
  await journey.press("Tab", 3);
  await journey.type("0600P");
  await journey.press("Enter");

  await expect(dayLog(page).getByRole("listitem")).toHaveCount(7);
  const times = await page.request.get(`/api/food/day?date=${await shownDate(page)}&tz=${encodeURIComponent(await timeZone(page))}`);
  const entries = ((await times.json()) as { entries: { eatenAt: string }[] }).entries;
  const clock = await page.evaluate(
    (instants) => instants.map((at) => new Date(at).toTimeString().slice(0, 5)),
    entries.map((e) => e.eatenAt),
  );
  expect(clock).toEqual(["08:00", "08:00", "08:00", "18:00", "18:00", "18:00", "18:00"]);
  journey.report(testInfo, "past day of 7 items", 20);
});

async function timeZone(page: Page) {
  return page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
}

async function shownDate(page: Page) {
  return page.evaluate(() => {
    const d = new Date(Date.now() - 86_400_000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
}
