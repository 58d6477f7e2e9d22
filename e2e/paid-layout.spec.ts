import type { Locator, Page } from "@playwright/test";
import { createUser, expect, PASSWORD, signIn, test, uniqueEmail } from "./fixtures";

/**
 * The paid app's chrome at phone and desktop widths: a cancelled plan's chip inside the header, the
 * community's title and "New post" on one line, the welcome dialog's button in view, and the
 * test-mode checkout in the app's font.
 */

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("after a cancel the header's chip reads the end date, inside the header, beside a whole account menu @phone", async ({
  page,
  api,
}) => {
  const user = await createUser(api, { email: uniqueEmail("cancelled"), password: PASSWORD, name: "Casey Carnivore", plan: "yearly" });
  await signIn(page, user);
  expect((await page.request.post("/api/subscription/cancel", { data: {} })).status()).toBe(200);
  const state = (await (await page.request.get("/api/subscription")).json()) as { subscription: { currentPeriodEnd: string } };
  const end = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }).format(new Date(state.subscription.currentPeriodEnd));

  for (const path of ["/dashboard", "/community"]) {
    await page.goto(path);
    const chip = page.getByTestId("header-plan");
    await expect(chip).toHaveText(`Annual until ${end}`);
    const header = await boxOf(page.locator("header").first());
    const chipBox = await boxOf(chip);
    expect(chipBox.y, `${path}: the chip starts inside the header`).toBeGreaterThanOrEqual(header.y);
    expect(chipBox.y + chipBox.height, `${path}: the chip ends inside the header`).toBeLessThanOrEqual(header.y + header.height);
    const menu = await boxOf(page.getByRole("button", { name: "Account menu" }));
    expect(menu.x + menu.width, `${path}: the account menu is whole`).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(menu.x);
    expect(await sidewaysScroll(page)).toBe(0);
  }
});

test("the community's title and New post share a line, the description below both @phone", async ({ premiumPage: page }) => {
  await page.goto("/community");
  const title = await boxOf(page.getByRole("heading", { level: 1, name: "Community" }));
  const button = page.getByRole("button", { name: "New post" });
  await expect(button).toBeVisible();
  const newPost = await boxOf(button);
  const description = await boxOf(page.getByText("Wins, questions and meals from people eating the way you do."));
  expect(Math.abs(title.y + title.height / 2 - (newPost.y + newPost.height / 2))).toBeLessThan(4);
  expect(newPost.x).toBeGreaterThan(title.x + title.width);
  expect(description.y).toBeGreaterThanOrEqual(Math.max(title.y + title.height, newPost.y + newPost.height));
  expect(description.x).toBe(title.x);
});

test("the welcome dialog's button is in view on a phone, the list scrolling above it @phone", async ({ signedInPage: page }) => {
  await page.goto("/checkout/yearly");
  await page.getByRole("button", { name: "Subscribe" }).click();
  const dialog = page.getByRole("dialog", { name: "Welcome to Premium!" });
  const start = dialog.getByRole("button", { name: "Start exploring" });
  await expect(start).toBeInViewport({ ratio: 1 });
  const dialogBox = await boxOf(dialog);
  const startBox = await boxOf(start);
  expect(startBox.y + startBox.height).toBeLessThanOrEqual(dialogBox.y + dialogBox.height);
  await start.click();
  await expect(dialog).toHaveCount(0);
});

test("the test-mode checkout is set in the app's font @phone", async ({ signedInPage: page }) => {
  await page.goto("/checkout/monthly");
  await expect(page.getByText("Test mode — no real charge")).toBeVisible();
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    const family = (selector: string) => getComputedStyle(document.querySelector(selector)!).fontFamily;
    return { body: family("body"), button: family("button"), loaded: document.fonts.check('600 16px "Inter Variable"') };
  });
  expect(fonts.body.startsWith('"Inter Variable"')).toBe(true);
  expect(fonts.button.startsWith('"Inter Variable"')).toBe(true);
  expect(fonts.loaded).toBe(true);
  // The app's own file, not a second copy.
  const font = await page.request.get((await page.locator('link[rel="preload"][as="font"]').getAttribute("href"))!);
  expect(font.status()).toBe(200);
  expect(font.headers()["content-type"]).toContain("font/woff2");
});
