// `npm run screenshots`: phone (390×844) and desktop (1280×800) screenshots of every screen, in the
// light and the dark theme (files `-dark`), into docs/screenshots/ (or SCREENSHOTS_DIR). Builds first if the build is missing or stale, then starts the real server
// (with the browser tests' own setup: a fresh database and a local SMTP capture), signs up and
// confirms a user through the API, and drives Chromium.
import { execSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium, request, type Browser, type BrowserContext, type Page } from "@playwright/test";
import sharp from "sharp";
import globalSetup from "../e2e/global-setup";
import { fastingMonthStatsResponse } from "@app/shared/fasting";
import { parseMail } from "@app/test-support";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { root, staleParts } from "./build-state.mjs";

const outDir = process.env.SCREENSHOTS_DIR ? path.resolve(process.env.SCREENSHOTS_DIR) : path.join(root as string, "docs/screenshots");
const PASSWORD = "grass-fed ribeye 42";
const HOUR = 3_600_000;

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} as const;
type ViewportName = keyof typeof VIEWPORTS;

/** The system's colour scheme the app follows (its default theme): each screen is taken in both. */
const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];
/** The theme of the round being taken (set by the loop below, read by newContext and shoot). */
let theme: Theme = "light";
/**
 * The address each round signs in from (the server trusts one proxy hop, as in the browser tests):
 * a round signs in about ten times, and four rounds from one address passed the sign-in rate limit.
 */
let clientIp = "10.70.0.1";
const themed = (name: string) => (theme === "dark" ? `${name}-dark` : name);

const stale = (staleParts as () => string[])();
if (stale.length) {
  console.log(`Building ${stale.join(" and ")}...`);
  execSync("npm run build", { cwd: root as string, stdio: "inherit" });
}

mkdirSync(outDir, { recursive: true });
const teardown = await globalSetup();
const baseURL = process.env.E2E_BASE_URL!;
const mailDir = process.env.E2E_MAIL_DIR!;

