import { and, eq, sql } from "drizzle-orm";
import type { LikeResponse } from "@app/shared/community";
import type { Db } from "../../db/client";
import { comments, posts, reactions } from "../../db/schema";
import { AppError } from "../../platform/errors";
import { visibleComment } from "./comments";
import { visiblePost } from "./posts";
import type { Viewer } from "./viewer";

/** Likes: one per member and item, counted on the item in the same transaction. A suspended member may still like. */
export async function setLike(
  db: Db,
  { viewer, type, id, like }: { viewer: Viewer; type: "post" | "comment"; id: string; like: boolean },
): Promise<LikeResponse> {
  const table = type === "post" ? posts : comments;
  if (type === "post") await visiblePost(db, viewer, id);
  else await visibleComment(db, viewer, id);
  return db.transaction(async (tx) => {
    const changed = like
      ? await tx.insert(reactions).values({ userId: viewer.userId, targetType: type, targetId: id }).onConflictDoNothing().returning()
      : await tx
          .delete(reactions)
          .where(and(eq(reactions.userId, viewer.userId), eq(reactions.targetType, type), eq(reactions.targetId, id)))
          .returning();
    const [row] = changed.length
      ? await tx
          .update(table)
          .set({ likeCount: like ? sql`${table.likeCount} + 1` : sql`greatest(${table.likeCount} - 1, 0)` })
          .where(eq(table.id, id))
          .returning({ likeCount: table.likeCount })
      : await tx.select({ likeCount: table.likeCount }).from(table).where(eq(table.id, id));
    // Deleted by its author since it was checked: the like goes with the rolled-back transaction.
    if (!row) throw new AppError("NOT_FOUND", `There is no such ${type}.`);
    return { liked: like, likeCount: row.likeCount };
  });
}
