import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { AppError } from "./errors";

/** Deletes the user's rows `match` picks; none is the 404 `notFound`, as for another user's row. */
export async function deleteOwn(
  db: Db,
  table: PgTable & { userId: PgColumn },
  userId: string,
  match: SQL,
  notFound: string,
): Promise<void> {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.userId, userId), match))
    .returning({ found: sql`1` });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", notFound);
}
