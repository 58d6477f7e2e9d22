import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { noonOf } from "@/lib/local-day";
import { ProgressTooltip } from "./progress-chart-tooltip";

const DAY = "2026-11-24";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 10, 25, 9));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** What recharts hands a ComposedChart's tooltip: the scatter's x and y, then the line, all with the same row. */
function payloadOf(row: { date: string; value?: number | null; trend?: number | null }) {
  const withT = { ...row, t: noonOf(row.date).getTime() };
  return [
    { name: "t", dataKey: "t", value: withT.t, payload: withT },
    { name: "value", dataKey: "value", value: row.value, payload: withT },
    { name: "trend", dataKey: "trend", value: row.trend, payload: withT },
  ];
}

describe("the progress chart's tooltip", () => {
  it("shows one date, the weigh-in and the trend to one decimal, never the day's timestamp", () => {
    const { container } = render(
      <ProgressTooltip
        active
        payload={payloadOf({ date: DAY, value: 82, trend: 82.63 })}
        unit="kg"
        valueLabel="Weigh-in"
        trendLabel="Trend"
      />,
    );
    const text = container.textContent ?? "";
    expect(text).toBe("Tue, Nov 24Weigh-in82.0 kgTrend82.6 kg");
    expect(container.querySelectorAll("p")).toHaveLength(3);
    expect(text).not.toMatch(/\d{1,3}(,\d{3}){3}/);
  });

  it("shows the trend alone on a day without a weigh-in", () => {
    const { container } = render(
      <ProgressTooltip
        active
        payload={payloadOf({ date: DAY, value: null, trend: 180.04 })}
        unit="lb"
        valueLabel="Weigh-in"
        trendLabel="Trend"
      />,
    );
    expect(container.textContent).toBe("Tue, Nov 24Trend180.0 lb");
  });

  it("names a measurement once, though its dots and its line are two series", () => {
    const row = { date: DAY, value: 84.5, t: noonOf(DAY).getTime() };
    const payload = [
      { name: "t", value: row.t, payload: row },
      { name: "value", value: 84.5, payload: row },
      { name: "value", value: 84.5, payload: row },
    ];
    const { container, getAllByText } = render(<ProgressTooltip active payload={payload} unit="cm" valueLabel="Waist" />);
    expect(getAllByText("Waist")).toHaveLength(1);
    expect(container.textContent).toBe("Tue, Nov 24Waist84.5 cm");
  });

  it("shows nothing while no point is under the pointer", () => {
    const { container } = render(<ProgressTooltip active={false} payload={[]} unit="kg" valueLabel="Weigh-in" trendLabel="Trend" />);
    expect(container.textContent).toBe("");
  });
});
