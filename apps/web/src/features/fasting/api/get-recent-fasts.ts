import { RECENT_SESSIONS_LIMIT, type FastingSession } from "@app/shared/fasting";
import { apiFetch } from "@/lib/api";
import { parseSession, readField, UnexpectedResponseError } from "./parse-session";

/** GET /api/fasting/recent: the newest finished sessions (end time, newest first). Throws on failure. */
export async function getRecentFasts(signal?: AbortSignal): Promise<FastingSession[]> {
  const sessions = await readField(await apiFetch("/api/fasting/recent", { signal }), "sessions");
  if (!Array.isArray(sessions)) throw new UnexpectedResponseError('"sessions" is not a list');
  return sessions.slice(0, RECENT_SESSIONS_LIMIT).map(parseSession);
}
