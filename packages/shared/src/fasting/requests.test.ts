import { describe, expect, it } from "vitest";
import { fastingScheduleBodySchema, fastingTypeSchema } from "./requests";

describe("fastingTypeSchema", () => {
  it.each(["16:8", "18:6", "20:4", "24:0", "Custom 1h", "Custom 24h", "Custom 72h"])("accepts %s", (value) => {
    expect(fastingTypeSchema.safeParse(value).success).toBe(true);
  });
  it.each([
    "",
    "16:9",
    "Custom",
    "Custom 0h",
    "Custom 73h",
    "Custom 1.5h",
    "Custom -1h",
    "custom 12h",
    " 16:8",
    "Custom 012h",
    "Custom 05h",
    16,
  ])("refuses %s", (value) => {
    expect(fastingTypeSchema.safeParse(value).success).toBe(false);
  });
});

describe("fastingScheduleBodySchema", () => {
  const body = { fastingType: "16:8", startTime: "20:00", weekdays: [5, 1], timeZone: "Europe/Berlin" };
  it("takes a plan and sorts its days", () => {
    expect(fastingScheduleBodySchema.parse(body)).toEqual({ ...body, weekdays: [1, 5] });
    expect(fastingScheduleBodySchema.parse({ ...body, fastingType: "Custom 36h", startTime: "00:00", timeZone: "UTC" }).startTime).toBe(
      "00:00",
    );
  });
  it.each([
    [{ startTime: "24:00" }, "startTime must be a time of day such as 20:00 (HH:MM, 24-hour)."],
    [{ startTime: "8:00" }, "startTime must be a time of day such as 20:00 (HH:MM, 24-hour)."],
    [{ weekdays: [] }, "Choose at least one day."],
    [{ weekdays: [1, 1] }, "weekdays lists a day twice."],
    [{ weekdays: [7] }, "weekdays must be a list of days from 0 (Sunday) to 6 (Saturday)."],
    [{ timeZone: "Mars/Olympus" }, 'timeZone "Mars/Olympus" is not a time zone we know. Use one such as Europe/Berlin.'],
    [{ fastingType: "Custom 73h" }, undefined],
  ])("refuses %j", (change, message) => {
    const result = fastingScheduleBodySchema.safeParse({ ...body, ...change });
    expect(result.success).toBe(false);
    if (message) expect(result.error!.issues[0]!.message).toBe(message);
  });
});
