import type { FastingSession } from "@app/shared/fasting";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RecentSessionsCard } from "./recent-sessions-card";

// Only the date: a start date says no year in its own year.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 10, 25, 9));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const session = (id: string, fields: Partial<FastingSession>): FastingSession => ({
  id,
  fastingType: "16:8",
  startTime: new Date(2026, 10, 23, 20, 0).toISOString(),
  endTime: new Date(2026, 10, 24, 12, 30).toISOString(),
  durationHours: 16.5,
  ...fields,
});
const reached = session("s1", {});
const early = session("s2", { fastingType: "20:4", startTime: new Date(2026, 10, 21, 19, 0).toISOString(), durationHours: 12.25 });
const noDuration = session("s3", { fastingType: "Custom 36h", startTime: new Date(2025, 11, 30, 8, 0).toISOString(), durationHours: null });

describe("Recent Fasting Sessions", () => {
  it("is not shown while there are no finished fasts", () => {
    render(<RecentSessionsCard sessions={[]} onEdit={vi.fn()} />);
    expect(screen.queryByRole("region", { name: "Recent Fasting Sessions" })).toBeNull();
  });

  it("lists each fast's type, start date, duration (N/A when missing) and whether it reached its target", () => {
    render(<RecentSessionsCard sessions={[reached, early, noDuration]} onEdit={vi.fn()} />);
    const card = screen.getByRole("region", { name: "Recent Fasting Sessions" });
    expect(within(card).getByRole("heading", { level: 3, name: "Recent Fasting Sessions" })).toBeTruthy();
    const rows = within(screen.getByRole("list", { name: "Recent Fasting Sessions" })).getAllByRole("listitem");
    const read = (row: HTMLElement) => ({
      type: row.querySelector(".truncate")?.textContent,
      mark: within(row).getByTestId("fast-target-mark").textContent,
      date: row.querySelector("time")?.textContent,
      hours: within(row).getByTestId("fast-duration").textContent,
    });
    expect(rows.map(read)).toEqual([
      { type: "16:8", mark: "Target reached", date: "Nov 23", hours: "16.5 hours" },
      { type: "20:4", mark: "Ended early", date: "Nov 21", hours: "12.25 hours" },
      { type: "Custom 36h", mark: "Ended early", date: "Dec 30, 2025", hours: "N/A" },
    ]);
    expect(within(rows[1]!).getByTestId("fast-target-mark").getAttribute("title")).toBe("Target: 20 hours");
  });

  it("opens the fast a row's edit button names", () => {
    const onEdit = vi.fn();
    render(<RecentSessionsCard sessions={[reached, early]} onEdit={onEdit} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit the 20:4 fast of Nov 21" }));
    expect(onEdit).toHaveBeenCalledWith(early);
    expect(onEdit).toHaveBeenCalledTimes(1);
  });
});
