/**
 * The first reads of a page opened with a session, sent as the app starts (app/first-reads.ts)
 * instead of when its screens mount: they travel while the page's code runs and renders. Each is
 * used once, by the first `apiFetch` of the same path, and only for a short while.
 */
interface EarlyRead {
  response: Promise<Response>;
  sentAt: number;
  /** When the answer came, which may be well before it is taken (the server clock's round trip). */
  receivedAt?: number;
}

/** Longer than a slow phone takes to render a first screen; an answer older than this is not used. */
const EARLY_READ_MS = 10_000;
const reads = new Map<string, EarlyRead>();

export function startEarlyReads(paths: string[]): void {
  const sent = paths.map((path): [string, EarlyRead] => {
    const read: EarlyRead = {
      response: fetch(path, { credentials: "same-origin", headers: { Accept: "application/json" } }),
      sentAt: Date.now(),
    };
    // Whoever takes it sees a failure; one nobody takes must not be an unhandled rejection.
    read.response.then(
      () => (read.receivedAt = Date.now()),
      () => undefined,
    );
    return [path, read];
  });
  for (const [path, read] of sent) reads.set(path, read);
  setTimeout(() => {
    for (const [path, read] of sent) if (reads.get(path) === read) reads.delete(path);
  }, EARLY_READ_MS);
}

/** Forgets the early reads not taken: at sign-out (they are that user's), and at any write (they may predate it). */
export function clearEarlyReads(): void {
  reads.clear();
}

/** The early read of `path`, which the caller now owns, if one was sent. */
export function takeEarlyRead(path: string): EarlyRead | undefined {
  const read = reads.get(path);
  if (read) {
    reads.delete(path);
    return read;
  }
  // The same endpoint asked with another query: the list in app/first-reads.ts no longer matches
  // what the page reads, and its early read is wasted.
  const endpoint = path.split("?")[0];
  for (const sent of reads.keys()) {
    if (sent.split("?")[0] === endpoint) console.warn(`An early read does not match the page's: sent ${sent}, asked ${path}`);
  }
  return undefined;
}
