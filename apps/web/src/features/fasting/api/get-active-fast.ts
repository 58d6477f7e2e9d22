import type { FastingSession } from "@app/shared/fasting";
import { apiFetch } from "@/lib/api";
import { parseSession, readField } from "./parse-session";

/** GET /api/fasting/active: the newest unfinished session, or null. Throws on failure. */
export async function getActiveFast(signal?: AbortSignal): Promise<FastingSession | null> {
  const session = await readField(await apiFetch("/api/fasting/active", { signal }), "session");
  return session === null ? null : parseSession(session);
}
