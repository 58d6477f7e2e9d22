import { describe, expect, it } from "vitest";
import { deepestZone, FASTING_ZONE_SOURCES, FASTING_ZONES, zoneAt, zoneHours } from "./zones";

const HOUR = 3_600_000;

describe("zoneAt", () => {
  it.each([
    [0, "fed"],
    [4 * HOUR - 1, "fed"],
    [4 * HOUR, "post-absorptive"],
    [12 * HOUR - 1, "post-absorptive"],
    [12 * HOUR, "fat-burning"],
    [18 * HOUR - 1, "fat-burning"],
    [18 * HOUR, "ketosis"],
    [24 * HOUR - 1, "ketosis"],
    [24 * HOUR, "autophagy"],
    [48 * HOUR - 1, "autophagy"],
    [48 * HOUR, "extended"],
    [72 * HOUR, "extended"],
    [500 * HOUR, "extended"],
    // A start a moment in the future (a clock off by a little) is still the first zone.
    [-5_000, "fed"],
  ])("%i ms → %s", (elapsed, id) => {
    expect(zoneAt(elapsed).zone.id).toBe(id);
  });

  it("counts down to the next zone", () => {
    expect(zoneAt(0)).toMatchObject({ next: { id: "post-absorptive" }, msToNext: 4 * HOUR });
    expect(zoneAt(13.5 * HOUR)).toMatchObject({ zone: { id: "fat-burning" }, next: { id: "ketosis" }, msToNext: 4.5 * HOUR });
    expect(zoneAt(48 * HOUR - 1)).toMatchObject({ next: { id: "extended" }, msToNext: 1 });
    expect(zoneAt(-5_000).msToNext).toBe(4 * HOUR);
  });

  it("has no next zone in the last one", () => {
    expect(zoneAt(60 * HOUR)).toMatchObject({ zone: { id: "extended" }, next: null, msToNext: null });
  });
});

describe("deepestZone", () => {
  it.each([
    [0, "fed"],
    [0.01, "fed"],
    [16, "fat-burning"],
    [17.99, "fat-burning"],
    [18, "ketosis"],
    [24, "autophagy"],
    [47.99, "autophagy"],
    [72, "extended"],
  ])("%f h → %s", (hours, id) => {
    expect(deepestZone(hours).id).toBe(id);
  });
});

describe("FASTING_ZONES", () => {
  it("covers every hour from 0 without gaps, the last zone open-ended", () => {
    expect(FASTING_ZONES[0]!.fromHours).toBe(0);
    for (let i = 1; i < FASTING_ZONES.length; i++) expect(FASTING_ZONES[i]!.fromHours).toBe(FASTING_ZONES[i - 1]!.toHours);
    expect(FASTING_ZONES.at(-1)!.toHours).toBeNull();
    expect(FASTING_ZONES.map(zoneHours)).toEqual(["0–4 h", "4–12 h", "12–18 h", "18–24 h", "24–48 h", "48 h and more"]);
  });

  it("names a known source for every zone, and promises nothing", () => {
    for (const zone of FASTING_ZONES) {
      expect(zone.sources.length).toBeGreaterThan(0);
      for (const source of zone.sources) expect(FASTING_ZONE_SOURCES[source].url).toMatch(/^https:\/\/doi\.org\//);
      expect(zone.summary).not.toMatch(/\b(will|guarantee|cure|burns? fat fast)\b/i);
    }
  });
});
