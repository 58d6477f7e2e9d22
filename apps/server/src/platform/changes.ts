import type { ListenHandlers } from "../db/client";

/**
 * The channel the session triggers notify: "sessions:<user id>" when a session or its user changes,
 * "sessions:*" when a table was truncated. Every server process listens.
 */
export const CHANGES_CHANNEL = "carnitrack_changes";

/** The one topic the triggers notify, spelt as they spell it (a test reads the migrations). */
export const SESSIONS_TOPIC = "sessions";

/** What the notifications keep correct: the session cache (auth/session-cache.ts). */
export interface ForgetsUsers {
  /** Drops a user's entries, or everyone's for "*". */
  forget(userId: string): void;
  /** Whether notifications arrive: while they may be missed, nothing may be cached. */
  listening(on: boolean): void;
}

/**
 * The one place a cache is invalidated: the database's notifications, passed to the caches that
 * subscribed. Triggers notify, not the code paths that write, so Better Auth's own writes, the
 * admin command and hand-run SQL are covered too.
 */
export class ChangeFeed implements ListenHandlers {
  readonly #caches: ForgetsUsers[] = [];
  #up = false;

  subscribe(cache: ForgetsUsers) {
    cache.listening(this.#up);
    this.#caches.push(cache);
  }

  onNotify(payload: string) {
    const colon = payload.indexOf(":");
    if (payload.slice(0, colon) !== SESSIONS_TOPIC) return;
    for (const cache of this.#caches) cache.forget(payload.slice(colon + 1));
  }

  onUp() {
    this.#listening(true);
  }

  onDown() {
    this.#listening(false);
  }

  #listening(on: boolean) {
    this.#up = on;
    for (const cache of this.#caches) cache.listening(on);
  }
}
