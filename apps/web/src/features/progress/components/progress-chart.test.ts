import { describe, expect, it } from "vitest";
import { noonOf, shiftDay } from "@/lib/local-day";
import { chartAxes } from "./progress-chart";

const TODAY = "2026-11-25";
/** A week of weigh-ins, the last one today, in the 30-day range. */
const week = Array.from({ length: 7 }, (_, i) => ({ date: shiftDay(TODAY, i - 6), value: 82.4 - i * 0.15, trend: 82.6 - i * 0.1 }));

describe("the progress chart's axes", () => {
  it("span a week of data across the whole width, not the right fifth of a 30-day range", () => {
    const axes = chartAxes({ points: week, from: shiftDay(TODAY, -29), to: TODAY });
    expect(axes.x.domain).toEqual([noonOf("2026-11-19").getTime(), noonOf(TODAY).getTime()]);
    expect(axes.x.ticks.at(-1)).toBe(noonOf(TODAY).getTime());
    expect(axes.xLabel(noonOf(TODAY).getTime())).toBe("Nov 25");
  });

  it("tick the weights on round steps, with room for the goal", () => {
    const axes = chartAxes({ points: week, from: shiftDay(TODAY, -29), to: TODAY });
    // 81.5 to 82.6 kg, half a kilo of room each side.
    expect(axes.y).toEqual({ domain: [81, 83.5], ticks: [81, 81.5, 82, 82.5, 83, 83.5] });
    const withGoal = chartAxes({ points: week, goal: { value: 75, label: "Goal" }, from: shiftDay(TODAY, -29), to: TODAY });
    expect(withGoal.y.domain[0]).toBeLessThanOrEqual(74.5);
    expect(withGoal.y.ticks.every((t) => t % 1 === 0)).toBe(true);
  });
});
