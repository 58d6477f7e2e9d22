import type { FastingSession } from "@app/shared/fasting";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDayAndClock } from "@/lib/format";
import { ActiveFastCard } from "./active-fast-card";

/** A moment today in the test's own time zone: 25 November 2026 at h:m:s. */
const at = (h: number, m = 0, s = 0) => new Date(2026, 10, 25, h, m, s);

function fast(fastingType: string, start: Date): FastingSession {
  return { id: "f", fastingType, startTime: start.toISOString(), endTime: null, durationHours: null };
}

function renderCard(session: FastingSession, { celebrate = true } = {}) {
  return render(
    <ActiveFastCard
      session={session}
      celebrate={celebrate}
      isEnding={false}
      onEnd={() => undefined}
      onEndAt={async () => undefined}
      onEditStart={() => undefined}
    />,
  );
}

const ring = () => screen.getByRole("progressbar", { name: "Fasting progress" });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the running fast's ring", () => {
  it("shows elapsed time, the spec's percentage, the end time today and the time left, ticking every second", () => {
    vi.setSystemTime(at(12, 30));
    renderCard(fast("16:8", at(6, 15)));

    expect(screen.getByRole("timer").textContent).toBe("06:15:00");
    // 6.25 of 16 hours: 39.06%, rounded.
    expect(screen.getByTestId("fast-progress-percent").textContent).toBe("39%");
    expect(ring().getAttribute("aria-valuenow")).toBe("39");
    expect(ring().getAttribute("aria-valuemin")).toBe("0");
    expect(ring().getAttribute("aria-valuemax")).toBe("100");
    expect(ring().getAttribute("aria-valuetext")).toBe("39% of 16 hours");
    expect(screen.getByTestId("fast-ends").textContent).toMatch(/^Ends Wed, Nov 25, 10:15\sPM$/);
    expect(screen.getByTestId("fast-remaining").textContent).toBe("9 h 45 min left");
    expect(screen.getByRole("status").textContent).toBe("Keep going!");
    expect(screen.queryByTestId("fast-celebration")).toBeNull();

    act(() => vi.advanceTimersByTime(1100));
    expect(screen.getByRole("timer").textContent).toBe("06:15:01");
    // A started minute counts as left.
    expect(screen.getByTestId("fast-remaining").textContent).toBe("9 h 45 min left");
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole("timer").textContent).toBe("06:16:00");
    expect(screen.getByTestId("fast-remaining").textContent).toBe("9 h 44 min left");
  });

  it("does not announce every tick: the timer is no live region, only the status message is", () => {
    vi.setSystemTime(at(12, 30));
    const { container } = renderCard(fast("16:8", at(6, 15)));
    const timer = screen.getByRole("timer");
    expect(timer.closest("[aria-live]:not([aria-live='off'])")).toBeNull();
    // The progressbar's children are presentational: the timer must not sit inside it.
    expect(ring().contains(timer)).toBe(false);
    const live = [...container.querySelectorAll("[role='status'], [aria-live='polite'], [aria-live='assertive']")];
    expect(live.map((el) => el.textContent)).toEqual(["Keep going!"]);
  });

  it("names the day when the target falls on another one", () => {
    vi.setSystemTime(at(20, 5));
    const start = at(20);
    renderCard(fast("18:6", start));
    const end = start.getTime() + 18 * 3_600_000;
    expect(screen.getByTestId("fast-ends").textContent).toBe(`Ends ${formatDayAndClock(end)}`);
    expect(screen.getByTestId("fast-ends").textContent).toMatch(/Thu/);
    expect(screen.getByTestId("fast-remaining").textContent).toBe("17 h 55 min left");
  });

  it("celebrates at the target: Fast completed!, 100%, the success colour and how long past it", () => {
    vi.setSystemTime(at(6, 15));
    renderCard(fast("16:8", at(6, 15)));
    expect(screen.getByTestId("fast-progress-percent").textContent).toBe("0%");

    act(() => vi.setSystemTime(at(22, 15, 0)));
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.getByRole("status").textContent).toBe("Fast completed!");
    expect(ring().getAttribute("aria-valuenow")).toBe("100");
    expect(screen.getByTestId("fast-remaining").textContent).toBe("Target reached");
    expect(screen.getByTestId("fast-ends").textContent).toMatch(/^Target Wed, Nov 25, 10:15\sPM$/);
    expect(screen.getByTestId("fast-ring-arc").getAttribute("class")).toContain("stroke-success");
    const burst = screen.getByTestId("fast-celebration");
    expect(burst.className).toContain("motion-safe:animate-celebrate");
    expect(burst.className).toContain("motion-reduce:hidden");

    act(() => vi.advanceTimersByTime((2 * 60 + 5) * 60_000));
    expect(screen.getByRole("timer").textContent).toBe("18:05:01");
    expect(screen.getByTestId("fast-remaining").textContent).toBe("2 h 5 min past target");
    expect(screen.getByTestId("fast-progress-percent").textContent).toBe("100%");
  });

  it("plays the burst only when the target is crossed on screen, not on opening an already completed fast", () => {
    vi.setSystemTime(at(23));
    const first = renderCard(fast("16:8", at(6, 15)));
    expect(screen.getByRole("status").textContent).toBe("Fast completed!");
    expect(screen.getByTestId("fast-ring-arc").getAttribute("class")).toContain("stroke-success");
    expect(screen.queryByTestId("fast-celebration")).toBeNull();
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByTestId("fast-celebration")).toBeNull();
    first.unmount();

    // Watching it cross: 15:52 is 99.2% (99), 15:53 is 99.3%, ... the tick that reads 100% plays it.
    vi.setSystemTime(at(22, 7));
    renderCard(fast("16:8", at(6, 15)));
    expect(screen.queryByTestId("fast-celebration")).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId("fast-progress-percent").textContent).toBe("99%");
    expect(screen.queryByTestId("fast-celebration")).toBeNull();
    act(() => vi.advanceTimersByTime(4 * 60_000));
    expect(screen.getByTestId("fast-progress-percent").textContent).toBe("100%");
    expect(screen.getByTestId("fast-celebration")).toBeTruthy();
  });

  it("plays no burst in focus mode, while the spec's words and the ring's colour still say the target is reached", () => {
    vi.setSystemTime(at(22, 7));
    renderCard(fast("16:8", at(6, 15)), { celebrate: false });
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(screen.getByTestId("fast-progress-percent").textContent).toBe("100%");
    expect(screen.getByRole("status").textContent).toBe("Fast completed!");
    expect(screen.getByTestId("fast-ring-arc").getAttribute("class")).toContain("stroke-success");
    expect(screen.queryByTestId("fast-celebration")).toBeNull();
  });

  it("does not count down to the target once the rounded progress reads 100% and Fast completed!", () => {
    // 15 h 56 min of 16 h is 99.58%: the spec rounds it to 100 and calls the fast completed.
    vi.setSystemTime(at(22, 11));
    renderCard(fast("16:8", at(6, 15)));
    expect(screen.getByTestId("fast-progress-percent").textContent).toBe("100%");
    expect(screen.getByRole("status").textContent).toBe("Fast completed!");
    expect(screen.getByTestId("fast-ends").textContent).toMatch(/^Target Wed, Nov 25, 10:15\sPM$/);
    expect(screen.getByTestId("fast-remaining").textContent).toBe("Within 0.5% of target, counted as complete");

    // Just below the rounding line the countdown is still right: 99.48% reads 99%.
    cleanup();
    vi.setSystemTime(at(22, 10, 0));
    renderCard(fast("16:8", at(6, 15)));
    expect(screen.getByTestId("fast-progress-percent").textContent).toBe("99%");
    expect(screen.getByRole("status").textContent).toBe("Keep going!");
    expect(screen.getByTestId("fast-ends").textContent).toMatch(/^Ends Wed, Nov 25, 10:15\sPM$/);
    expect(screen.getByTestId("fast-remaining").textContent).toBe("5 min left");
  });

  it("shows the start in the user's format", () => {
    vi.setSystemTime(at(12, 30));
    renderCard(fast("16:8", at(6, 15)));
    expect(screen.getByTestId("fast-start-time").textContent).toMatch(/^Wed, Nov 25, 6:15\sAM$/);
  });

  it("explains the percentage on a tap or click, not only on hover", async () => {
    vi.setSystemTime(at(12, 30));
    renderCard(fast("Custom 36h", at(6, 15)));
    expect(screen.queryByRole("tooltip")).toBeNull();
    const info = screen.getByRole("button", { name: "How progress is measured" });
    fireEvent.pointerDown(info, { pointerType: "touch" });
    fireEvent.click(info);
    const tip = await vi.waitFor(() => screen.getByRole("tooltip"));
    expect(within(tip).getByText(/36-hour target for a Custom 36h fast/)).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    await vi.waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  });
});

