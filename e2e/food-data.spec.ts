import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The food log's figures: the phone's day summary, the free electrolytes, the totals' shares. */

async function logByApi(page: Page, foodId: string, grams: number) {
  const eatenAt = new Date(Date.now() - 60_000).toISOString();
  expect((await page.request.post("/api/food/entries", { data: { foodId, amount: grams, unit: "g", eatenAt } })).status()).toBe(201);
}

test("the phone's day summary sits flush under the header, its figures apart and each label on one line @phone", async ({
  signedInPage: page,
}) => {
  // A big day: four-figure calories and three-figure grams.
  await logByApi(page, "23195", 600);
  await logByApi(page, "04001", 60);
  await page.goto("/food");
  const summary = page.getByTestId("day-summary");
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  if (!phone) {
    await expect(summary).toBeHidden();
    return;
  }
  await expect(summary).toContainText(/\d,\d{3}\s?kcal/);

  // Each figure's box ends before the next one's begins, inside the bar.
  const boxes = await summary.locator(":scope > span").evaluateAll((items) =>
    items.map((item) => {
      const { left, right, height } = item.getBoundingClientRect();
      const label = item.firstElementChild!.getBoundingClientRect();
      return {
        left,
        right,
        height,
        labelHeight: label.height,
        lineHeight: parseFloat(getComputedStyle(item.firstElementChild!).lineHeight),
      };
    }),
  );
  expect(boxes).toHaveLength(5);
  for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left, `figure ${i}`).toBeGreaterThan(boxes[i - 1]!.right + 4);
  const bar = (await summary.boundingBox())!;
  expect(boxes.at(-1)!.right).toBeLessThanOrEqual(bar.x + bar.width);
  // "Fat : protein" (and every label) on one line.
  for (const box of boxes) expect(box.labelHeight).toBeLessThan(box.lineHeight * 1.5);

  // Scrolled, nothing of the page shows between the header and the bar: the band behind the bar
  // begins where the header ends and is opaque.
  await page.mouse.wheel(0, 900);
  await expect(page.getByRole("heading", { level: 1, name: "Food Log" })).not.toBeInViewport();
  const seam = await page.evaluate(() => {
    const header = document.querySelector("header")!.getBoundingClientRect();
    const band = document.querySelector("[data-testid=day-summary]")!.parentElement!;
    return { headerBottom: header.bottom, bandTop: band.getBoundingClientRect().top, background: getComputedStyle(band).backgroundColor };
  });
  expect(seam.bandTop).toBeLessThanOrEqual(seam.headerBottom);
  expect(seam.background).not.toMatch(/rgba\(.*,\s*0(\.\d+)?\)$|transparent/);
});

test("a free user sees today's sodium, potassium and magnesium against the targets, and the rest as a sample @phone", async ({
  signedInPage: page,
}) => {
  await logByApi(page, "99001", 2);
  await page.goto("/food");
  const card = page.getByRole("region", { name: "Nutrition insights" });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId("electrolyte-sodium")).toContainText("786 / 3,000 mg");
  await expect(card.getByTestId("electrolyte-potassium")).toContainText("/ 3,400 mg");
  await expect(card.getByTestId("electrolyte-magnesium")).toContainText("/ 400 mg");
  await expect(card.getByTestId("insights-preview")).toBeVisible();
  await expect(card.getByRole("link", { name: "Upgrade to Premium" })).toBeVisible();
  // The Premium part is a sample: the panel's figures are not the user's.
  await expect(card.getByTestId("panel-vitaminB12")).toHaveCount(0);
});