async function waitForMail(to: string) {
  for (let i = 0; i < 100; i++) {
    const file = readdirSync(mailDir).find((f) => f.endsWith(`-${to}.eml`));
    if (file) return parseMail(readFileSync(path.join(mailDir, file), "utf8"));
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no confirmation mail to ${to}`);
}

/**
 * A confirmed account, created through the API like a real sign-up. It has skipped onboarding
 * (the screens of an established user), unless `onboarded: false` (onboarding's own shots).
 */
async function createUser(name: string, { onboarded = true } = {}) {
  const email = `screenshots-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": clientIp } });
  const res = await api.post("/api/auth/sign-up/email", { data: { name, email, password: PASSWORD, callbackURL: "/" } });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const link = (await waitForMail(email)).links.find((l) => l.includes("/verify-email"));
  if (!link) throw new Error("no confirmation link in the mail");
  const url = new URL(link);
  await api.get(url.pathname + url.search, { maxRedirects: 0 });
  if (onboarded) {
    const skipped = await api.put("/api/profile/onboarding", { data: { outcome: "skipped", date: new Date().toISOString().slice(0, 10) } });
    if (!skipped.ok()) throw new Error(`skipping onboarding failed: ${skipped.status()}`);
  }
  await api.dispose();
  return { email, password: PASSWORD };
}

async function newContext(browser: Browser, name: ViewportName, user?: { email: string; password: string }) {
  const context = await browser.newContext({
    ...VIEWPORTS[name],
    baseURL,
    reducedMotion: "reduce",
    colorScheme: theme,
    extraHTTPHeaders: { "x-forwarded-for": clientIp },
    locale: "en-US",
    timezoneId: "America/Chicago",
  });
  if (user) {
    const res = await context.request.post("/api/auth/sign-in/email", { data: user, headers: { origin: baseURL } });
    if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  }
  return context;
}

async function shoot(page: Page, name: string, viewport: ViewportName, fullPage = true) {
  if (fullPage) {
    // Charts load as their figure nears the viewport: scroll down the page first, as a reader
    // would, so a full-page shot shows them drawn rather than their placeholders.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50); // a frame for the observers
    }
    await page.waitForTimeout(1500); // their chunk, then their drawing
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(250); // let entrance animations settle
  const file = path.join(outDir, `${themed(`${name}-${viewport}`)}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(`  ${path.relative(root as string, file)}`);
}

/** Sample history for the dashboard shots (a fresh account has none that lasted hours). */
function sampleRecent(now: number) {
  const day = 24 * HOUR;
  const finished = (id: string, fastingType: string, startAgo: number, hours: number | null) => ({
    id,
    fastingType,
    startTime: new Date(now - startAgo).toISOString(),
    endTime: new Date(now - startAgo + (hours ?? 16) * HOUR).toISOString(),
    durationHours: hours,
  });
  return {
    sessions: [
      finished("s1", "18:6", 1 * day + 2 * HOUR, 18.25),
      finished("s2", "16:8", 2 * day + 1 * HOUR, 16.5),
      finished("s3", "Custom 36h", 4 * day, 36.02),
      finished("s4", "20:4", 6 * day, 19.75),
      finished("s5", "16:8", 7 * day, null),
    ],
  };
}

async function withRecentHistory(context: BrowserContext) {
  await context.route("**/api/fasting/recent", (route) => route.fulfill({ json: sampleRecent(Date.now()) }));
  // Premium history: the same fasts and their statistics (the server answers only subscribers).
  await context.route("**/api/fasting/history*", async (route) => {
    const response = await route.fetch();
    if (response.status() !== 200) return route.fulfill({ response });
    const { sessions } = sampleRecent(Date.now());
    const stats = { totalFasts: 38, totalHours: 689.5, averageHours: 18.14, longestHours: 36.02, completedFasts: 31 };
    return route.fulfill({ json: { sessions, nextCursor: "more", stats } });
  });
}

const localDay = (daysAgo: number) => {
  const d = new Date(Date.now() - daysAgo * 24 * HOUR);
  return d.toLocaleDateString("en-CA", { timeZone: "America/Chicago" });
};

async function put(context: BrowserContext, url: string, data: unknown) {
  const res = await context.request.put(url, { data, headers: { origin: baseURL } });
  if (!res.ok()) throw new Error(`PUT ${url} failed: ${res.status()} ${await res.text()}`);
}

/** Ten weeks of weigh-ins (most days, losing about half a kilo a week with daily swings) and a journal. */
async function logSampleProgress(context: BrowserContext) {
  await context.request.patch("/api/food/targets", { data: { goalWeightKg: 85 }, headers: { origin: baseURL } });
  for (let i = 70; i >= 0; i--) {
    if (i % 5 === 3) continue;
    const weightKg = Math.round((96 - 0.075 * (70 - i) + 0.6 * Math.sin(i * 1.7)) * 10) / 10;
    await put(context, "/api/progress/weights", { date: localDay(i), weightKg });
  }
  const notes = [
    { energy: 2, mood: 3, sleep: 2, digestion: 2, tags: ["headache", "keto-flu"], note: "Day 3. Foggy afternoon; salt water helped." },
    { energy: 3, mood: 3, sleep: 3, digestion: 3, tags: ["cravings"], note: "Wanted bread at lunch, had more ribeye instead." },
    { energy: 4, mood: 4, sleep: 4, digestion: 4, tags: [], note: "First day that felt easy." },
    { energy: 5, mood: 4, sleep: 4, digestion: 5, tags: [], note: "Long walk, no crash." },
  ];
  // The last one today: on the first of a month the journal's calendar (this month) has a mark too.
  for (const [i, entry] of notes.entries()) await put(context, `/api/progress/journal/${localDay(notes.length - 1 - i)}`, entry);
  await put(context, `/api/progress/journal/${localDay(9)}`, { mood: 3, tags: ["cramps"], note: "" });
}

/** Eight weekly tape measurements (Premium). */
async function logSampleMeasurements(context: BrowserContext) {
  for (let week = 8; week >= 0; week--) {
    await put(context, "/api/progress/measurements", {
      date: localDay(week * 7),
      waistCm: Math.round((101 - 0.6 * (8 - week)) * 10) / 10,
      hipsCm: Math.round((108 - 0.4 * (8 - week)) * 10) / 10,
      bodyFatPct: Math.round((27 - 0.35 * (8 - week)) * 10) / 10,
    });
  }
}

/**
 * A month of fasting for the calendar shot (the account is days old: the server's own answer
 * would be nearly empty). Most days reach their target, some do not, a few have no fast.
 */
async function withSampleFastingMonth(context: BrowserContext) {
  await context.route("**/api/fasting/stats*", async (route) => {
    const response = await route.fetch();
    if (response.status() !== 200) return route.fulfill({ response });
    const real = (await response.json()) as { month: string; today: string; days: { date: string }[] };
    const hoursOf = (n: number) => [16.5, 18.2, 0, 17, 14.2, 20.1, 16.8, 24.4, 0, 12.5, 18.9, 36.2, 16.5, 0, 19][n % 15]!;
    const days = real.days.map(({ date }, i) => {
      const hours = date <= real.today ? hoursOf(i) : 0;
      return { date, fasts: hours > 0 ? 1 : 0, hours, reachedTarget: hours >= 16, fastsReachedTarget: hours >= 16 ? 1 : 0 };
    });
    const ended = days.filter((d) => d.fasts > 0);
    const total = ended.reduce((sum, d) => sum + d.hours, 0);
    const week = days
      .filter((d) => d.date <= real.today)
      .slice(-7)
      .filter((d) => d.fasts > 0);
    const weekHours = week.reduce((sum, d) => sum + d.hours, 0);
    const round2 = (n: number) => Math.round(n * 100) / 100;
    // Checked against the contract: a sample that drifts from it fails here, not as an error card.
    const json = fastingMonthStatsResponse.parse({
      ...real,
      days,
      currentStreak: 3,
      longestStreak: 6,
      longestFast: { hours: 36.2, date: ended.find((d) => d.hours === 36.2)?.date ?? real.today },
      lastSevenDays: {
        fasts: week.length,
        fastsReachedTarget: week.filter((d) => d.reachedTarget).length,
        totalHours: round2(weekHours),
        averageHours: week.length ? round2(weekHours / week.length) : 0,
      },
      monthTotals: {
        fasts: ended.length,
        fastsReachedTarget: ended.filter((d) => d.reachedTarget).length,
        totalHours: round2(total),
        averageHours: ended.length ? round2(total / ended.length) : 0,
      },
    });
    return route.fulfill({ json });
  });
}

/** A progress photo as a JPEG: a figure on a studio backdrop, broader or slimmer. */
function samplePhoto(width: number, tone: string) {
  const shoulders = 70 + width;
  const waist = 40 + width * 1.4;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe6dc"/><stop offset="1" stop-color="#d9c8b6"/></linearGradient></defs>
    <rect width="600" height="800" fill="url(#bg)"/>
    <ellipse cx="300" cy="760" rx="170" ry="18" fill="#000" opacity="0.12"/>
    <circle cx="300" cy="150" r="56" fill="${tone}"/>
    <path d="M ${300 - shoulders} 250 Q 300 215 ${300 + shoulders} 250 L ${300 + waist} 470 Q 300 500 ${300 - waist} 470 Z" fill="${tone}"/>
    <rect x="${300 - waist}" y="465" width="${waist * 2}" height="70" rx="20" fill="#3b3f4a"/>
    <rect x="${300 - waist + 6}" y="520" width="${waist - 12}" height="230" rx="26" fill="${tone}"/>
    <rect x="306" y="520" width="${waist - 12}" height="230" rx="26" fill="${tone}"/>
    <rect x="${300 - shoulders - 34}" y="250" width="36" height="230" rx="18" fill="${tone}"/>
    <rect x="${300 + shoulders - 2}" y="250" width="36" height="230" rx="18" fill="${tone}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** Two front photos eight weeks apart and a side one, for the photos and compare shots. */
async function addSamplePhotos(context: BrowserContext) {
  const photos = [
    { takenOn: localDay(56), pose: "front", bytes: await samplePhoto(62, "#c99a7b") },
    { takenOn: localDay(28), pose: "side", bytes: await samplePhoto(40, "#c49576") },
    { takenOn: localDay(0), pose: "front", bytes: await samplePhoto(44, "#c49576") },
  ];
  for (const photo of photos) {
    const res = await context.request.post("/api/progress/photos", {
      headers: { origin: baseURL },
      multipart: { file: { name: "photo.jpg", mimeType: "image/jpeg", buffer: photo.bytes }, takenOn: photo.takenOn, pose: photo.pose },
    });
    if (!res.ok()) throw new Error(`photo upload failed: ${res.status()} ${await res.text()}`);
  }
}

/** Every image in the page's main part loaded (private photos arrive through the API). */
async function waitForImages(page: Page) {
  await page.waitForFunction(() => [...document.querySelectorAll("main img")].every((img) => (img as HTMLImageElement).complete));
}

/** A member made directly in the database (the server's test fixtures), signed in on an API context of their own. */
async function fixtureMember(name: string, options: { role?: "moderator"; ageDays?: number } = {}) {
  const email = `screenshots-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": clientIp } });
  const created = await api.post("/api/testing/users", {
    data: { email, password: PASSWORD, name, plan: "monthly", ageDays: options.ageDays ?? 30, ...(options.role && { role: options.role }) },
  });
  if (!created.ok()) throw new Error(`creating ${name} failed: ${created.status()} ${await created.text()}`);
  const signedIn = await api.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD } });
  if (!signedIn.ok()) throw new Error(`signing in ${name} failed: ${signedIn.status()}`);
  const call = async (method: "post" | "put" | "patch", url: string, data: unknown = {}) => {
    const res = await api[method](url, { data });
    if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url} failed: ${res.status()} ${await res.text()}`);
    return res.status() === 204 ? undefined : ((await res.json()) as Record<string, { id: string }>);
  };
  await call("post", "/api/community/me/guidelines");
  return { email, password: PASSWORD, api, call };
}

/**
 * A few members talking, for the community shots: wins, a question with answers and a reply, a
 * meal with its photo, likes, and a report waiting for the moderator.
 */
async function sampleCommunity() {
  const maya = await fixtureMember("Maya Brennan");
  const dev = await fixtureMember("Dev Okafor");
  const lena = await fixtureMember("Lena Hart");
  const mod = await fixtureMember("Sam Ruiz", { role: "moderator" });
  const postOf = async (who: typeof maya, category: string, title: string, body: string) =>
    (await who.call("post", "/api/community/posts", { category, title, body }))!.post!.id;

  // Oldest first: a post the moderator has to look at, a fast, a meal, a question, a win.
  const spam = await postOf(lena, "wins", "Lost 20 kg in 10 days with this one trick", "Message me for the secret supplement.");
  await postOf(
    mod,
    "fasting",
    "First 36-hour fast done",
    "Felt easier than the 24 I tried last year on a standard diet. Broke it with bone broth, then steak an hour later.",
  );
  const meal = await postOf(
    lena,
    "meals",
    "Sunday ribeye, reverse-seared",
    "Two inches thick, 2 hours at 120 °C, then a **screaming hot** cast iron with tallow. Salt only.",
  );
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#6b2a1d" } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#2b211c"/><ellipse cx="600" cy="430" rx="470" ry="300" fill="#e8e2d8"/><path d="M360 420 C380 270 560 220 720 250 C880 280 900 420 830 520 C760 610 520 640 420 570 C370 535 355 480 360 420 Z" fill="#7a2f1f"/><path d="M420 430 C440 330 560 300 690 320 C800 340 820 430 770 490 C720 550 540 565 470 530 C430 510 415 470 420 430 Z" fill="#b4453a"/><path d="M470 420 C500 370 580 355 660 370 C730 385 745 440 710 475 C670 510 560 515 505 495 C475 480 462 450 470 420 Z" fill="#d36a5c"/><ellipse cx="640" cy="300" rx="50" ry="18" fill="#f3e6c8" opacity="0.85"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 86 })
    .toBuffer();
  const uploaded = await lena.api.put(`/api/community/posts/${meal}/photo`, {
    multipart: { file: { name: "ribeye.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  if (!uploaded.ok()) throw new Error(`photo upload failed: ${uploaded.status()} ${await uploaded.text()}`);
  const question = await postOf(
    dev,
    "questions",
    "Leg cramps in week two: what helped you?",
    "Two weeks in and I wake up with calf cramps most nights. I salt everything already.\n\nDid *magnesium* help, or more salt? Anything else?",
  );
  const win = await postOf(
    maya,
    "wins",
    "90 days in: down 9 kg and off my reflux meds",
    "Three months of beef, eggs and butter. What changed:\n\n- **Reflux gone** by week three (my doctor stopped the meds)\n- Down 9 kg, mostly from my waist\n- No more 3 pm crash\n\nThank you all for the encouragement in the first two weeks.",
  );
  const answer = (await maya.call("post", `/api/community/posts/${question}/comments`, {
    body: "Same here in week two. **Magnesium glycinate** at night fixed it within days, and I added potassium from more meat.",
  }))!.comment!.id;
  await dev.call("post", `/api/community/posts/${question}/comments`, { body: "Thank you! Trying it tonight.", parentId: answer });
  await lena.call("post", `/api/community/posts/${question}/comments`, {
    body: "Pickle juice works fast for me in the middle of the night. Talk to your doctor if it keeps up.",
  });
  for (const who of [dev, lena, mod]) await who.call("put", `/api/community/posts/${win}/like`);
  for (const who of [maya, mod]) await who.call("put", `/api/community/posts/${meal}/like`);
  await dev.call("put", `/api/community/comments/${answer}/like`);
  await maya.call("post", "/api/community/reports", { targetType: "post", targetId: spam, reason: "spam", note: "Selling supplements." });
  await dev.call("post", "/api/community/reports", { targetType: "post", targetId: spam, reason: "dangerous-advice" });
  await mod.call("post", "/api/community/moderation/dismiss", { targetType: "post", targetId: win });
  for (const who of [maya, dev, lena]) await who.api.dispose();
  return { conversation: question, moderator: { email: mod.email, password: mod.password } };
}

/** Every illustration on the page drawn (they load lazily: scrolled into view first). */
async function waitForIllustrations(page: Page) {
  await page.locator("img[src^='/illustrations/']").first().waitFor();
  await page.evaluate(async () => {
    const images = [...document.querySelectorAll<HTMLImageElement>("img[src^='/illustrations/']")];
    for (const img of images) img.loading = "eager";
    await Promise.all(
      images.map((img) => (img.complete ? undefined : new Promise((done) => img.addEventListener("load", done, { once: true })))),
    );
  });
}

/** A carnivore day for the food shots: eggs and butter, liver, a steak weighed raw, salt. */
async function logSampleDay(context: BrowserContext) {
  // Breakfast, lunch and dinner of today in the browser's zone (America/Chicago, UTC−6 or −5), at
  // any hour the script runs: UTC times that stay within that day, and not after now (a meal is
  // logged once eaten).
  const at = (utc: string) => Math.min(Date.parse(`${localDay(0)}T${utc}Z`), Date.now() - 60_000);
  const entries = [
    { foodId: "01123", amount: 3, unit: "portion:0", eatenAt: at("13:30:00") },
    { foodId: "01001", amount: 14, unit: "g", eatenAt: at("13:30:00") },
    { foodId: "13325", amount: 70, unit: "g", eatenAt: at("18:15:00") },
    { foodId: "23195", amount: 300, unit: "g", weighed: "raw", eatenAt: at("23:30:00") },
    { foodId: "99001", amount: 2, unit: "g", eatenAt: at("23:30:00") },
  ];
  for (const { eatenAt, ...entry } of entries) {
    const res = await context.request.post("/api/food/entries", {
      data: { ...entry, eatenAt: new Date(eatenAt).toISOString() },
      headers: { origin: baseURL },
    });
    if (!res.ok()) throw new Error(`logging ${entry.foodId} failed: ${res.status()} ${await res.text()}`);
  }
}

const browser = await chromium.launch({ executablePath: findChromium() as string, args: CHROMIUM_ARGS as string[] });
try {
  // Members talking, for the community shots of both widths.
  const members = await sampleCommunity();
  for (const [i, [viewport, round]] of (Object.keys(VIEWPORTS) as ViewportName[])
    .flatMap((v) => THEMES.map((t) => [v, t] as const))
    .entries()) {
    theme = round;
    clientIp = `10.70.${i + 1}.1`;
    console.log(`${viewport}, ${theme}:`);
    const user = await createUser("Casey Carnivore");

    // Signed out: landing, legal pages, 404.
    const visitor = await newContext(browser, viewport);
    const page = await visitor.newPage();
    await page.goto("/");
    await page.getByRole("heading", { name: "Welcome Back" }).waitFor();
    await shoot(page, "landing", viewport);
    await page.goto("/privacy");
    await page.getByRole("heading", { name: "Privacy Policy" }).waitFor();
    // Long text pages: the first screen on phones (the desktop shot shows the whole page).
    await shoot(page, "privacy", viewport, viewport === "desktop");
    await page.goto("/terms");
    await page.getByRole("heading", { name: "Terms of Service" }).waitFor();
    await shoot(page, "terms", viewport, viewport === "desktop");
    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    await shoot(page, "404", viewport);
    // A confirmation link opened in another browser: the password prompt, then the wrong password.
    await page.goto("/confirm-email#token=screenshot-token-0123456789abcdef");
    await page.getByRole("heading", { name: "Confirm your email" }).waitFor();
    await shoot(page, "confirm-email", viewport);
    await page.getByLabel("Password").fill("not the one");
    await page.getByRole("button", { name: "Confirm email" }).click();
    await page.getByRole("heading", { name: "This confirmation link doesn't work" }).waitFor();
    await shoot(page, "confirm-email-invalid", viewport);
    await page.goto("/confirm-email?confirmed=1");
    await page.getByRole("heading", { name: "Email confirmed" }).waitFor();
    await shoot(page, "confirm-email-confirmed", viewport);

    // Network Error: an unhandled rejection.
    await page.goto("/terms");
    await page.getByRole("heading", { name: "Terms of Service" }).waitFor();
    await page.evaluate(() => {
      void Promise.reject(new Error("Failed to fetch"));
    });
    await page.getByRole("heading", { name: "Network Error" }).waitFor();
    await page.locator("details summary").click();
    await shoot(page, "network-error", viewport, false);

    // Offline.
    await page.getByRole("button", { name: "Try Again" }).click();
    await visitor.setOffline(true);
    await page.getByRole("heading", { name: "No Internet Connection" }).waitFor();
    await shoot(page, "offline", viewport, false);
    await visitor.setOffline(false);
    await visitor.close();

    // Onboarding, as a brand-new account sees it after the first sign-in: each step.
    const newcomer = await newContext(browser, viewport, await createUser("Dana Newcomer", { onboarded: false }));
    const first = await newcomer.newPage();
    await first.goto("/dashboard");
    const onboarding = first.getByRole("dialog", { name: "Welcome to CarniTrack" });
    for (let step = 1; step <= 4; step++) {
      await onboarding.getByText(`Step ${step} of 4`).waitFor();
      await shoot(first, `onboarding-step${step}`, viewport, false);
      if (step < 4) await onboarding.getByRole("button", { name: "Skip", exact: true }).click();
    }
    await newcomer.close();

    // Signed in.
    const signedIn = await newContext(browser, viewport, user);
    // The dashboard's clock runs hours ahead (a fast in progress); a clock is the whole context's,
    // so the dashboard has a context of its own and the dated pages (food, progress) keep real time.
    const clocked = await newContext(browser, viewport, user);
    await withRecentHistory(clocked);
    await withSampleFastingMonth(clocked);
    const dash = await clocked.newPage();
    await dash.clock.install();
    await dash.goto("/dashboard");
    await dash.getByRole("heading", { name: "Ready to Fast" }).waitFor();
    await shoot(dash, "dashboard-idle", viewport);

    await dash.getByLabel("Choose Fasting Type").selectOption("16:8");
    await dash.getByRole("button", { name: "Start Fasting" }).click();
    await dash.getByRole("heading", { name: "Fasting in Progress" }).waitFor();
    await dash.clock.fastForward("06:42:17");
    await dash
      .locator("[data-sonner-toast]")
      .first()
      .waitFor({ state: "detached" })
      .catch(() => undefined);
    await shoot(dash, "dashboard-active", viewport);

    await dash.getByRole("button", { name: "End Fast" }).click();
    await dash.getByRole("alertdialog").waitFor();
    await shoot(dash, "dashboard-end-early", viewport, false);
    await dash.getByRole("button", { name: "Keep Fasting" }).click();

    await dash.goto("/settings");
    await dash.getByRole("heading", { name: "Settings" }).waitFor();
    await shoot(dash, "settings", viewport);
    // The community, free: the newest posts, read-only (on real time: the dashboard's clock runs ahead).
    const community = await signedIn.newPage();
    await community.goto("/community");
    await community.getByText("Join the conversation").waitFor();
    await shoot(community, "community-free", viewport);

    // Recipes, free: five open, the others locked.
    const recipes = await signedIn.newPage();
    await recipes.goto("/recipes");
    await waitForIllustrations(recipes);
    await shoot(recipes, "recipes-free", viewport, false);

    // Progress, free: ten weeks of weigh-ins (30 days shown) and a journal.
    await logSampleProgress(signedIn);
    const progress = await signedIn.newPage();
    await progress.goto("/progress/weight");
    await progress.locator(".recharts-surface").waitFor();
    await shoot(progress, "progress-weight", viewport);
    await progress.goto("/progress/journal");
    await progress.getByTestId("calendar-mark").first().waitFor();
    await shoot(progress, "progress-journal", viewport);

    // The food log with a sample day, free.
    await logSampleDay(signedIn);
    const food = await signedIn.newPage();
    await food.goto("/food");
    await food.getByRole("list", { name: "Logged foods" }).waitFor();
    await food.getByTestId("insights-preview").waitFor();
    await shoot(food, "food", viewport);
    await food.getByLabel("Search foods").fill("ribeye");
    await food
      .getByRole("button", { name: /Beef, rib eye/ })
      .first()
      .click();
    // The grilled ribeye of the sample day ranks first now (history): log it by raw weight.
    await food.getByLabel("Weighed raw (before cooking)").check();
    await food.getByLabel("Amount").fill("300");
    await shoot(food, "food-log-dialog", viewport, false);
    await food.keyboard.press("Escape");
    await food.getByLabel("Search foods").fill("grandma's pemmican");
    await food.getByRole("button", { name: "Create a food" }).first().click();
    await food.getByRole("dialog", { name: "Create a food" }).waitFor();
    await shoot(food, "food-create-food", viewport, false);
    await food.keyboard.press("Escape");

    // Premium: the plans, and the account menu with the tier, before and after subscribing.
    await dash.goto("/premium");
    await dash.getByRole("heading", { name: "CarniTrack Premium" }).waitFor();
    await shoot(dash, "premium", viewport);
    await dash.getByRole("button", { name: "Account menu" }).click();
    await dash.getByRole("menu").waitFor();
    await shoot(dash, "account-menu-free", viewport, false);
    await dash.keyboard.press("Escape");
    await dash.getByRole("button", { name: "Subscribe yearly" }).click();
    await dash.getByRole("button", { name: "Subscribe" }).click(); // the server's test-mode checkout
    await dash.waitForURL(/\/dashboard$/);
    // The tour of what Premium unlocked, then the dashboard under it.
    const tour = dash.getByRole("dialog", { name: "Welcome to Premium!" });
    await tour.waitFor();
    await shoot(dash, "premium-tour", viewport, false);
    await tour.getByRole("button", { name: "Start exploring" }).click();
    await dash.getByRole("heading", { name: "Fasting History & Stats" }).waitFor();
    await dash.getByRole("list", { name: "All fasting sessions" }).waitFor();
    await dash
      .locator("[data-sonner-toast]")
      .first()
      .waitFor({ state: "detached" })
      .catch(() => undefined);
    await shoot(dash, "dashboard-premium", viewport);
    const history = dash.locator("section[aria-labelledby='fasting-history-title']");
    await history.scrollIntoViewIfNeeded();
    await history.locator("svg.recharts-surface").waitFor();
    await history.evaluate(() => document.fonts.ready);
    const calendarFile = path.join(outDir, `${themed(`fasting-calendar-${viewport}`)}.png`);
    // The shot scrolls the section into view: the sticky header and the focused skip link would
    // float over it.
    await history.screenshot({ path: calendarFile, style: "header.sticky, .skip-link { visibility: hidden !important; }" });
    console.log(`  ${path.relative(root as string, calendarFile)}`);
    await dash.getByRole("button", { name: "Account menu" }).click();
    await dash.getByRole("menu").waitFor();
    await shoot(dash, "account-menu-annual", viewport, false);
    await dash.keyboard.press("Escape");
    await dash.goto("/premium");
    await dash.getByRole("heading", { name: "You're on Premium" }).waitFor();
    await shoot(dash, "premium-subscribed", viewport);
    await food.goto("/food");
    // The trends load once they come near the viewport: below the day's log and electrolytes.
    await food.getByRole("list", { name: "Logged foods" }).waitFor();
    await food.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await food.getByRole("figure", { name: "Calories" }).waitFor();
    await food.evaluate(() => window.scrollTo(0, 0));
    await food.getByTestId("warning-vitaminA").waitFor();
    await shoot(food, "food-premium", viewport);
    await food.getByRole("button", { name: "Edit targets" }).click();
    await food.getByRole("dialog", { name: "Edit targets" }).waitFor();
    await shoot(food, "food-targets-dialog", viewport, false);
    await food.keyboard.press("Escape");
    await logSampleMeasurements(signedIn);
    await progress.goto("/progress");
    await progress.getByTestId("overview-trend").waitFor();
    await shoot(progress, "progress-overview", viewport);
    await progress.goto("/progress/weight");
    await progress.getByRole("button", { name: "All", exact: true }).click();
    await progress.locator(".recharts-surface").waitFor();
    await shoot(progress, "progress-weight-premium", viewport);
    await progress.goto("/progress/measurements");
    await progress.getByTestId("measurement-summary").waitFor();
    await shoot(progress, "progress-measurements", viewport);
    await addSamplePhotos(signedIn);
    await progress.goto("/progress/photos");
    // Two in the compare view, three in the grid: each shown once its bytes arrived.
    await progress.waitForFunction(
      () => [...document.querySelectorAll("main img")].filter((img) => (img as HTMLImageElement).complete).length >= 5,
    );
    await shoot(progress, "progress-photos", viewport);

    // The community, Premium: the feed, a conversation, the composer, and the moderators' queue.
    await community.goto("/community");
    await community.getByRole("list", { name: "Posts" }).waitFor();
    await waitForImages(community);
    await shoot(community, "community", viewport, false);
    await community.goto(`/community/${members.conversation}`);
    await community.getByRole("heading", { name: /^Comments/ }).waitFor();
    await shoot(community, "community-post", viewport);
    await community.goto("/community");
    await community.getByRole("button", { name: "New post" }).click();
    const composer = community.getByRole("dialog");
    await composer.getByRole("button", { name: "I agree" }).click();
    await composer.getByLabel("Category").selectOption({ label: "Questions" });
    await composer.getByLabel("Title").fill("Best way to cook beef heart?");
    await composer
      .getByLabel("Body")
      .fill("Bought my first **beef heart** today. Sliced thin and seared, or slow-cooked?\n\n- 1.2 kg, grass-fed\n- Cast iron only");
    await shoot(community, "community-composer", viewport, false);
    await community.keyboard.press("Escape");
    const moderator = await newContext(browser, viewport, members.moderator);
    const queue = await moderator.newPage();
    await queue.goto("/community/moderation");
    await queue.getByRole("list", { name: "Reported items" }).waitFor();
    await queue.getByRole("list", { name: "Moderation actions" }).waitFor();
    await shoot(queue, "community-moderation", viewport);
    await moderator.close();

    // Recipes, Premium: the grid, and a recipe scaled to 4 with its log dialog.
    await recipes.goto("/recipes");
    await waitForIllustrations(recipes);
    // The first screen, from the filters on (the whole grid is 36 cards long).
    await recipes.getByLabel("Search recipes").evaluate((el) => el.closest("div.rounded-xl")?.scrollIntoView());
    await shoot(recipes, "recipes", viewport, false);
    await recipes.goto("/recipes/beef-wellington-without-pastry");
    await recipes.getByRole("heading", { name: "Method" }).waitFor();
    await recipes.getByRole("button", { name: "More servings" }).click();
    await recipes.getByRole("button", { name: "More servings" }).click();
    await waitForIllustrations(recipes);
    await shoot(recipes, "recipe", viewport);
    await recipes.getByRole("button", { name: "Log this meal" }).click();
    await recipes.getByRole("dialog", { name: "Log this meal" }).waitFor();
    await shoot(recipes, "recipe-log-dialog", viewport, false);
    await signedIn.close();
    await clocked.close();

    // Something went wrong: the dashboard's code fails to load.
    const broken = await newContext(browser, viewport, user);
    await broken.route(/\/assets\/dashboard-[\w-]+\.js$/, (route) => route.abort());
    const crash = await broken.newPage();
    await crash.goto("/dashboard");
    await crash.getByRole("heading", { name: "Something went wrong" }).waitFor();
    await crash.locator("details summary").click();
    await shoot(crash, "error-boundary", viewport, false);
    await broken.close();
  }
} catch (err) {
  // What the pages showed when a step failed, to see why.
  for (const [i, page] of browser
    .contexts()
    .flatMap((c) => c.pages())
    .entries()) {
    await page.screenshot({ path: path.join(root as string, `test-results/screenshots-failure-${i}.png`) }).catch(() => undefined);
  }
  throw err;
} finally {
  await browser.close();
  await teardown();
}
