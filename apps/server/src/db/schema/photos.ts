import { date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PHOTO_POSES } from "@app/shared/photos";
import { userColumn } from "./user-column";

/**
 * Progress photos. The files live in object storage under users/<user>/photos/<id>.jpg and
 * <id>-thumb.jpg (re-encoded, metadata stripped); the row holds what the pages need to lay them out.
 */
export const progressPhotos = pgTable(
  "progress_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userColumn(),
    takenOn: date("taken_on", { mode: "string" }).notNull(),
    pose: text("pose", { enum: PHOTO_POSES }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The photo list and the overview's latest: one user's photos, newest day first.
  (t) => [index("progress_photos_user_taken_idx").on(t.userId, t.takenOn)],
);
