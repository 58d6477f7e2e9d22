import type { FastingSession } from "@app/shared/fasting";
import { apiFetch } from "@/lib/api";
import { parseSession, readField } from "./parse-session";

/** POST /api/fasting/end: ends the running fast; the answer carries durationHours. 409 NO_ACTIVE_FAST if none. */
export async function endFast(): Promise<FastingSession> {
  const response = await apiFetch("/api/fasting/end", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });
  return parseSession(await readField(response, "session"));
}
