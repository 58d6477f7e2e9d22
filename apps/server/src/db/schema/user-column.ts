import { text } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** A column naming a user: the row is deleted with them. */
export const userColumn = (name = "user_id") =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
