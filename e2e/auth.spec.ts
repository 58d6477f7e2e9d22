import { test, expect, uniqueEmail, waitForMail, linkIn, mailsTo, PASSWORD } from "./fixtures";

test.describe("landing page", () => {
  test("shows the product and the sign-in card @phone", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What You'll Get" })).toBeVisible();
    for (const item of [
      /precision fasting timer/i,
      /smart food logger with nutrition insights/i,
      /comprehensive progress dashboard/i,
      /premium community and gourmet recipes/i,
    ]) {
      await expect(page.getByText(item)).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("link", { name: /privacy/i })).toHaveAttribute("href", "/privacy");
    await expect(page.getByRole("link", { name: /terms/i })).toHaveAttribute("href", "/terms");
    // No horizontal scrolling.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("toggles between sign-in and sign-up", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByLabel("Full Name")).toHaveCount(0);
    await page.getByRole("button", { name: /sign up/i }).click();
    await expect(page.getByRole("heading", { name: "Start Your Journey" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Create Free Account" })).toBeVisible();
    await expect(page.getByLabel("Full Name")).toBeVisible();
    await expect(page.getByLabel("Confirm Password")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await page
      .getByRole("button", { name: /sign in/i })
      .last()
      .click();
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  });

  test("Go to Dashboard sends a signed-out visitor to sign in, then back", async ({ page, user }) => {
    await page.goto("/");
    await page
      .getByRole("button", { name: "Already have an account? Go to Dashboard" })
      .or(page.getByRole("link", { name: "Already have an account? Go to Dashboard" }))
      .click();
    await expect(page).toHaveURL(/\/\?redirectTo=%2Fdashboard|\/\?redirectTo=\/dashboard/);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  });
});

test.describe("sign-up", () => {
  test("sign-up → confirmation mail over SMTP → confirm → sign in → dashboard @db", async ({ page }) => {
    const email = uniqueEmail("new");
    await page.goto("/");
    await page.getByRole("button", { name: /sign up/i }).click();
    await page.getByLabel("Full Name").fill("Nora Newcomer");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Free Account" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Success!" });
    await expect(toast).toContainText("Please check your email to confirm your account.");

    // Before confirming, sign-in explains why it fails.
    await page
      .getByRole("button", { name: /sign in/i })
      .last()
      .click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Sign In Error" })).toContainText("confirm your email");
    await expect(page).toHaveURL(/\/$/);

    const mail = await waitForMail(email);
    // A mail to an unconfirmed address never repeats what someone typed as a name.
    expect(mail.text).toContain("Hi,");
    expect(mail.text).not.toContain("Nora");
    await page.goto(linkIn(mail, "/verify-email"));
    // The link confirms and signs in; the landing page forwards a signed-in user.
    await expect(page).toHaveURL(/\/dashboard$/);
    // A brand-new account is shown onboarding first (e2e/onboarding.spec.ts).
    await page.getByRole("dialog", { name: "Welcome to CarniTrack" }).getByRole("button", { name: "Skip setup" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    // Sign out, then sign in with the confirmed account.
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("sign-up from another address of this machine (localhost while APP_URL is 127.0.0.1): the form gives way to the notice, the link leads back there @db", async ({
    page,
  }) => {
    const appUrl = new URL(process.env.E2E_BASE_URL!);
    expect(appUrl.hostname).toBe("127.0.0.1");
    const site = `http://localhost:${appUrl.port}`;
    const email = uniqueEmail("loopback");
    await page.goto(`${site}/`);
    await page.getByRole("button", { name: /sign up/i }).click();
    const fields = [
      page.getByLabel("Full Name"),
      page.getByLabel("Email"),
      page.getByLabel("Password", { exact: true }),
      page.getByLabel("Confirm Password"),
    ];
    for (const [field, value] of fields.map((f, i) => [f, ["Lou Local", email, PASSWORD, PASSWORD][i]!] as const)) await field.fill(value);
    const create = page.getByRole("button", { name: "Create Free Account" });
    await create.click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Success!" });
    await expect(toast).toContainText("Please check your email to confirm your account.");
    await expect(page.locator(":focus")).toContainText(`We sent a confirmation link to ${email}`);
    // The form gives way to the notice, so the same sign-up cannot be sent twice.
    await expect(create).toBeHidden();
    await page.getByRole("button", { name: "Use a different email" }).click();
    for (const field of fields) await expect(field).toHaveValue("");
    await expect(create).toBeEnabled();

    const link = linkIn(await waitForMail(email), "/verify-email");
    expect(new URL(link).origin).toBe(site);
    await page.goto(link);
    await expect(page).toHaveURL(`${site}/dashboard`);
    // A brand-new account is shown onboarding first (e2e/onboarding.spec.ts).
    await page.getByRole("dialog", { name: "Welcome to CarniTrack" }).getByRole("button", { name: "Skip setup" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  });

  test("a confirmation link opened in another browser asks for the sign-up password, then signs in", async ({ page, api }) => {
    const email = uniqueEmail("elsewhere");
    // Signed up from another browser (the api context): this page is not the one that signed up.
    expect(
      (await api.post("/api/auth/sign-up/email", { data: { email, password: PASSWORD, name: "Elle Where", callbackURL: "/" } })).status(),
    ).toBe(200);
    await page.goto(linkIn(await waitForMail(email), "/verify-email"));
    await expect(page).toHaveURL(/\/confirm-email$/); // the token is read from the fragment, then dropped
    await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();

    const password = page.getByLabel("Password");
    await password.fill("not the sign-up password");
    await page.getByRole("button", { name: "Confirm email" }).click();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription(/doesn't match the one chosen when this account was created/);

    await password.fill(PASSWORD);
    await page.getByRole("button", { name: "Confirm email" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // A brand-new account is shown onboarding first (e2e/onboarding.spec.ts).
    await page.getByRole("dialog", { name: "Welcome to CarniTrack" }).getByRole("button", { name: "Skip setup" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  });

  test("someone else's confirmation link never switches the signed-in account", async ({ signedInPage: page, api, user }) => {
    const email = uniqueEmail("other");
    await api.post("/api/auth/sign-up/email", { data: { email, password: PASSWORD, name: "Other Person", callbackURL: "/" } });
    await page.goto(linkIn(await waitForMail(email), "/verify-email"));
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Confirm email" }).click();
    await expect(page.getByRole("heading", { name: "Email confirmed" })).toBeVisible();
    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menu")).toContainText(user.email);
  });

  test("a used confirmation link says so", async ({ page }) => {
    await page.goto("/?error=LINK_ALREADY_USED");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "This confirmation link has already been used." })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a sign-up the server refuses shows Sign Up Error with its message", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: /sign up/i }).click();
    await page.getByLabel("Full Name").fill("Pat Weak");
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Password", { exact: true }).fill("password123");
    await page.getByLabel("Confirm Password").fill("password123");
    await page.getByRole("button", { name: "Create Free Account" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Sign Up Error" });
    await expect(toast).toContainText("This password is too common");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(/This password is too common/);
  });

  test("the password rules show at the field as it is typed, the server's check after a pause", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Sign up free" }).click();
    await page.getByLabel("Email").fill("rules.reader@example.com");
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toHaveAccessibleDescription("Use at least 8 characters.");
    await password.pressSequentially("rules");
    await expect(password).toHaveAccessibleDescription("Password must be at least 8 characters.");
    await password.fill("rules.reader-1");
    await expect(password).toHaveAccessibleDescription("Please don't use your email address in your password.");
    await password.fill("iloveyou1");
    await expect(password).toHaveAccessibleDescription(/This password is too common/);
    await password.fill(PASSWORD);
    await expect(password).toHaveAccessibleDescription("Good: hard to guess.");
  });
});

test.describe("sign-in", () => {
  test("a wrong password shows Sign In Error and stays on the page", async ({ page, user }) => {
    await page.goto("/");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("not my password at all");
    await page.getByRole("button", { name: "Sign In" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Sign In Error" });
    await expect(toast).toContainText("Invalid email or password.");
    await expect(page).toHaveURL(/\/$/);
  });

  test("a signed-in visitor at / is redirected to /dashboard", async ({ signedInPage: page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("signing out in one tab signs out the other on focus", async ({ signedInPage: page, context }) => {
    await page.goto("/dashboard");
    const other = await context.newPage();
    await other.goto("/dashboard");
    await expect(other.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await other.bringToFront();
    await other.evaluate(() => window.dispatchEvent(new Event("focus")));
    await other.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect(other.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect(other.getByRole("heading", { name: "Dashboard" })).toHaveCount(0);
  });
});

test.describe("account", () => {
  test("change password: problems at their field, then success", async ({ signedInPage: page, user, api }) => {
    await page.goto("/settings");
    const current = page.getByLabel("Current password");
    const fresh = page.getByLabel("New password", { exact: true });
    const confirm = page.getByLabel("Confirm new password");
    const submit = page.getByRole("button", { name: "Update password" });

    // Checked in the browser first: nothing is sent.
    await fresh.fill("short");
    await confirm.fill("short");
    await submit.click();
    await expect(current).toHaveAccessibleDescription("Enter your current password.");
    await expect(fresh).toHaveAttribute("aria-invalid", "true");
    await expect(fresh).toHaveAccessibleDescription(/Password must be at least 8 characters\./);

    await current.fill(user.password);
    await fresh.fill("brisket and butter 12");
    await confirm.fill("brisket and butter 13");
    await submit.click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Passwords do not match" })).toBeVisible();
    await expect(confirm).toBeFocused();
    // Said once: the spec's toast, not the field as well.
    await expect(confirm).not.toHaveAttribute("aria-invalid", "true");

    // A wrong current password is said at its field, not in a toast as well.
    await current.fill("not my password at all");
    await confirm.fill("brisket and butter 12");
    await submit.click();
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Couldn't update your password" })).toHaveCount(0);

    await current.fill(user.password);
    await submit.click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Password updated" })).toBeVisible();
    await expect(current).toHaveValue("");
    expect((await api.post("/api/auth/sign-in/email", { data: { email: user.email, password: "brisket and butter 12" } })).status()).toBe(
      200,
    );
  });

  test("forgot password end to end", async ({ page, user }) => {
    await page.goto("/");
    await page
      .getByRole("button", { name: /forgot password/i })
      .or(page.getByRole("link", { name: /forgot password/i }))
      .click();
    await page.getByRole("dialog").getByLabel("Email").fill(user.email);
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /send|reset/i })
      .click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "If an account exists for that email" })).toBeVisible();

    const mail = await waitForMail(user.email);
    await page.goto(linkIn(mail, "/reset-password/"));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    const fresh = "smoked short ribs 99";
    await page.getByLabel("New Password", { exact: true }).fill(fresh);
    await page.getByLabel(/Confirm/).fill(fresh);
    await page.getByRole("button", { name: /reset|update|save/i }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Password updated" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(fresh);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("delete account removes it: the password no longer signs in @db", async ({ signedInPage: page, user, api }) => {
    await page.goto("/settings");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByLabel(/password/i).fill("not my password at all");
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await expect(dialog.getByLabel(/password/i)).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Couldn't delete your account" })).toHaveCount(0);
    await dialog.getByLabel(/password/i).fill(user.password);
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Your account and all its data have been deleted." })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const res = await api.post("/api/auth/sign-in/email", { data: { email: user.email, password: user.password } });
    expect(res.status()).toBe(401);
    // Deleting sends no mail.
    expect(mailsTo(user.email)).toHaveLength(0);
  });
});
