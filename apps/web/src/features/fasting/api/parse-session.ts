import type { FastingSession } from "@app/shared/fasting";

/** Thrown when a 2xx answer does not have the shape we expect (e.g. a proxy's HTML page). */
export class UnexpectedResponseError extends Error {
  constructor(what: string) {
    super(`Unexpected response from the server (${what}).`);
    this.name = "UnexpectedResponseError";
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isIsoDate = (value: unknown): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value));

/** Checks one session from the API (the shape of FastingSession in @app/shared/fasting). */
export function parseSession(value: unknown): FastingSession {
  if (
    !isRecord(value) ||
    typeof value.id !== "string" ||
    typeof value.fastingType !== "string" ||
    !isIsoDate(value.startTime) ||
    !(value.endTime === null || isIsoDate(value.endTime)) ||
    !(value.durationHours === null || (typeof value.durationHours === "number" && Number.isFinite(value.durationHours)))
  ) {
    throw new UnexpectedResponseError("fasting session");
  }
  return {
    id: value.id,
    fastingType: value.fastingType,
    startTime: value.startTime,
    endTime: value.endTime,
    durationHours: value.durationHours,
  };
}

/** Reads `{ [key]: ... }` from a JSON response body. */
export async function readField(response: Response, key: string): Promise<unknown> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new UnexpectedResponseError("not JSON");
  }
  if (!isRecord(body) || !(key in body)) throw new UnexpectedResponseError(`no "${key}"`);
  return body[key];
}
