import { eq } from "drizzle-orm";
import { userProfiles } from "../../db/schema";
import type { UserDataSection } from "../../platform/user-data";
import { profileColumns } from "./profile";

/** The onboarding answers and preferences kept on the profile; the row goes with the user (cascade). */
export const profileUserData: UserDataSection = {
  name: "profile",
  tables: ["user_profiles"],
  export: async (db, userId) => {
    const [row] = await db
      .select({ ...profileColumns, updatedAt: userProfiles.updatedAt })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId));
    return row ?? null;
  },
};
