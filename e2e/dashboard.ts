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
    progress: page.getByRole("progressbar", { name: "Fasting progress" }),
    percent: page.getByTestId("fast-progress-percent"),
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

/** What the page shows for an ISO time in the browser's own locale and time zone. */
export function localString(page: Page, iso: string, kind: "dateTime" | "date" = "dateTime"): Promise<string> {
  return page.evaluate(([value, k]) => (k === "date" ? new Date(value).toLocaleDateString() : new Date(value).toLocaleString()), [
    iso,
    kind,
  ] as const);
}
