import { SERVER_TIME_HEADER } from "@app/shared/http";

/*
 * The server's clock as seen from this device (decision 017). A device whose clock is wrong by
 * hours would show a fast's elapsed time, progress, end time and zone wrong by as much, since the
 * fast's start is the server's time. Every API response carries the server's time; the offset
 * between the two clocks is estimated from each response (NTP's simplest form: the server read its
 * clock halfway through the round trip) and `serverNow()` is the device's time corrected by it.
 *
 * The offset is saved across reloads (a page opened offline still corrects), and is replaced, not
 * averaged, when a sample disagrees by more than its own uncertainty: that is the device's clock
 * being set, not network jitter.
 */

/** A round trip longer than this says too little about when the server read its clock. */
const MAX_ROUND_TRIP_MS = 10_000;
/** How much of each agreeing sample the estimate takes: smooths jitter, follows slow drift. */
const SMOOTHING = 0.25;
/** Disagreement beyond both samples' uncertainty, plus this, means the device's clock changed. */
const JUMP_SLACK_MS = 1_000;
const STORAGE_KEY = "carnitrack:server-clock";

export interface ClockEstimate {
  /** Server time minus device time, in ms. */
  offsetMs: number;
  /** Half the round trip of the best sample so far: the estimate is within this (plus jitter). */
  uncertaintyMs: number;
}

export interface ClockSample {
  /** The server's time from the response's header (epoch ms). */
  serverTime: number;
  /** The device's time when the request was sent and when the response arrived. */
  sentAt: number;
  receivedAt: number;
}

/** The next estimate after one more sample (pure: the module's state is kept below). */
export function nextEstimate(current: ClockEstimate | null, { serverTime, sentAt, receivedAt }: ClockSample): ClockEstimate | null {
  const roundTrip = receivedAt - sentAt;
  if (!Number.isFinite(serverTime) || serverTime <= 0 || roundTrip < 0 || roundTrip > MAX_ROUND_TRIP_MS) return current;
  const sample = { offsetMs: serverTime - (sentAt + receivedAt) / 2, uncertaintyMs: roundTrip / 2 };
  if (!current || Math.abs(sample.offsetMs - current.offsetMs) > current.uncertaintyMs + sample.uncertaintyMs + JUMP_SLACK_MS) {
    return sample;
  }
  return {
    offsetMs: current.offsetMs + SMOOTHING * (sample.offsetMs - current.offsetMs),
    uncertaintyMs: Math.min(current.uncertaintyMs, sample.uncertaintyMs),
  };
}

function load(): ClockEstimate | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as Partial<ClockEstimate> | null;
    if (typeof saved?.offsetMs === "number" && typeof saved.uncertaintyMs === "number") {
      return { offsetMs: saved.offsetMs, uncertaintyMs: saved.uncertaintyMs };
    }
  } catch {
    // storage blocked or garbled: start from the device's clock
  }
  return null;
}

let estimate: ClockEstimate | null = load();

/** Takes the server's time from an API response; responses without it (a stand-in, a proxy) change nothing. */
export function observeServerTime(response: Response, sentAt: number, receivedAt = Date.now()): void {
  const header = response.headers.get(SERVER_TIME_HEADER);
  if (header === null) return;
  const next = nextEstimate(estimate, { serverTime: Number(header), sentAt, receivedAt });
  if (next === estimate || next === null) return;
  estimate = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // not kept: the next response measures it again
  }
}

/** Server time minus device time (0 until a response has told). */
export function serverClockOffset(): number {
  return Math.round(estimate?.offsetMs ?? 0);
}

/** Now, on the server's clock (epoch ms). */
export function serverNow(): number {
  return Date.now() + serverClockOffset();
}
