import type { ObjectStorage } from "../../platform/storage";
import type { ExportFile, UserDataSection } from "../../platform/user-data";
import { listPhotos, photoKey, photosPrefix } from "./photos";

type PhotoRow = Awaited<ReturnType<typeof listPhotos>>[number];

/** Where a photo is in the export ZIP: by day and pose, so the files sort as a timeline. */
const exportPath = (row: PhotoRow) => `photos/${row.takenOn}-${row.pose}-${row.id}.jpg`;

/** Progress photos: the rows, and their files in the storage (which no cascade reaches). */
export function photosUserData(storage: ObjectStorage): UserDataSection {
  return {
    name: "progressPhotos",
    tables: ["progress_photos"],
    export: async (db, userId) =>
      (await listPhotos(db, userId)).map((row) => ({
        id: row.id,
        takenOn: row.takenOn,
        pose: row.pose,
        width: row.width,
        height: row.height,
        createdAt: row.createdAt,
        file: exportPath(row),
      })),
    files: async function* (db, userId): AsyncIterable<ExportFile> {
      for (const row of await listPhotos(db, userId)) {
        const stored = await storage.get(photoKey(userId, row.id, "full"));
        if (stored) yield { path: exportPath(row), bytes: stored.bytes };
      }
    },
    // Every file under the prefix, also any a failed upload left behind; deleting nothing is fine.
    erase: (_db, userId) => storage.deletePrefix(photosPrefix(userId)),
  };
}