describe("the fasting zone", () => {
  function renderWithZones(session: FastingSession, zoneTimeline: "checking" | "preview" | "premium") {
    return render(
      <ActiveFastCard
        session={session}
        isEnding={false}
        onEnd={() => undefined}
        onEndAt={async () => undefined}
        onEditStart={() => undefined}
        zoneTimeline={zoneTimeline}
        zoneUpgradePrompt={<p>Upgrade line</p>}
      />,
    );
  }

  it("names the zone and counts down to the next each minute; the timeline and ring marks are Premium's", () => {
    vi.setSystemTime(at(13, 30));
    renderWithZones(fast("18:6", at(1, 0)), "preview");
    expect(screen.getByTestId("fast-zone").textContent).toBe("Fat burning rises · 12–18 h");
    expect(screen.getByTestId("fast-zone-next").textContent).toBe("Ketosis deepens in 5 h 30 min");
    expect(screen.getByText("Upgrade line")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Zone timeline" })).toBeNull();
    expect(screen.queryByTestId("fast-ring-zone-marks")).toBeNull();

    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByTestId("fast-zone-next").textContent).toBe("Ketosis deepens in 5 h 30 min");
    act(() => vi.advanceTimersByTime(31_000));
    expect(screen.getByTestId("fast-zone-next").textContent).toBe("Ketosis deepens in 5 h 29 min");
  });

  it("Premium: every zone with its state in words, and marks where 4 and 12 hours fall on an 18-hour ring", () => {
    vi.setSystemTime(at(13, 30));
    renderWithZones(fast("18:6", at(1, 0)), "premium");
    const items = within(screen.getByRole("list", { name: "Zone timeline" })).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("data-state"))).toEqual([
      "reached",
      "reached",
      "current",
      "upcoming",
      "upcoming",
      "upcoming",
    ]);
    expect(items[2]!.textContent).toBe("Fat burning risesNow");
    expect(items[3]!.textContent).toMatch(/^Ketosis deepensFrom 7:00\sPM$/);
    expect(screen.queryByText("Upgrade line")).toBeNull();
    expect(screen.getByTestId("fast-ring-zone-marks").querySelectorAll("line")).toHaveLength(2);
  });

  it("shows neither the timeline nor the prompt while the subscription is being checked", () => {
    vi.setSystemTime(at(13, 30));
    renderWithZones(fast("18:6", at(1, 0)), "checking");
    expect(screen.getByTestId("fast-zone").textContent).toBe("Fat burning rises · 12–18 h");
    expect(screen.queryByText("Upgrade line")).toBeNull();
    expect(screen.queryByRole("list", { name: "Zone timeline" })).toBeNull();
  });
});
