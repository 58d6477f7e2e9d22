import type { FeedSort } from "@app/shared/community";
import type { posts } from "../../db/schema";
import { AppError, isUuid } from "../../platform/errors";

/* The feed's cursor: where the last page ended, opaque to the app. */

interface Cursor {
  t: string;
  id: string;
  l?: number;
}

/** The cursor that continues after this row (what the API hands out as nextCursor). */
export function cursorAfter(row: Pick<typeof posts.$inferSelect, "createdAt" | "id" | "likeCount">, sort: FeedSort = "new"): string {
  const cursor: Cursor = { t: row.createdAt.toISOString(), id: row.id, ...(sort === "top" && { l: row.likeCount }) };
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** What cursorAfter writes: an ISO instant in the years a post can have (Date's toISOString). */
const CURSOR_TIME = /^(19[7-9]\d|2[01]\d\d)-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

export function decodeCursor(value: string, sort: FeedSort): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Cursor;
    if (typeof cursor.t !== "string" || !CURSOR_TIME.test(cursor.t) || Number.isNaN(Date.parse(cursor.t))) throw new Error();
    if (typeof cursor.id !== "string" || !isUuid(cursor.id)) throw new Error();
    if (sort === "top" && !(Number.isInteger(cursor.l) && cursor.l! >= 0 && cursor.l! <= 2 ** 31 - 1)) throw new Error();
    return cursor;
  } catch {
    throw new AppError("VALIDATION_FAILED", "cursor is not one of ours: start from the first page.");
  }
}
