import { type TrendDay, type TrendsResponse, DEFAULT_TARGETS } from "@app/shared/nutrition";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CHART_HEIGHT } from "@/components/chart-figure";
import { shiftDay } from "@/lib/local-day";
import { withFakeIntersectionObserver } from "@/testing/intersection-observer";
import { serveApi, withQueryClient, type ApiAnswer, type ApiCall } from "@/testing/serve-api";
import { NutritionTrends } from "./nutrition-trends";

const { client, wrapper } = withQueryClient();
const viewport = withFakeIntersectionObserver();

const DATE = "2026-11-23";
const TZ = "Europe/Berlin";

const targets: TrendsResponse["targets"] = { ...DEFAULT_TARGETS, goalWeightKg: 80, fatProteinRatio: 1.5 };

const EMPTY_DAY = { entries: 0, noData: [] as string[], kcal: 0, protein: 0, fat: 0, carbs: 0, sodium: 0, potassium: 0, magnesium: 0 };

/** `count` days up to DATE, oldest first, empty but for the ones given by how many days before DATE they are. */
function trends(count: number, logged: Record<number, Partial<TrendDay>> = {}): TrendsResponse {
  const days = Array.from({ length: count }, (_, i) => {
    const daysBefore = count - 1 - i;
    return { ...EMPTY_DAY, date: shiftDay(DATE, -daysBefore), ...logged[daysBefore] };
  });
  return { days, targets };
}

/** Two logged days of seven: their averages are 1,750 kcal, 125 g protein and 135 g fat. */
const week = trends(7, {
  0: { entries: 3, kcal: 2000, protein: 150, fat: 160, carbs: 2, sodium: 3000, potassium: 2000, magnesium: 500 },
  2: { entries: 2, kcal: 1500, protein: 100, fat: 110, carbs: 1, sodium: 1500, potassium: 1400, magnesium: 300 },
});
const month = trends(30, {
  0: { entries: 3, kcal: 2000, protein: 150, fat: 160, sodium: 3000, potassium: 2000, magnesium: 500 },
  2: { entries: 2, kcal: 1500, protein: 100, fat: 110, sodium: 1500, potassium: 1400, magnesium: 300 },
  20: { entries: 1, kcal: 2500, protein: 200, fat: 180, sodium: 4500, potassium: 3000, magnesium: 400 },
});

/** GET /api/food/trends answering by `days`; returns the calls, with the query strings it was asked with. */
function serveTrends(answer: (days: string) => ApiAnswer): ApiCall[] {
  return serveApi({ "GET /api/food/trends": (_body, call) => answer(call.query?.days ?? "") });
}

const ok = (body: TrendsResponse): ApiAnswer => ({ status: 200, body });
const serverError: ApiAnswer = { status: 500, body: { error: { code: "INTERNAL", message: "Something went wrong." } } };

/** The text summary under a chart's caption. */
function summaryOf(title: string): string {
  return within(screen.getByRole("figure", { name: title })).getByText(/./, { selector: "p" }).textContent ?? "";
}

function show() {
  render(<NutritionTrends date={DATE} tz={TZ} />, { wrapper });
}

describe("the nutrition trends", () => {
  it("asks for the 7 days up to the shown day, then for 30 when the toggle says so", async () => {
    const asked = serveTrends((days) => ok(days === "30" ? month : week));
    show();
    await screen.findByRole("figure", { name: "Calories" });
    expect(asked.map((call) => call.query)).toEqual([{ date: DATE, tz: TZ, days: "7" }]);
    expect(screen.getByRole("button", { name: "7 days", pressed: true })).toBeTruthy();
    expect(summaryOf("Calories")).toContain("(2 of 7 days logged)");

    fireEvent.click(screen.getByRole("button", { name: "30 days" }));
    expect(screen.getByRole("button", { name: "30 days", pressed: true })).toBeTruthy();
    await waitFor(() => expect(summaryOf("Calories")).toBe("Average 2,000 kcal a day (3 of 30 days logged)."));
    expect(asked.map((call) => call.query?.days)).toEqual(["7", "30"]);
    expect(asked[1]!.query?.date).toBe(DATE);
  });

  it("sums each chart up in words, averaging over the logged days only", async () => {
    serveTrends(() => ok(week));
    show();
    await screen.findByRole("figure", { name: "Calories" });
    expect(screen.getAllByRole("figure").map((figure) => within(figure).getByText(/./, { selector: "figcaption" }).textContent)).toEqual([
      "Calories",
      "Protein and fat",
      "Fat:protein ratio",
      "Electrolytes",
    ]);
    expect(summaryOf("Calories")).toBe("Average 1,750 kcal a day (2 of 7 days logged).");
    // 1.6 g per kg of an 80 kg goal weight.
    expect(summaryOf("Protein and fat")).toBe("Average 125 g protein and 135 g fat a day, protein target 128 g (2 of 7 days logged).");
    // 270 g of fat to 250 g of protein.
    expect(summaryOf("Fat:protein ratio")).toBe("Fat to protein 1.1 : 1 by grams over the 2 days with protein, goal 1.5 : 1.");
    expect(summaryOf("Electrolytes")).toBe(
      "Average sodium 2,250 mg (75% of target), potassium 1,700 mg (50% of target) and magnesium 400 mg (100% of target) a day (2 of 7 days logged).",
    );
    // The keys are plain text beside the charts, there before the charts are.
    expect(screen.getByText("Protein target 128 g")).toBeTruthy();
    expect(screen.getByText("Goal 1.5 : 1")).toBeTruthy();
  });

  it("loads the charts once they come near the viewport, into boxes as tall as their placeholders", async () => {
    serveTrends(() => ok(week));
    show();
    const calories = await screen.findByRole("figure", { name: "Calories" });
    const place = viewport.watched().find(({ target }) => calories.contains(target))!.target;
    expect((place.firstElementChild as HTMLElement).style.height).toBe(`${CHART_HEIGHT}px`);
    expect(calories.querySelector(".recharts-responsive-container")).toBeNull();

    viewport.scrollNear(place);
    // recharts draws nothing at zero size, but its box is there; the charts' first import can take
    // more than waitFor's default second when other test files run beside.
    await waitFor(() => expect(calories.querySelector(".recharts-responsive-container")).toBeTruthy(), { timeout: 5000 });
    expect((calories.querySelector(".recharts-responsive-container") as HTMLElement).style.height).toBe(`${CHART_HEIGHT}px`);
    // The others load as they come near.
    expect(screen.getByRole("figure", { name: "Electrolytes" }).querySelector(".recharts-responsive-container")).toBeNull();
  });

  it("asks for a few days of meals when nothing was logged in the range", async () => {
    serveTrends(() => ok(trends(7)));
    show();
    expect(await screen.findByText("Log a few days of meals to see your trends.")).toBeTruthy();
    expect(screen.queryByRole("figure")).toBeNull();
    expect(screen.getByRole("button", { name: "30 days" })).toBeTruthy();
  });

  it("says when the trends could not load, and tries again on request", async () => {
    client().setDefaultOptions({ queries: { ...client().getDefaultOptions().queries, retryDelay: 0 } });
    let failing = true;
    const asked = serveTrends(() => (failing ? serverError : ok(week)));
    show();
    expect(await screen.findByText("We couldn't load your trends.")).toBeTruthy();
    // The hook retries twice by itself before it gives up.
    expect(asked).toHaveLength(3);

    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(summaryOf("Calories")).toBe("Average 1,750 kcal a day (2 of 7 days logged)."));
    expect(screen.queryByText("We couldn't load your trends.")).toBeNull();
    expect(asked).toHaveLength(4);
  });
});
