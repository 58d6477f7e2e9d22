/**
 * Answers smaller than this go as they are: gzip costs more than it saves on a few hundred bytes.
 * The socket's compression (server.ts) and the answers encoded ahead (food-day-cache.ts) share it.
 */
export const GZIP_THRESHOLD = 1024;

/** Whether an Accept-Encoding takes gzip: named or "*", with a quality above 0. */
export function takesGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let star = false;
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.split(";");
    const coding = name.trim().toLowerCase();
    if (coding !== "gzip" && coding !== "x-gzip" && coding !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (coding !== "*") return accepted;
    star = accepted;
  }
  return star;
}
