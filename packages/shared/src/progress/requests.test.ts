import { describe, expect, it } from "vitest";
import { addDays } from "../time/days";
import { journalBodySchema, measurementBodySchema, weightBodySchema } from "./requests";

describe("request schemas", () => {
  it("keep weights within 20–400 kg and days out of the future", () => {
    expect(weightBodySchema.safeParse({ date: "2026-01-01", weightKg: 80 }).success).toBe(true);
    expect(weightBodySchema.safeParse({ date: "2026-01-01", weightKg: 19.9 }).error?.issues[0]?.message).toBe(
      "Weight must be between 20 and 400 kg.",
    );
    expect(weightBodySchema.safeParse({ date: "2026-01-01", weightKg: 400.1 }).success).toBe(false);
    expect(weightBodySchema.safeParse({ date: addDays(new Date().toISOString().slice(0, 10), 2), weightKg: 80 }).success).toBe(false);
  });

  it("need at least one measurement and something in a journal entry", () => {
    expect(measurementBodySchema.safeParse({ date: "2026-01-01" }).error?.issues[0]?.message).toBe("Enter at least one measurement.");
    expect(measurementBodySchema.safeParse({ date: "2026-01-01", bodyFatPct: 18 }).success).toBe(true);
    expect(journalBodySchema.safeParse({ note: "  " }).success).toBe(false);
    expect(journalBodySchema.parse({ tags: ["keto-flu"] })).toEqual({
      energy: null,
      mood: null,
      sleep: null,
      digestion: null,
      tags: ["keto-flu"],
      note: "",
    });
    expect(journalBodySchema.safeParse({ mood: 6 }).success).toBe(false);
    expect(journalBodySchema.safeParse({ tags: ["cramps", "cramps"] }).success).toBe(false);
    expect(journalBodySchema.safeParse({ note: "x".repeat(5001) }).success).toBe(false);
  });
});
