/**
 * Whether someone is signed in on this browser, for the service worker, which cannot see the
 * session (an httpOnly cookie) and must not show a push that arrives after a sign-out here: one
 * made offline never reached the server, whose subscription may live on until it does. The mark
 * is a named cache, since Cache Storage is shared by the pages and the worker and, unlike an
 * IndexedDB database, is not created by the question or by clearing it. Read by src/sw/sw.ts, so
 * nothing here may need a page (no DOM) or a worker.
 */
const MARK = "carnitrack-signed-in";

/** Cache Storage exists only in a secure context (https, localhost): elsewhere there is no worker either. */
const storage = (): CacheStorage | undefined => (typeof caches === "undefined" ? undefined : caches);

export async function markSignedIn(): Promise<void> {
  await storage()?.open(MARK);
}

export async function markSignedOut(): Promise<void> {
  await storage()?.delete(MARK);
}

export async function signedInHere(): Promise<boolean> {
  return (await storage()?.has(MARK)) ?? false;
}
