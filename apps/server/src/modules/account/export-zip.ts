import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { csvText } from "../../platform/csv";
import type { ExportFile, ExportTable } from "../../platform/user-data";

/** Text is deflated in chunks of about this many characters (the JSON and CSVs come a row at a time). */
const TEXT_CHUNK_CHARS = 64 * 1024;

/**
 * "Download my data" as a ZIP written while it is sent: the JSON, the spreadsheets, then the
 * user's files, one at a time. The JSON and the spreadsheets are written as their rows are read a
 * page at a time, so however large the account, an export holds a page of rows, a chunk of text
 * and one photo. JPEGs are compressed already: stored as they are.
 */
export async function* zipEntries({
  json,
  tables,
  files,
  mtime,
}: {
  json: AsyncIterable<string>;
  tables: AsyncIterable<ExportTable>;
  files: AsyncIterable<ExportFile>;
  mtime: Date;
}): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else out.push(chunk);
  });
  function* drain() {
    if (failure) throw failure;
    yield* out.splice(0);
  }
  const encoder = new TextEncoder();
  /** A text file, started at its first chunk: text that never comes leaves no file. */
  async function* text(path: string, chunks: AsyncIterable<string>) {
    let entry: ZipDeflate | null = null;
    for await (const chunk of joined(chunks)) {
      if (!entry) {
        entry = new ZipDeflate(path, { level: 6 });
        entry.mtime = mtime;
        zip.add(entry);
      }
      entry.push(encoder.encode(chunk));
      yield* drain();
    }
    entry?.push(new Uint8Array(0), true);
    yield* drain();
  }
  yield* text("carnitrack-export.json", json);
  for await (const table of tables) yield* text(table.path, csvText(table.columns, table.rows));
  for await (const file of files) {
    const entry = new ZipPassThrough(file.path);
    entry.mtime = mtime;
    zip.add(entry);
    entry.push(file.bytes, true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}

/** Small pieces of text joined into chunks of at least TEXT_CHUNK_CHARS (the last one shorter). */
async function* joined(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  let parts: string[] = [];
  let length = 0;
  for await (const piece of pieces) {
    parts.push(piece);
    length += piece.length;
    if (length >= TEXT_CHUNK_CHARS) {
      yield parts.join("");
      parts = [];
      length = 0;
    }
  }
  if (length) yield parts.join("");
}

/**
 * The chunks as a response body, read as the client takes them. A failure half-way (the storage
 * went away) is given to `failed` (the response has started: the error handler never sees it) and
 * errors the stream, so the download breaks visibly instead of ending as a short ZIP.
 */
export function readableOf(chunks: AsyncGenerator<Uint8Array>, failed: (err: unknown) => void): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      let next: IteratorResult<Uint8Array>;
      try {
        next = await chunks.next();
      } catch (err) {
        failed(err);
        throw err;
      }
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
