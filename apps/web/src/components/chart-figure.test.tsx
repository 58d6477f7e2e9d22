import { act, cleanup, render, screen } from "@testing-library/react";
import { lazy, type ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withFakeIntersectionObserver } from "@/testing/intersection-observer";
import { CHART_HEIGHT, ChartFigure } from "./chart-figure";

const viewport = withFakeIntersectionObserver();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A lazy chart whose module load the test can see. */
function lazyChart() {
  const load = vi.fn(async () => ({ default: () => <div data-testid="chart" style={{ height: CHART_HEIGHT }} /> }));
  return { load, Chart: lazy(load) };
}

function show(Chart: ComponentType) {
  render(
    <ChartFigure title="Hours fasted" summary="16 hours on average." legend={<ul data-testid="legend" />}>
      <Chart />
    </ChartFigure>,
  );
}

describe("a chart in a figure", () => {
  it("loads its chart only once the figure comes near the viewport, its place held at the chart's height", async () => {
    const { load, Chart } = lazyChart();
    show(Chart);
    expect(screen.getByRole("figure", { name: "Hours fasted" })).toBeTruthy();
    expect(screen.getByText("16 hours on average.")).toBeTruthy();
    expect(screen.getByTestId("legend")).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    const [watch] = viewport.watched();
    // Well before it scrolls into view: the chunk has time to arrive.
    expect(watch!.options?.rootMargin).toBe("600px 0px");
    const placeholder = watch!.target.firstElementChild as HTMLElement;
    expect(placeholder.style.height).toBe(`${CHART_HEIGHT}px`);

    viewport.scrollNear(watch!.target);
    expect(await screen.findByTestId("chart")).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByTestId("legend")).toBeTruthy();
    // Loaded once and for all: nothing watches any more.
    expect(viewport.watched()).toEqual([]);
  });

  it("loads its chart for a print, far from the viewport as it is", async () => {
    const { load, Chart } = lazyChart();
    show(Chart);
    expect(load).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event("beforeprint")));
    expect(await screen.findByTestId("chart")).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });

  it("loads its chart at once where there is no IntersectionObserver", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { load, Chart } = lazyChart();
    show(Chart);
    expect(await screen.findByTestId("chart")).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });

  it("shows neither the chart's place nor its legend when the chart can't load", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Chart = lazy(() => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    show(Chart);
    viewport.scrollNear();
    await vi.waitFor(() => expect(screen.queryByTestId("legend")).toBeNull());
    expect(screen.getByText("16 hours on average.")).toBeTruthy();
  });
});
