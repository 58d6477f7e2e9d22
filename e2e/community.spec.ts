import { randomBytes } from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import type { ModerationQueueResponse } from "@app/shared/community";
import { consoleErrorsOf, createUser, expect, PASSWORD, signIn, test, toastWith, uniqueEmail } from "./fixtures";

/**
 * The community (/community), one thing per test: writing a Markdown post, liking and commenting,
 * the author's notification, a report, hiding and restoring, blocking, renaming, the free preview.
 * What a test does not look at (the other members' posts, comments, reports) is made through the
 * API, so the browser drives only the part under test (decision 010's budget). The feed is shared
 * by every test in the run, so each test finds its posts by a title of its own.
 */

interface Member {
  page: Page;
  name: string;
  /** Console errors and script dialogs on this member's pages: none may happen. */
  problems: string[];
}

let ipCounter = 0;
const freshIp = () => `10.77.${process.pid % 250}.${(ipCounter = (ipCounter % 250) + 1)}`;

/**
 * A member signed in on a browser context of their own (their own cookies and client address).
 * Made directly in the database, a week old (old enough to post links).
 */
async function member(
  browser: Browser,
  api: APIRequestContext,
  name: string,
  { plan, role }: { plan?: "monthly"; role?: "moderator" } = {},
): Promise<Member> {
  const user = await createUser(api, {
    email: uniqueEmail("community"),
    password: PASSWORD,
    name,
    ageDays: 7,
    ...(plan && { plan }),
    ...(role && { role }),
  });
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": freshIp() } });
  const page = await context.newPage();
  await signIn(page, user);
  const problems = consoleErrorsOf(page);
  // Nothing a member writes may run as script in another's browser.
  page.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  // Display names are unique in the whole (shared) community: "Bob", or "Bob 2" when taken.
  const me = (await (await page.request.get("/api/community/me")).json()) as { displayName: string };
  return { page, name: me.displayName, problems };
}

async function done(...members: Member[]) {
  for (const m of members) {
    await m.page.context().close();
    expect(m.problems, `${m.name}'s console errors and dialogs`).toEqual([]);
  }
}

const uniqueTitle = (words: string) => `${words} ${randomBytes(3).toString("hex")}`;

