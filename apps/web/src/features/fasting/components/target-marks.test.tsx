import type { FastingSession } from "@app/shared/fasting";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ActiveFastCard } from "./active-fast-card";
import { RecentSessionsCard } from "./recent-sessions-card";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ended = (id: string, fastingType: string, durationHours: number | null): FastingSession => ({
  id,
  fastingType,
  startTime: "2026-11-20T20:00:00.000Z",
  endTime: "2026-11-21T14:00:00.000Z",
  durationHours,
});

describe("a finished fast's row", () => {
  it("marks a reached target and a missed one differently, in words", () => {
    render(
      <RecentSessionsCard
        sessions={[ended("a", "18:6", 18), ended("b", "18:6", 17.99), ended("c", "Custom 36h", 40), ended("d", "16:8", null)]}
        onEdit={() => undefined}
      />,
    );
    const rows = screen.getAllByRole("listitem");
    const mark = (row: HTMLElement) => within(row).getByTestId("fast-target-mark");
    expect(rows.map((row) => mark(row).textContent)).toEqual(["Target reached", "Ended early", "Target reached", "Ended early"]);
    expect(rows.map((row) => mark(row).dataset.reached)).toEqual(["true", "false", "true", "false"]);
    // Not only by colour: each has its own icon, and the two looks differ.
    expect(mark(rows[0]!).className).not.toBe(mark(rows[1]!).className);
    expect(mark(rows[0]!).querySelector("svg")?.getAttribute("class")).not.toBe(mark(rows[1]!).querySelector("svg")?.getAttribute("class"));
    expect(mark(rows[2]!).title).toBe("Target: 36 hours");
  });

  it("keeps the spec's row (type, start date, hours or N/A) and shows the duration once", () => {
    render(<RecentSessionsCard sessions={[ended("a", "16:8", 16.5), ended("b", "20:4", null)]} onEdit={() => undefined} />);
    const [first, second] = screen.getAllByRole("listitem");
    expect(first!.textContent).toContain("16:8");
    expect(within(first!).getByRole("time").getAttribute("datetime")).toBe("2026-11-20T20:00:00.000Z");
    expect(within(first!).getByTestId("fast-duration").textContent).toBe("16.5 hours");
    // Once: no second figure of the same duration ("16 h 30 min").
    expect(first!.textContent).not.toMatch(/16 h 30 min/);
    expect(within(second!).getByTestId("fast-duration").textContent).toBe("N/A");
  });
});

describe("the running fast's badge", () => {
  const running = (start: Date): FastingSession => ({
    id: "r",
    fastingType: "16:8",
    startTime: start.toISOString(),
    endTime: null,
    durationHours: null,
  });
  const renderCard = (session: FastingSession) =>
    render(
      <ActiveFastCard
        session={session}
        isEnding={false}
        onEnd={() => undefined}
        onEndAt={async () => undefined}
        onEditStart={() => undefined}
      />,
    );

  it("reads Live below the target, and Target reached beside Fast completed! past it", () => {
    vi.useFakeTimers();
    const start = new Date(2026, 10, 25, 6, 0);
    vi.setSystemTime(new Date(2026, 10, 25, 20, 0));
    renderCard(running(start));
    expect(screen.getByTestId("fast-status-badge").textContent).toBe("Live");
    expect(screen.getByRole("status").textContent).toBe("Keep going!");

    act(() => vi.advanceTimersByTime(3 * 3_600_000));
    expect(screen.getByRole("status").textContent).toBe("Fast completed!");
    expect(screen.getByTestId("fast-status-badge").textContent).toBe("Target reached");
    expect(screen.queryByText("Live")).toBeNull();
  });
});
