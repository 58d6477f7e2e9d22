import { describe, expect, it } from "vitest";
import { fastingTypeSchema } from "./schemas";

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
