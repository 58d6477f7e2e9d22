import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate, formatDay, formatDuration, formatNumber, formatRelativeTime, formatUpcoming, monthName } from "./format";

describe("format", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  afterEach(() => vi.unstubAllGlobals());

  it("says how long ago, then the date", () => {
    const before = (ms: number) => new Date(now.getTime() - ms);
    expect(formatRelativeTime(before(20_000), now)).toBe("just now");
    expect(formatRelativeTime(before(5 * 60_000), now)).toBe("5 min. ago");
    expect(formatRelativeTime(before(3 * 3_600_000), now)).toBe("3 hr. ago");
    expect(formatRelativeTime(before(26 * 3_600_000), now)).toBe("yesterday");
    expect(formatRelativeTime(before(4 * 86_400_000), now)).toBe("4 days ago");
    expect(formatRelativeTime(new Date("2026-03-12T12:00:00Z"), now)).toBe("Mar 12");
    expect(formatRelativeTime(new Date("2025-03-12T12:00:00Z"), now)).toBe("Mar 12, 2025");
  });

  it("names days and months, the year only when it is not this year's", () => {
    expect(formatDay("2026-11-25", { now })).toBe("Wednesday, November 25");
    expect(formatDay("2026-11-25", { now, short: true })).toBe("Wed, Nov 25");
    expect(formatDay("2025-11-25", { now, short: true })).toBe("Tue, Nov 25, 2025");
    expect(formatDate("2026-11-22T12:00:00Z", { now })).toBe("Nov 22");
    expect(formatDate("2026-11-22T12:00:00Z", { now, year: true })).toBe("Nov 22, 2026");
    expect(formatDate("2026-11-22T12:00:00Z", { now, year: true, long: true })).toBe("November 22, 2026");
    expect(monthName("2026-11")).toBe("November 2026");
  });

  it("reads durations as people say them", () => {
    expect(formatDuration(18 * 3_600_000 + 15 * 60_000 + 59_000)).toBe("18 h 15 min");
    expect(formatDuration(45 * 60_000)).toBe("45 min");
    expect(formatDuration(18 * 3_600_000)).toBe("18 h");
    expect(formatDuration(-5)).toBe("0 min");
  });

  it("says when something comes: today, tomorrow, a weekday, then the date", () => {
    // Local times, whatever zone the test runs in: "now" is Monday, November 23, 09:00.
    const monday = new Date(2026, 10, 23, 9, 0);
    const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 0);
    expect(formatUpcoming(at(23, 20), monday)).toBe("today at 8:00 PM");
    expect(formatUpcoming(at(24, 0), monday)).toBe("tomorrow at 12:00 AM");
    expect(formatUpcoming(at(27, 20), monday)).toBe("Friday at 8:00 PM");
    expect(formatUpcoming(at(30, 20), monday)).toBe("Mon, Nov 30, 8:00 PM");
  });

  it("follows the browser's language", () => {
    vi.stubGlobal("navigator", { language: "de-DE" });
    expect(formatNumber(1234.56)).toBe("1.234,6");
    expect(formatDay("2026-11-25", { now, short: true })).toBe("Mi., 25. Nov.");
  });
});
