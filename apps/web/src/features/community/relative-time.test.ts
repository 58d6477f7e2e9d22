import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

describe("relative time", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const before = (ms: number) => new Date(now.getTime() - ms);
  it("says how long ago, then the date", () => {
    expect(relativeTime(before(20_000), now, "en-US")).toBe("just now");
    expect(relativeTime(before(5 * 60_000), now, "en-US")).toBe("5 min. ago");
    expect(relativeTime(before(3 * 3_600_000), now, "en-US")).toBe("3 hr. ago");
    expect(relativeTime(before(26 * 3_600_000), now, "en-US")).toBe("yesterday");
    expect(relativeTime(before(4 * 86_400_000), now, "en-US")).toBe("4 days ago");
    expect(relativeTime(new Date("2026-03-12T12:00:00Z"), now, "en-US")).toBe("Mar 12");
    expect(relativeTime(new Date("2025-03-12T12:00:00Z"), now, "en-US")).toBe("Mar 12, 2025");
  });
});
