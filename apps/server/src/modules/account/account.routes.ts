import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { Hono } from "hono";
import { requireUser, type AuthEnv, type SessionSource } from "../../platform/guards";
import type { ExportFile, UserDataRegistry } from "../../platform/user-data";

export function accountRoutes({ auth, userData }: { auth: SessionSource; userData: UserDataRegistry }) {
  return new Hono<AuthEnv>().use(requireUser(auth)).get("/export", async (c) => {
    const userId = c.var.user.id;
    const data = await userData.export(userId);
    const exportedAt = new Date(String(data.exportedAt));
    c.header("Content-Type", "application/zip");
    c.header("Content-Disposition", `attachment; filename="carnitrack-export-${exportedAt.toISOString().slice(0, 10)}.zip"`);
    const json = strToU8(JSON.stringify(data, null, 2));
    return c.body(readableOf(zipEntries(json, userData.files(userId), exportedAt)));
  });
}

/**
 * "Download my data" as a ZIP written while it is sent: the JSON, then the user's files one at a
 * time, so a user with hundreds of photos never has them all in memory at once. JPEGs are
 * compressed already: stored as they are.
 */
async function* zipEntries(json: Uint8Array, files: AsyncIterable<ExportFile>, mtime: Date): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else out.push(chunk);
  });
  function* add(entry: ZipDeflate | ZipPassThrough, bytes: Uint8Array) {
    entry.mtime = mtime;
    zip.add(entry);
    entry.push(bytes, true);
    yield* drain();
  }
  function* drain() {
    if (failure) throw failure;
    yield* out.splice(0);
  }
  yield* add(new ZipDeflate("carnitrack-export.json", { level: 6 }), json);
  for await (const file of files) yield* add(new ZipPassThrough(file.path), file.bytes);
  zip.end();
  yield* drain();
}

/**
 * The chunks as a response body, read as the client takes them. A failure half-way (the storage
 * went away) errors the stream, so the download breaks visibly instead of ending as a short ZIP.
 */
function readableOf(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
