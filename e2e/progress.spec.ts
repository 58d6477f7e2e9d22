import type { Page } from "@playwright/test";
import { expect, test, toastWith } from "./fixtures";

/**
 * The progress dashboard (/progress): weight with its trend, the journal, units, measurements,
 * the overview; free users get the free parts and quiet upgrade prompts.
 */

const pad = (n: number) => String(n).padStart(2, "0");
/** A local day `daysAgo` before today, as the date input takes it. */
function localDay(daysAgo: number): string {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

// The Premium user of these tests has the yearly plan.
test.use({ premiumPlan: "yearly" });

async function logWeight(page: Page, weight: string, date: string, saved = "Weight saved.") {
  const card = page.getByRole("region", { name: "Log weight" });
  await card.getByLabel("Weight").fill(weight);
  await card.getByLabel("Date").fill(date);
  await card.getByRole("button", { name: "Save weight" }).click();
  // The field empties once this weigh-in is saved (an earlier one's toast may still be up).
  await expect(card.getByLabel("Weight")).toHaveValue("");
  await expect(toastWith(page, saved).first()).toBeVisible();
}

/** Every /api/progress request the page makes, to check what a free user's browser never asks for. */
function progressRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/progress/")) urls.push(url.pathname + url.search);
  });
  return urls;
}

test("log three weights and see the chart and the trend; the longer ranges and measurements are Premium @phone @db", async ({
  signedInPage: page,
}) => {
  const requests = progressRequests(page);
  await page.goto("/progress/weight");
  await expect(page.getByRole("heading", { level: 1, name: "Progress" })).toBeVisible();
  await expect(page.getByText("No weigh-ins in the last 30 days.")).toBeVisible();

  // Out of bounds: the field says so and nothing is saved.
  const card = page.getByRole("region", { name: "Log weight" });
  await card.getByLabel("Weight").fill("12");
  await card.getByRole("button", { name: "Save weight" }).click();
  await expect(card.getByText("Weight must be between 20 and 400 kg.")).toBeVisible();
  await expect(card.getByLabel("Weight")).toHaveAttribute("aria-invalid", "true");

  await logWeight(page, "90", localDay(2));
  await logWeight(page, "89.4", localDay(1));
  await logWeight(page, "88.9", localDay(0));

  const trend = page.getByRole("region", { name: "Weight trend" });
  // 90, then 10% of the way to 89.4 (89.94), then to 88.9 (89.836).
  await expect(trend.getByTestId("trend-weight")).toHaveText("89.8 kg");
  await expect(trend.getByTestId("weight-rate")).toHaveText("Weigh in for a week to see your rate.");
  await expect(trend.locator(".recharts-surface")).toBeVisible();
  await expect(trend.getByRole("listitem")).toHaveCount(3);
  await expect(trend.getByRole("listitem").first()).toContainText("88.9 kg");

  // A second weigh-in on a day replaces the first, and the form says so before and after.
  await card.getByLabel("Date").fill(localDay(0));
  await expect(card.getByTestId("weight-replace-note")).toHaveText("You already logged 88.9 kg today. Saving replaces it.");
  await card.getByLabel("Date").fill(localDay(3));
  await expect(card.getByTestId("weight-replace-note")).toHaveText("");
  await logWeight(page, "88.5", localDay(0), "Weight updated");
  await expect(trend.getByRole("listitem")).toHaveCount(3);
  await expect(trend.getByRole("listitem").first()).toContainText("88.5 kg");

  await trend.getByRole("button", { name: "All (Premium)" }).click();
  await expect(trend.getByRole("link", { name: "Upgrade to Premium" })).toBeVisible();
  await page.getByRole("link", { name: "Measurements" }).click();
  await expect(page.getByRole("region", { name: "Body measurements" }).getByRole("link", { name: "Upgrade to Premium" })).toBeVisible();

  expect(requests.filter((url) => /range=(3M|1Y|All)|measurements/.test(url))).toEqual([]);
});

test("write a journal entry; the calendar marks the day and the entry comes back", async ({ signedInPage: page }) => {
  await page.goto("/progress/journal");
  const journal = page.getByRole("region", { name: "Journal" });
  // The form opens once the day's entry (none yet) has loaded.
  await expect(journal.getByLabel("Note")).toBeEnabled();
  // The radios are drawn as buttons: a person clicks the drawn "4".
  await journal.locator("label", { has: page.getByRole("radio", { name: "Energy 4 of 5" }) }).click();
  await journal.getByText("Keto flu", { exact: true }).click();
  const note = "Day 3: <b>headache</b> gone after salt & water.";
  await journal.getByLabel("Note").fill(note);
  await journal.getByRole("button", { name: "Save entry" }).click();
  await expect(toastWith(page, "Journal entry saved.")).toBeVisible();
  await expect(journal.getByTestId("calendar-mark")).toHaveCount(1);

  await page.reload();
  await expect(journal.getByLabel("Note")).toHaveValue(note);
  await expect(journal.getByRole("radio", { name: "Energy 4 of 5" })).toBeChecked();
  await expect(journal.getByRole("checkbox", { name: "Keto flu" })).toBeChecked();
  await expect(journal.getByRole("button", { name: /, journal entry$/ })).toHaveCount(1);

  // Deleting clears the form (nothing of the entry stays to be saved back) and the mark.
  await journal.getByRole("button", { name: "Delete entry" }).click();
  await expect(toastWith(page, "Journal entry deleted")).toBeVisible();
  await expect(journal.getByLabel("Note")).toHaveValue("");
  await expect(journal.getByRole("radio", { name: "Energy not rated" })).toBeChecked();
  await expect(journal.getByTestId("calendar-mark")).toHaveCount(0);
  await expect(journal.getByRole("heading", { name: /^\w+day, / })).toBeFocused();
  await journal.getByLabel("Note").fill(note);
  await journal.getByRole("button", { name: "Save entry" }).click();
  await expect(journal.getByTestId("calendar-mark")).toHaveCount(1);

  await page.getByRole("link", { name: "Overview" }).click();
  await expect(page.getByTestId("overview-streak")).toHaveText("1 day");
});

