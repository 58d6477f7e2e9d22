import type { ListenHandlers } from "../db/client";

/**
 * The channel the database's change triggers notify (migrations 0020 on): "<topic>:<user id>",
 * or "<topic>:*" when a table was truncated. Every server process listens.
 */
export const CHANGES_CHANNEL = "carnitrack_changes";

/**
 * The topics, spelt as the migrations' triggers spell them (their first argument; a test reads
 * the migrations). Only the session check is kept per process: a user's own data is read fresh on
 * every request, so that a read on one process never returns what a write on another has already
 * replaced (a notification can arrive milliseconds after the write's answer).
 */
export const TOPICS = {
  /** Sessions, and a user's name or email (migration 0020). */
  sessions: "sessions",
} as const;

export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

/**
 * What a process keeps of the database for a few seconds, per user (the sessions it checked):
 * correct across processes because the database says what to forget. Every write to the tables
 * a topic covers notifies (triggers, so Better Auth's writes, the admin command and hand-run SQL
 * are covered too), and the cache drops that user's entries. While notifications may be missed
 * (the listening connection is down) it keeps nothing.
 *
 * A notification arrives a moment after its write commits (3–25 ms seen with two busy
 * processes), so a read that starts in that moment may still be answered from the cache: for a
 * session, a sign-out or revocation takes effect that moment later. A read that started before a
 * forget never stores what it read (`readAt`).
 */
export class NotifiedCache<V> {
  readonly #entries = new Map<string, { value: V; userId: string; storedAt: number }>();
  readonly #keysByUser = new Map<string, Set<string>>();
  #listening = false;
  #generation = 0;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  /** Taken before reading the database; `set` stores only if nothing was forgotten since. */
  get generation() {
    return this.#generation;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAt < this.options.ttlMs) return entry.value;
    this.#delete(key, entry.userId);
    return undefined;
  }

  set(key: string, userId: string, value: V, readAt: number) {
    if (!this.#listening || readAt !== this.#generation) return;
    this.#delete(key, this.#entries.get(key)?.userId);
    if (this.#entries.size >= this.options.maxEntries) {
      // The oldest stored first (a Map iterates in insertion order).
      const [oldestKey, oldest] = this.#entries.entries().next().value!;
      this.#delete(oldestKey, oldest.userId);
    }
    this.#entries.set(key, { value, userId, storedAt: this.#now() });
    let keys = this.#keysByUser.get(userId);
    if (!keys) this.#keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  /** Drops a user's entries, or everything for "*". */
  forget(userId: string) {
    this.#generation++;
    if (userId === "*") return this.#clear();
    for (const key of this.#keysByUser.get(userId) ?? []) this.#entries.delete(key);
    this.#keysByUser.delete(userId);
  }

  listening(on: boolean) {
    this.#generation++;
    this.#clear();
    this.#listening = on;
  }

  #now() {
    return (this.options.now ?? Date.now)();
  }

  #clear() {
    this.#entries.clear();
    this.#keysByUser.clear();
  }

  #delete(key: string, userId: string | undefined) {
    if (userId === undefined) return;
    this.#entries.delete(key);
    const keys = this.#keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.#keysByUser.delete(userId);
  }
}

/** Routes the channel's notifications to each topic's caches. */
export class ChangeFeed implements ListenHandlers {
  readonly #topics = new Map<string, NotifiedCache<unknown>[]>();
  #up = false;

  /** A cache that forgets a user on every "<topic>:<user id>" of its topic. */
  cache<V>(topic: Topic, options: { ttlMs: number; maxEntries: number; now?: () => number }): NotifiedCache<V> {
    const cache = new NotifiedCache<V>(options);
    cache.listening(this.#up);
    this.#topics.set(topic, [...(this.#topics.get(topic) ?? []), cache as NotifiedCache<unknown>]);
    return cache;
  }

  onNotify(payload: string) {
    const colon = payload.indexOf(":");
    this.#forget(payload.slice(0, colon), payload.slice(colon + 1));
  }

  onUp() {
    this.#listening(true);
  }

  onDown() {
    this.#listening(false);
  }

  #listening(on: boolean) {
    this.#up = on;
    for (const caches of this.#topics.values()) for (const cache of caches) cache.listening(on);
  }

  #forget(topic: string, userId: string) {
    for (const cache of this.#topics.get(topic) ?? []) cache.forget(userId);
  }
}
