import type { FastingSession } from "@app/shared/fasting";
import { apiFetch } from "@/lib/api";
import { parseSession, readField } from "./parse-session";

/**
 * POST /api/fasting/start. `fastingType` is "16:8", "18:6", "20:4", "24:0" or "Custom {n}h".
 * Throws an ApiError (409 ACTIVE_FAST_EXISTS when a fast is already running, e.g. from another tab).
 */
export async function startFast(fastingType: string): Promise<FastingSession> {
  const response = await apiFetch("/api/fasting/start", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ fastingType }),
  });
  return parseSession(await readField(response, "session"));
}