test("Premium: pounds from Settings, every range, measurements, and the dashboard's Progress card", async ({ premiumPage: page }) => {
  await page.goto("/settings");
  await page.getByLabel("Weight unit").selectOption("lb");
  await expect(toastWith(page, "Units saved.")).toBeVisible();

  await page.goto("/progress/weight");
  await expect(page.getByRole("region", { name: "Log weight" }).getByText("In pounds; change it in Settings.")).toBeVisible();
  await logWeight(page, "180", localDay(40));
  await logWeight(page, "176", localDay(0));
  const trend = page.getByRole("region", { name: "Weight trend" });
  await expect(trend.getByRole("listitem")).toHaveCount(1);
  await trend.getByRole("button", { name: "All", exact: true }).click();
  await expect(trend.getByRole("listitem")).toHaveCount(2);
  await expect(trend.getByRole("listitem").last()).toContainText("180.0 lb");
  await expect(trend.getByTestId("weight-rate")).toContainText("lb/week over the last 4 weeks");

  await page.getByRole("link", { name: "Measurements" }).click();
  const measurements = page.getByRole("region", { name: "Body measurements" });
  await measurements.getByLabel("Waist (cm)").fill("92.5");
  await measurements.getByLabel("Body fat (%)").fill("21");
  await measurements.getByRole("button", { name: "Save measurements" }).click();
  await expect(toastWith(page, "Measurements saved.")).toBeVisible();
  await expect(measurements.getByTestId("measurement-summary")).toHaveText("Waist 92.5 cm.");
  // A later save of the same day adds to it: the waist stays.
  await measurements.getByLabel("Hips (cm)").fill("101");
  await measurements.getByRole("button", { name: "Save measurements" }).click();
  await expect(measurements.getByRole("listitem")).toHaveCount(1);
  await expect(measurements.getByRole("listitem")).toContainText("Waist 92.5 cm · Hips 101 cm · Body fat 21%");

  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Progress" });
  await expect(card).toContainText("Trend");
  await card.getByRole("link").click();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByTestId("overview-trend")).toContainText("lb");
});

/** A JPEG drawn by the browser itself: a real image for the server to decode. */
async function jpeg(page: Page, color: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement("canvas");
    canvas.width = 300;
    canvas.height = 400;
    const g = canvas.getContext("2d")!;
    g.fillStyle = fill;
    g.fillRect(0, 0, 300, 400);
    return canvas.toDataURL("image/jpeg", 0.9);
  }, color);
  return Buffer.from(dataUrl.split(",")[1]!, "base64");
}

test("Premium: add two photos and compare them; delete one @phone @db", async ({ premiumPage: page }) => {
  await page.goto("/progress/photos");
  const card = page.getByRole("region", { name: "Progress photos" });
  await expect(card.getByText("No photos yet.", { exact: false })).toBeVisible();

  for (const [color, daysAgo] of [
    ["#b33", 30],
    ["#3b3", 0],
  ] as const) {
    await card
      .getByLabel("Photo", { exact: true })
      .setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: await jpeg(page, color) });
    await card.getByLabel("Date").fill(localDay(daysAgo));
    await card.getByRole("button", { name: "Add photo" }).click();
    await expect(card.getByLabel("Photo", { exact: true })).toHaveValue("");
  }

  const photos = card.getByRole("list", { name: "Your progress photos" });
  await expect(photos.getByRole("listitem")).toHaveCount(2);
  const compare = card.getByRole("region", { name: "Compare" });
  await expect(compare.getByTestId("compare-gap")).toHaveText("30 days apart");
  await expect(compare.getByRole("img")).toHaveCount(2);
  for (const img of await compare.getByRole("img").all()) {
    await expect(img).toHaveJSProperty("complete", true);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(300);
  }

  await page.getByRole("link", { name: "Overview" }).click();
  await expect(page.getByRole("img", { name: /^Your latest front photo/ })).toBeVisible();
  await page.getByRole("navigation", { name: "Progress sections" }).getByRole("link", { name: "Photos" }).click();

  await photos
    .getByRole("button", { name: /^Delete Front photo/ })
    .first()
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete photo" }).click();
  await expect(toastWith(page, "Photo deleted")).toBeVisible();
  await expect(photos.getByRole("listitem")).toHaveCount(1);
  await expect(compare.getByText("Add two front photos on different days to compare them side by side.")).toBeVisible();
});

test("a free user sees photos as Premium, with nothing to upload", async ({ signedInPage: page }) => {
  await page.goto("/progress/photos");
  const card = page.getByRole("region", { name: "Progress photos" });
  await expect(card.getByRole("link", { name: "Upgrade to Premium" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Add photo" })).toHaveCount(0);
  await expect(card.getByRole("list", { name: "Your progress photos" })).toHaveCount(0);
  await page.getByRole("link", { name: "Overview" }).click();
  await expect(page.getByText("Private progress photos come with Premium.")).toBeVisible();
});
