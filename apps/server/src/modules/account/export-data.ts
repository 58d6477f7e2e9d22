import type { Db } from "../../db/client";
import type { Logger } from "../../platform/logger";
import { rateLimitsPerDb, type Rule } from "../../platform/rate-limit";
import type { UserDataRegistry } from "../../platform/user-data";
import { readableOf, zipEntries } from "./export-zip";

/**
 * Exports a user may start in an hour. Each one streams for as long as the download takes, so this
 * also bounds how many one account can have running at once.
 */
export const EXPORT_RULE: Rule = { limit: 5, windowSeconds: 3600 };

const rateLimits = rateLimitsPerDb({ export: { key: "export", ...EXPORT_RULE, what: "exports" } });

/**
 * "Download my data": counts against the rate limit as the download starts (however it ends, it
 * has run), then streams the ZIP of the user's data. A failure half-way is logged here: the
 * response has started, so the error handler never sees it.
 */
export async function exportData(
  db: Db,
  userData: UserDataRegistry,
  logger: Logger,
  { userId, timeZone }: { userId: string; timeZone: string },
): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
  return rateLimits(db).export.consume(userId, async () => {
    const exportedAt = new Date();
    const chunks = zipEntries({
      json: userData.exportJson(userId, exportedAt),
      tables: userData.spreadsheets(userId, { timeZone }),
      files: userData.files(userId),
      mtime: exportedAt,
    });
    return {
      fileName: `carnitrack-export-${exportedAt.toISOString().slice(0, 10)}.zip`,
      body: readableOf(chunks, (err) => logger.error({ err, userId }, "export failed mid-download")),
    };
  });
}
