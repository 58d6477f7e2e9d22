import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { UserDataSection } from "../../platform/user-data";

/** The account itself (the users row); credentials and sessions are the auth module's. */
export const accountUserData: UserDataSection = {
  name: "account",
  tables: ["users"],
  export: async (db, userId) => {
    const [account] = await db
      .select({ id: users.id, email: users.email, fullName: users.name, emailVerified: users.emailVerified, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId));
    return account;
  },
};
