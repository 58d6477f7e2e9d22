import type { FastingSession } from "@app/shared/fasting";
import { expect, type Page, type Response } from "@playwright/test";

/** Page helpers for the dashboard's Fasting Timer. */
export function dashboard(page: Page) {
  const statusCard = page.locator("section[aria-labelledby='fast-status-title']");
  return {
    statusCard,
    typeSelect: page.getByLabel("Choose Fasting Type"),
    customInput: page.getByLabel("Custom Duration (hours)"),
    startButton: page.getByRole("button", { name: "Start Fasting" }),
    endButton: statusCard.getByRole("button", { name: "End Fast" }),
    elapsed: page.getByRole("timer"),
    /** The ring around the timer. */
    progress: page.getByRole("progressbar", { name: "Fasting progress" }),
    percent: page.getByTestId("fast-progress-percent"),
    /** "Ends Tue, Dec 1, 12:30 PM" (or "Target Tue, Dec 1, 12:30 PM" once it is reached). */
    ends: page.getByTestId("fast-ends"),
    /** "6 h 15 min left", "Target reached", "2 h 5 min past target". */
    remaining: page.getByTestId("fast-remaining"),
    celebration: page.getByTestId("fast-celebration"),
    fastType: page.getByTestId("fast-type"),
    startTime: page.getByTestId("fast-start-time"),
    recentList: page.getByRole("list", { name: "Recent Fasting Sessions" }),
    recentRows: page.getByRole("list", { name: "Recent Fasting Sessions" }).getByRole("listitem"),
    endDialog: page.getByRole("alertdialog", { name: "End your fast early?" }),

    async open() {
      await page.goto("/dashboard");
      await expect(
        page.getByRole("heading", { name: "Ready to Fast" }).or(page.getByRole("heading", { name: "Fasting in Progress" })),
      ).toBeVisible();
    },

    /** Picks a type ("16:8", ..., or a number of hours for Custom) and starts; returns the server's session. */
    async start(type: string | number): Promise<FastingSession> {
      if (typeof type === "number") {
        await page.getByLabel("Choose Fasting Type").selectOption("Custom");
        await page.getByLabel("Custom Duration (hours)").fill(String(type));
      } else {
        await page.getByLabel("Choose Fasting Type").selectOption(type);
      }
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/api/fasting/start")),
        page.getByRole("button", { name: "Start Fasting" }).click(),
      ]);
      expect(response.status()).toBe(201);
      await expect(page.getByRole("heading", { name: "Fasting in Progress" })).toBeVisible();
      return sessionOf(response);
    },

    /** Ends the running fast (below 100% through the confirmation dialog); returns the server's session. */
    async end({ early = true }: { early?: boolean } = {}): Promise<FastingSession> {
      const ended = page.waitForResponse((r) => r.url().endsWith("/api/fasting/end"));
      await statusCard.getByRole("button", { name: "End Fast" }).click();
      if (early) {
        const dialog = page.getByRole("alertdialog", { name: "End your fast early?" });
        await expect(dialog).toBeVisible();
        await dialog.getByRole("button", { name: "End Fast" }).click();
      }
      const response = await ended;
      expect(response.status()).toBe(200);
      await expect(page.getByRole("heading", { name: "Ready to Fast" })).toBeVisible();
      return sessionOf(response);
    },
  };
}

async function sessionOf(response: Response): Promise<FastingSession> {
  const body = (await response.json()) as { session: FastingSession };
  return body.session;
}

/**
 * What the page shows for an ISO time in the browser's own locale and time zone: lib/format.ts's
 * moment ("Sun, Nov 22, 8:30 PM", the year when not this one's; every moment of a fast) or its
 * formatDate ("Nov 22", the year when not this one's; the recent list's start date).
 */
export function localString(page: Page, iso: string, kind: "dateTime" | "date" = "dateTime"): Promise<string> {
  return page.evaluate(
    ([value, k]) => {
      const date = new Date(value);
      const year = date.getFullYear() !== new Date().getFullYear();
      const moment = { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" } as const;
      return new Intl.DateTimeFormat(navigator.language, {
        ...(k === "dateTime" ? moment : { day: "numeric", month: "short" }),
        ...(year && { year: "numeric" as const }),
      }).format(date);
    },
    [iso, kind] as const,
  );
}

/** What "Ends …" shows for an instant (epoch ms): the moment, as localString writes it. */
export function clockText(page: Page, at: number): Promise<string> {
  return localString(page, new Date(at).toISOString());
}

/**
 * For a test that moves the page's clock (page.clock) to stand for time passing on a fast: the
 * app runs its fast clock on the server's time (lib/server-clock.ts, decision 017), which does not
 * move with the page's, so such a test hides the server's time from the page. The app then goes
 * by the device's clock, as it does before any answer has told it the server's.
 */
export async function trustPageClock(page: Page): Promise<void> {
  await page.route("**/api/**", async (route) => {
    try {
      const response = await route.fetch();
      const headers = response.headers();
      delete headers["x-server-time"];
      await route.fulfill({ response, headers });
    } catch (error) {
      // A read still on its way when the test ends (a refetch after the last step): closing the
      // context disposes of its response before it reaches the page, which no longer waits for it.
      // CI failed on this ("Fetch response has been disposed") after every step had passed.
      if (page.isClosed() || /has been disposed|has been closed/.test(String(error))) return;
      throw error;
    }
  });
}
