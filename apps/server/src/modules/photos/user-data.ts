import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { progressPhotos } from "../../db/schema";
import type { ObjectStorage } from "../../platform/storage";
import { paged, type ExportFile, type UserDataSection } from "../../platform/user-data";
import { photoKey, photosPrefix } from "./photos";

interface PhotoKey {
  takenOn: string;
  at: string;
  id: string;
}

/** The user's photos as the list shows them (newest day first, then newest upload), a page at a time. */
const photoRows = (db: Db, userId: string) =>
  paged(async (after: PhotoKey | undefined, limit) =>
    db
      .select({
        row: {
          id: progressPhotos.id,
          takenOn: progressPhotos.takenOn,
          pose: progressPhotos.pose,
          width: progressPhotos.width,
          height: progressPhotos.height,
          createdAt: progressPhotos.createdAt,
        },
        key: {
          takenOn: progressPhotos.takenOn,
          at: sql<string>`${progressPhotos.createdAt}::text`,
          id: sql<string>`${progressPhotos.id}::text`,
        },
      })
      .from(progressPhotos)
      .where(
        and(
          eq(progressPhotos.userId, userId),
          after &&
            sql`(${progressPhotos.takenOn}, ${progressPhotos.createdAt}, ${progressPhotos.id}) < (${after.takenOn}::date, ${after.at}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(desc(progressPhotos.takenOn), desc(progressPhotos.createdAt), desc(progressPhotos.id))
      .limit(limit),
  );

/** Where a photo is in the export ZIP: by day and pose, so the files sort as a timeline. */
const exportPath = (row: { takenOn: string; pose: string; id: string }) => `photos/${row.takenOn}-${row.pose}-${row.id}.jpg`;

/** Progress photos: the rows, and their files in the storage (which no cascade reaches). */
export function photosUserData(storage: ObjectStorage): UserDataSection {
  return {
    name: "progressPhotos",
    tables: ["progress_photos"],
    export: async (db, userId) => {
      async function* rows() {
        // A photo names its file only when the storage has it, as files() below adds only those.
        for await (const row of photoRows(db, userId)) {
          const stored = await storage.has(photoKey(userId, row.id, "full"));
          yield { ...row, file: stored ? exportPath(row) : null, ...(stored ? {} : { missing: true }) };
        }
      }
      return rows();
    },
    files: async function* (db, userId): AsyncIterable<ExportFile> {
      for await (const row of photoRows(db, userId)) {
        const stored = await storage.get(photoKey(userId, row.id, "full"));
        if (stored) yield { path: exportPath(row), bytes: stored.bytes };
      }
    },
    // Every file under the prefix, also any a failed upload left behind; deleting nothing is fine.
    erase: (_db, userId) => storage.deletePrefix(photosPrefix(userId)),
  };
}