/** A post written through the API by a member who accepted the guidelines. */
async function postByApi(page: Page, title: string, body = "Steady on ribeye and salt.") {
  expect((await page.request.post("/api/community/me/guidelines", { data: {} })).status()).toBe(200);
  const res = await page.request.post("/api/community/posts", { data: { category: "wins", title, body } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { post: { id: string } }).post.id;
}

/** A comment written through the API by a member who accepted the guidelines. */
async function commentByApi(page: Page, postId: string, body: string) {
  expect((await page.request.post("/api/community/me/guidelines", { data: {} })).status()).toBe(200);
  expect((await page.request.post(`/api/community/posts/${postId}/comments`, { data: { body } })).status()).toBe(201);
}

const reportByApi = async (page: Page, postId: string, note: string) =>
  expect(
    (
      await page.request.post("/api/community/reports", {
        data: { targetType: "post", targetId: postId, reason: "dangerous-advice", note },
      })
    ).status(),
  ).toBe(204);

const hideByApi = async (page: Page, postId: string) =>
  expect((await page.request.post("/api/community/moderation/hide", { data: { targetType: "post", targetId: postId } })).status()).toBe(
    204,
  );

test("a Premium member writes a Markdown post: the guidelines once, then the post as elements and its HTML as text @phone @db", async ({
  browser,
  api,
}) => {
  const ann = await member(browser, api, "Ann Author", { plan: "monthly" });
  const title = uniqueTitle("Day 90");

  await ann.page.goto("/community");
  await expect(ann.page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
  await ann.page.getByRole("button", { name: "New post" }).click();
  // The guidelines come once, before the first post.
  const dialog = ann.page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Before you post: our guidelines" })).toBeVisible();
  await dialog.getByRole("button", { name: "I agree" }).click();
  await expect(dialog.getByRole("heading", { name: "New post" })).toBeVisible();
  await dialog.getByLabel("Category").selectOption({ label: "Wins" });
  await dialog.getByLabel("Title").fill(title);
  await dialog
    .getByLabel("Body")
    .fill(
      "Down **6 kg** in *90 days*.\n\n- Ribeye every day\n- Salt to taste\n\nMy log: [here](https://example.com/log)\n\n<img src=x onerror=alert(1)>",
    );
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expect(toastWith(ann.page, "Your post is published")).toBeVisible();

  // The post's page: the Markdown as elements, the HTML as the text it was written as.
  await expect(ann.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const article = ann.page.getByRole("article").filter({ has: ann.page.getByRole("heading", { level: 1 }) });
  await expect(article.locator("strong")).toHaveText("6 kg");
  await expect(article.locator("em")).toHaveText("90 days");
  await expect(article.getByRole("listitem")).toHaveText(["Ribeye every day", "Salt to taste"]);
  const link = article.getByRole("link", { name: "here" });
  await expect(link).toHaveAttribute("href", "https://example.com/log");
  await expect(link).toHaveAttribute("rel", /nofollow ugc noopener/);
  await expect(article).toContainText("<img src=x onerror=alert(1)>");
  await expect(article.locator("img[src='x']")).toHaveCount(0);
  await done(ann);
});

test("a member finds a post in the feed, likes it and comments (the guidelines before the first words) @phone @db", async ({
  browser,
  api,
}) => {
  const ann = await member(browser, api, "Ann Author", { plan: "monthly" });
  const bob = await member(browser, api, "Bob Reader", { plan: "monthly" });
  const title = uniqueTitle("Day 60");
  await postByApi(ann.page, title);

  await bob.page.goto("/community");
  await bob.page.getByRole("link", { name: title }).click();
  await expect(bob.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await bob.page.getByRole("button", { name: `Like post “${title}” (0 likes)` }).click();
  await expect(bob.page.getByRole("button", { name: `Like post “${title}” (1 like)` })).toHaveAttribute("aria-pressed", "true");
  await bob.page.getByLabel("Add a comment").fill("Well done, **Ann**!");
  await bob.page.getByRole("button", { name: "Comment", exact: true }).click();
  await bob.page.getByRole("dialog").getByRole("button", { name: "I agree" }).click();
  const comment = bob.page.getByRole("article", { name: `Comment by ${bob.name}` });
  await expect(comment).toContainText("Well done, Ann!");
  await expect(comment.locator("strong")).toHaveText("Ann");
  await expect(bob.page.getByRole("heading", { name: "Comments (1)" })).toBeVisible();
  await done(ann, bob);
});

test("the author's bell lists a new comment, marks it read and leads to it @db", async ({ browser, api }) => {
  const ann = await member(browser, api, "Ann Author", { plan: "monthly" });
  const bob = await member(browser, api, "Bob Reader", { plan: "monthly" });
  const title = uniqueTitle("Day 30");
  const postId = await postByApi(ann.page, title);
  await commentByApi(bob.page, postId, "Well done, **Ann**!");
  await done(bob);

  await ann.page.goto("/dashboard");
  const bell = ann.page.getByRole("button", { name: "Notifications (1 unread)" });
  await expect(bell).toBeVisible();
  await bell.click();
  const item = ann.page.getByRole("menuitem", { name: new RegExp(`${bob.name} commented on your post “${title}”`) });
  await expect(item).toBeVisible();
  await item.click();
  await expect(ann.page).toHaveURL(new RegExp(`/community/${postId}#comment-`));
  await expect(ann.page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await expect(ann.page.getByRole("article", { name: `Comment by ${bob.name}` })).toContainText("Well done, Ann!");
  await done(ann);
});

test("a member reports a post from its page: the reason and note reach the moderators' queue", async ({ browser, api }) => {
  const ann = await member(browser, api, "Ann Author", { plan: "monthly" });
  const bob = await member(browser, api, "Bob Reporter", { plan: "monthly" });
  const mod = await member(browser, api, "Mona Moderator", { plan: "monthly", role: "moderator" });
  const postId = await postByApi(ann.page, uniqueTitle("Stop drinking water"), "Water is overrated: skip it for a week.");
  await done(ann);

  await bob.page.goto(`/community/${postId}`);
  await bob.page.getByRole("button", { name: /^Report post “Stop drinking water/ }).click();
  const report = bob.page.getByRole("dialog", { name: "Report this post" });
  await report.getByLabel("Dangerous medical advice").check();
  await report.getByLabel("Note (optional)").fill("Not drinking water is dangerous.");
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(toastWith(bob.page, "Thanks for your report")).toBeVisible();

  const { items } = (await (await mod.page.request.get("/api/community/moderation/reports")).json()) as ModerationQueueResponse;
  const reported = items.find((i) => i.targetId === postId);
  expect(reported?.reports.map((r) => [r.reason, r.note])).toEqual([["dangerous-advice", "Not drinking water is dangerous."]]);
  await done(bob, mod);
});

test("a moderator hides a reported post from the queue, and the action log says so", async ({ browser, api }) => {
  const ann = await member(browser, api, "Ann Author", { plan: "monthly" });
  const bob = await member(browser, api, "Bob Reporter", { plan: "monthly" });
  const mod = await member(browser, api, "Mona Moderator", { plan: "monthly", role: "moderator" });
  const title = uniqueTitle("Skip water");
  const postId = await postByApi(ann.page, title, "Water is overrated: skip it for a week.");
  await reportByApi(bob.page, postId, "Not drinking water is dangerous.");
  await done(ann, bob);

  await mod.page.goto("/community");
  await mod.page.getByRole("link", { name: "Moderation" }).click();
  await expect(mod.page.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
  const item = mod.page.getByRole("article", { name: title });
  await expect(item).toContainText("Dangerous medical advice");
  await expect(item).toContainText("Not drinking water is dangerous.");
  await item.getByRole("button", { name: "Hide" }).click();
  await expect(toastWith(mod.page, "Hidden: only its author and moderators see it now")).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(mod.page.getByRole("list", { name: "Moderation actions" })).toContainText(`${mod.name} hid a post`);
  await done(mod);
});

test("a hidden post is gone for other members and marked for its author @db", async ({ browser, api }) => {
  const ann = await member(browser, api, "Ann Author", { plan: "monthly" });
  const bob = await member(browser, api, "Bob Reader", { plan: "monthly" });
  const mod = await member(browser, api, "Mona Moderator", { plan: "monthly", role: "moderator" });
  const title = uniqueTitle("Skip salt");
  const postId = await postByApi(ann.page, title);
  await hideByApi(mod.page, postId);
  await done(mod);

  // Another member: as if it never was. Its author: there, marked.
  await bob.page.goto(`/community/${postId}`);
  await expect(bob.page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(bob.page.getByRole("heading", { level: 1, name: title })).toHaveCount(0);
  await ann.page.goto(`/community/${postId}`);
  await expect(ann.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(ann.page.getByText("Hidden by a moderator")).toBeVisible();
  await done(ann, bob);
});

test("a moderator restores a hidden post from the action log: everyone sees it again", async ({ browser, api }) => {
  const ann = await member(browser, api, "Ann Author", { plan: "monthly" });
  const bob = await member(browser, api, "Bob Reader", { plan: "monthly" });
  const mod = await member(browser, api, "Mona Moderator", { plan: "monthly", role: "moderator" });
  const title = uniqueTitle("Hidden by mistake");
  const postId = await postByApi(ann.page, title);
  await hideByApi(mod.page, postId);
  await done(ann);

  // Hidden items leave the queue; the log leads back to one, where the moderator can restore it.
  await mod.page.goto("/community/moderation");
  await mod.page
    .getByRole("list", { name: "Moderation actions" })
    .getByRole("listitem")
    .filter({ hasText: `${mod.name} hid a post` })
    .first()
    .getByRole("link", { name: "Open post" })
    .click();
  await expect(mod.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await mod.page.getByRole("button", { name: "Restore" }).click();
  await expect(toastWith(mod.page, "Restored: everyone sees it again")).toBeVisible();
  await bob.page.goto(`/community/${postId}`);
  await expect(bob.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await done(bob, mod);
});

test("a member blocks another: their posts leave the feed", async ({ browser, api }) => {
  const ann = await member(browser, api, "Ann Author", { plan: "monthly" });
  const bob = await member(browser, api, "Bob Blocker", { plan: "monthly" });
  const title = uniqueTitle("Unwanted advice");
  const postId = await postByApi(ann.page, title);
  await done(ann);

  await bob.page.goto(`/community/${postId}`);
  await bob.page.getByRole("button", { name: `Block ${ann.name}` }).click();
  await bob.page.getByRole("alertdialog").getByRole("button", { name: "Block" }).click();
  await expect(toastWith(bob.page, `You blocked ${ann.name}`)).toBeVisible();
  await expect(bob.page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
  await expect(bob.page.getByRole("link", { name: title })).toHaveCount(0);
  await done(bob);
});

test("a display name changed in Settings shows on the member's posts", async ({ browser, api }) => {
  const ann = await member(browser, api, "Ann Author", { plan: "monthly" });
  const postId = await postByApi(ann.page, uniqueTitle("Renamed"));

  const name = `Ann ${randomBytes(3).toString("hex")}`;
  await ann.page.goto("/settings");
  await ann.page.getByLabel("Display name").fill(name);
  await ann.page.getByRole("button", { name: "Save display name" }).click();
  await ann.page.goto(`/community/${postId}`);
  await expect(ann.page.getByRole("article").first().getByTestId("author-name")).toHaveText(name);
  await done(ann);
});

test("a free user sees the 3 newest posts read-only, with an upgrade prompt @db", async ({ browser, api, signedInPage: page }) => {
  const ann = await member(browser, api, "Ann Author", { plan: "monthly" });
  const title = uniqueTitle("Read-only preview");
  const postId = await postByApi(ann.page, title);
  for (let i = 0; i < 3; i++) await postByApi(ann.page, uniqueTitle(`Newer post ${i}`));
  await done(ann);

  await page.goto("/community");
  await expect(page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
  await expect(page.getByText("You're seeing the 3 newest posts.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Posts" }).getByRole("article")).toHaveCount(3);
  // Older posts are the server's to keep back; the preview is read-only.
  await expect(page.getByText(title)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "New post" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Like/ })).toHaveCount(0);
  await expect(page.getByText("Join the conversation")).toBeVisible();

  await page.goto(`/community/${postId}`);
  await expect(page.getByText("This conversation is for Premium members")).toBeVisible();
});
