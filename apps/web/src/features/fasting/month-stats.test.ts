import type { FastingDay } from "@app/shared/fasting";
import { describe, expect, it } from "vitest";
import { monthName } from "@/lib/format";
import { monthOf, shiftMonth } from "@/lib/local-day";
import { calendarWeeks, firstDayOfWeek } from "@/lib/calendar";
import { dayDescription, dayName, fastsText, hoursSummary, streakText } from "./month-stats";

const day = (date: string, fasts = 0, hours = 0, reachedTarget = false): FastingDay => ({
  date,
  fasts,
  hours,
  reachedTarget,
  fastsReachedTarget: reachedTarget ? 1 : 0,
});
const november = Array.from({ length: 30 }, (_, i) => day(`2026-11-${String(i + 1).padStart(2, "0")}`));

describe("months", () => {
  it("moves across years", () => {
    expect(monthOf(new Date(2026, 10, 23, 9))).toBe("2026-11");
    expect(shiftMonth("2026-11", 1)).toBe("2026-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-03", -13)).toBe("2025-02");
  });

  it("names months and days, with the year only where it helps", () => {
    expect(monthName("2026-11")).toBe("November 2026");
    expect(monthName("2026-11", { year: false })).toBe("November");
    expect(dayName("2026-11-03")).toBe("Nov 3");
    expect(dayName("2026-11-03", { yearUnless: "2026-12-01" })).toBe("Nov 3");
    expect(dayName("2025-11-03", { yearUnless: "2026-12-01" })).toBe("Nov 3, 2025");
  });

  it("knows where a locale's week starts", () => {
    expect(firstDayOfWeek("en-US")).toBe(0);
    expect(firstDayOfWeek("de-DE")).toBe(1);
  });
});

describe("calendarWeeks", () => {
  it("pads a month into whole weeks from the locale's first day", () => {
    // 1 November 2026 is a Sunday.
    const sundayFirst = calendarWeeks(november, 0);
    expect(sundayFirst).toHaveLength(5);
    expect(sundayFirst[0]![0]!.date).toBe("2026-11-01");
    expect(sundayFirst[4]!.map((d) => d?.date ?? null)).toEqual(["2026-11-29", "2026-11-30", null, null, null, null, null]);

    const mondayFirst = calendarWeeks(november, 1);
    expect(mondayFirst).toHaveLength(6);
    expect(mondayFirst[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(mondayFirst[0]![6]!.date).toBe("2026-11-01");
    expect(mondayFirst.every((week) => week.length === 7)).toBe(true);
  });
});

describe("texts", () => {
  it("describes a day for screen readers", () => {
    expect(dayDescription(day("2026-11-03", 1, 18.2, true))).toBe("Nov 3: 1 fast, 18 h 12 min, target reached");
    expect(dayDescription(day("2026-11-04", 2, 24.75, false))).toBe("Nov 4: 2 fasts, 24 h 45 min, target not reached");
    expect(dayDescription(day("2026-11-05"))).toBe("Nov 5: no fasts");
  });

  it("talks about streaks without shaming", () => {
    expect(streakText({ currentStreak: 5, longestStreak: 12 })).toEqual({ headline: "5-day streak", detail: "Longest streak: 12 days" });
    expect(streakText({ currentStreak: 5, longestStreak: 5 })).toEqual({ headline: "5-day streak", detail: "Your longest yet" });
    expect(streakText({ currentStreak: 0, longestStreak: 1 })).toEqual({
      headline: "Reach a fast's target to start a streak",
      detail: "Longest streak: 1 day",
    });
    expect(streakText({ currentStreak: 0, longestStreak: 0 }).detail).toBe("Days in a row with a fast that reached its target");
    for (const current of [0, 1, 3]) {
      const { headline, detail } = streakText({ currentStreak: current, longestStreak: 4 });
      expect(`${headline} ${detail}`).not.toMatch(/lost|broke|missed|failed|only/i);
    }
  });

  it("tells fasts ended apart from those that reached their target", () => {
    expect(fastsText({ fasts: 3, fastsReachedTarget: 2 })).toBe("3 fasts ended, 2 reached target");
    expect(fastsText({ fasts: 1, fastsReachedTarget: 0 })).toBe("1 fast ended, 0 reached target");
    expect(fastsText({ fasts: 1200, fastsReachedTarget: 1000 })).toBe("1,200 fasts ended, 1,000 reached target");
  });

  it("sums the month's chart up in words", () => {
    const days = november.map((d) =>
      d.date === "2026-11-03" ? day(d.date, 1, 18.25, true) : d.date === "2026-11-10" ? day(d.date, 2, 30, true) : d,
    );
    expect(hoursSummary({ days, monthTotals: { fasts: 3, fastsReachedTarget: 2, totalHours: 48.25, averageHours: 16.08 } })).toBe(
      "48 h 15 min over 3 fasts on 2 days; the most on Nov 10 (30 h).",
    );
    expect(hoursSummary({ days: november, monthTotals: { fasts: 0, fastsReachedTarget: 0, totalHours: 0, averageHours: 0 } })).toBe(
      "No finished fasts this month.",
    );
  });
});
