import { dashboard } from "./dashboard";
import { expect, test, toastWith } from "./fixtures";

/** Drinks during a fast: logged from the dashboard in a tap, water counted apart from coffee and tea, and electrolyte water's sodium in the food log. */

test("a glass of water from the dashboard during a fast, its total, Undo and Remove @db", async ({ signedInPage: page }) => {
  const d = dashboard(page);
  await d.open();
  await d.start("16:8");
  const card = page.getByRole("region", { name: "Drinks" });
  await expect(card).toContainText("don't break your fast");
  await expect(card.getByTestId("water-total")).toContainText("0 ml of 2,000 ml water today");

  await card.getByRole("button", { name: "Add glass, 250 ml water" }).click();
  await expect(toastWith(page, "Added 250 ml water")).toBeVisible();
  await expect(card.getByTestId("water-total")).toContainText("250 ml of 2,000 ml");
  await card.getByRole("button", { name: "Coffee", exact: true }).click();
  await card.getByRole("button", { name: "Add mug, 350 ml black coffee" }).click();
  // Coffee is not water: the water stays at the glass, and the coffee has its own total.
  await expect(card.getByTestId("drink-totals")).toContainText("Black coffee 350 ml");
  await expect(card.getByTestId("water-total")).toContainText("250 ml of 2,000 ml");
  await expect(card.getByRole("progressbar", { name: "Water against your target" })).toHaveAttribute("aria-valuenow", "12.5");

  // Undo in the toast takes the coffee back; Remove on the list takes the water.
  await toastWith(page, "Added 350 ml black coffee").getByRole("button", { name: "Undo" }).click();
  await expect(card.getByTestId("drink-totals")).not.toContainText("Black coffee");
  await expect(card.getByTestId("water-total")).toContainText("250 ml of 2,000 ml");
  await card.getByRole("button", { name: /^Remove 250 ml water at / }).click();
  await expect(card.getByTestId("water-total")).toContainText("0 ml of 2,000 ml");
  await expect(toastWith(page, "Drink removed")).toBeVisible();
  // The fast runs on.
  await expect(page.getByRole("heading", { name: "Fasting in Progress" })).toBeVisible();

  // The target is the user's to change.
  await card.getByRole("button", { name: "Water target and electrolyte mix" }).click();
  const dialog = page.getByRole("dialog", { name: "Water and electrolytes" });
  await dialog.getByLabel("Water target (ml a day)").fill("2500");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId("water-total")).toContainText("0 ml of 2,500 ml");
});

test("electrolyte water's sodium shows in the food log's electrolytes, and its water on /food @db", async ({ premiumPage: page }) => {
  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Drinks" });
  await expect(card.getByTestId("water-total")).toContainText("0 ml of 2,000 ml");
  // 2 g of salt in a 500 ml bottle: 786 mg sodium in the bottle.
  await card.getByRole("button", { name: "Water target and electrolyte mix" }).click();
  const dialog = page.getByRole("dialog", { name: "Water and electrolytes" });
  await dialog.getByLabel("Salt (g)").fill("2");
  await dialog.getByLabel("Potassium (mg)").fill("300");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole("button", { name: "Electrolytes", exact: true }).click();
  await card.getByRole("button", { name: "Add bottle, 500 ml electrolyte water" }).click();
  await expect(toastWith(page, "Added 500 ml electrolyte water")).toBeVisible();
  await expect(card).toContainText("786 mg sodium");

  await page.goto("/food");
  const insights = page.getByRole("region", { name: "Nutrition insights" });
  const sodium = insights.getByTestId("electrolyte-sodium");
  await expect(sodium).toContainText("786 / 3,000 mg");
  await expect(sodium).toContainText("786 mg from electrolyte water");
  await expect(insights.getByTestId("electrolyte-potassium")).toContainText("300 / 3,400 mg");
  await expect(page.getByRole("region", { name: "Drinks" }).getByTestId("water-total")).toContainText("500 ml of 2,000 ml");
});

test("a pound user sees fluid ounces", async ({ signedInPage: page }) => {
  expect((await page.request.patch("/api/progress/units", { data: { weightUnit: "lb" } })).status()).toBe(200);
  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Drinks" });
  await expect(card.getByTestId("water-total")).toContainText("0 fl oz of 67.6 fl oz water today");
  await card.getByRole("button", { name: "Add glass, 8 fl oz water" }).click();
  await expect(card.getByTestId("water-total")).toContainText("8 fl oz of 67.6 fl oz");
});
