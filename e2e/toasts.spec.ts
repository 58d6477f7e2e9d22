import { test, expect, uniqueEmail } from "./fixtures";

// Without motion a toast stands where it lands at once, so what sits on top of it is well defined.
test.use({ reducedMotion: "reduce" });

/** The element the user sees at the middle of `selector`'s box: what a click there would reach. */
async function topmostAt(page: import("@playwright/test").Page, selector: string) {
  return page.evaluate((sel) => {
    const box = document.querySelector(sel)!.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { inToast: Boolean(top?.closest("[data-sonner-toast]")), inOverlay: Boolean(top?.closest("[data-state='open']")) };
  }, selector);
}

test("a toast sits under a modal's dimmed overlay, never bright above it", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("Email").fill(uniqueEmail("toast"));
  await page.getByLabel("Password", { exact: true }).fill("not the password at all");
  await page.getByRole("button", { name: "Sign In" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Sign In Error" });
  // Sonner slides a toast in from the edge; hit-testing its middle is only fair once it has landed.
  await expect(toast).toHaveAttribute("data-mounted", "true");
  expect(await topmostAt(page, "[data-sonner-toast]")).toMatchObject({ inToast: true });

  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("dialog", { name: "Reset your password" })).toBeVisible();
  await expect(toast).toBeVisible();
  expect(await topmostAt(page, "[data-sonner-toast]")).toEqual({ inToast: false, inOverlay: true });
});

test("a success toast has the plain surface of every confirmation, its check in green", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset your password" });
  await dialog.getByLabel("Email").fill(uniqueEmail("toast"));
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  const toast = page.locator("[data-sonner-toast][data-type='success']");
  await expect(toast).toBeVisible();
  const colors = await toast.evaluate((el) => {
    const probe = document.createElement("div");
    probe.style.background = "var(--color-surface)";
    probe.style.color = "var(--color-success)";
    document.body.append(probe);
    const expected = { background: getComputedStyle(probe).backgroundColor, success: getComputedStyle(probe).color };
    probe.remove();
    return {
      ...expected,
      toastBackground: getComputedStyle(el).backgroundColor,
      icon: getComputedStyle(el.querySelector("[data-icon]")!).color,
    };
  });
  expect(colors.toastBackground).toBe(colors.background);
  expect(colors.icon).toBe(colors.success);
});
