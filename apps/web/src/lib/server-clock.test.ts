// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { nextEstimate, type ClockEstimate } from "./server-clock";

const HOUR = 3_600_000;

describe("nextEstimate", () => {
  it("takes the first sample: server time minus the round trip's midpoint", () => {
    // Sent at 1000, answered at 1200 (device clock); the server read 5000 halfway, at device 1100.
    expect(nextEstimate(null, { serverTime: 5000, sentAt: 1000, receivedAt: 1200 })).toEqual({ offsetMs: 3900, uncertaintyMs: 100 });
  });

  it("finds a device clock hours ahead or behind", () => {
    const t = Date.UTC(2026, 10, 25, 12);
    expect(nextEstimate(null, { serverTime: t, sentAt: t + 3 * HOUR - 40, receivedAt: t + 3 * HOUR + 40 })!.offsetMs).toBe(-3 * HOUR);
    expect(nextEstimate(null, { serverTime: t, sentAt: t - 5 * HOUR - 40, receivedAt: t - 5 * HOUR + 40 })!.offsetMs).toBe(5 * HOUR);
  });

  it("smooths samples that agree within their uncertainty, keeping the best uncertainty", () => {
    const current: ClockEstimate = { offsetMs: 1000, uncertaintyMs: 50 };
    const next = nextEstimate(current, { serverTime: 11_400, sentAt: 10_000, receivedAt: 10_400 }); // sample 1200 ± 200
    expect(next).toEqual({ offsetMs: 1050, uncertaintyMs: 50 });
  });

  it("starts again when a sample disagrees by far more than the uncertainty: the device's clock was set", () => {
    const current: ClockEstimate = { offsetMs: -3 * HOUR, uncertaintyMs: 20 };
    expect(nextEstimate(current, { serverTime: 50_000, sentAt: 49_900, receivedAt: 50_100 })).toEqual({ offsetMs: 0, uncertaintyMs: 100 });
  });

  it("ignores samples that say nothing reliable", () => {
    const current: ClockEstimate = { offsetMs: 250, uncertaintyMs: 30 };
    for (const bad of [
      { serverTime: Number.NaN, sentAt: 0, receivedAt: 10 },
      { serverTime: 0, sentAt: 0, receivedAt: 10 },
      { serverTime: 1e12, sentAt: 100, receivedAt: 50 }, // the device's clock went back mid-request
      { serverTime: 1e12, sentAt: 0, receivedAt: 60_000 }, // a minute-long round trip
    ]) {
      expect(nextEstimate(current, bad)).toBe(current);
      expect(nextEstimate(null, bad)).toBeNull();
    }
  });
});

describe("serverNow", () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 15), toFake: ["Date"] });
  });
  afterEach(() => vi.useRealTimers());

  const answer = (serverTime: string | null) => new Response("{}", { headers: serverTime === null ? {} : { "X-Server-Time": serverTime } });

  it("is the device's clock until an answer tells the server's time, then the server's, also after a reload", async () => {
    const clock = await import("./server-clock");
    expect(clock.serverNow()).toBe(Date.now());
    clock.observeServerTime(answer(null), Date.now() - 100);
    expect(clock.serverClockOffset()).toBe(0);

    const serverTime = Date.now() - 2 * HOUR;
    clock.observeServerTime(answer(String(serverTime)), Date.now() - 100, Date.now());
    expect(clock.serverClockOffset()).toBe(-2 * HOUR + 50);
    expect(clock.serverNow()).toBe(serverTime + 50);

    vi.resetModules();
    const reloaded = await import("./server-clock");
    expect(reloaded.serverClockOffset()).toBe(-2 * HOUR + 50);
  });

  it("ignores a header that is not a time", async () => {
    const clock = await import("./server-clock");
    clock.observeServerTime(answer("soon"), Date.now() - 100);
    expect(clock.serverClockOffset()).toBe(0);
    expect(localStorage.length).toBe(0);
  });
});
