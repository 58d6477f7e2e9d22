// `npm run admin -- <command>`: what only the people who run the server may do, on its database
// (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first, one process per directory).
//   grant-moderator <email>    the member may work the community's report queue
//   revoke-moderator <email>
//   list-moderators
import { eq, inArray } from "drizzle-orm";
import { ConfigError, loadConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { openDatabase } from "./db/client";
import { users } from "./db/schema";
import { MIGRATIONS_DIR } from "./paths";
import { MODERATOR_ROLES } from "./modules/community";

const USAGE = "usage: npm run admin -- grant-moderator <email> | revoke-moderator <email> | list-moderators";
const [command, email] = process.argv.slice(2);

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

if (!command || (command !== "list-moderators" && !email)) fail(USAGE, 2);

let database;
try {
  const config = loadConfig();
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (err) {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) fail(err.message);
  throw err;
}
try {
  await database.migrate(MIGRATIONS_DIR);
  const { db } = database;
  if (command === "list-moderators") {
    const rows = await db
      .select({ email: users.email, role: users.role })
      .from(users)
      .where(inArray(users.role, [...MODERATOR_ROLES]));
    console.log(rows.length ? rows.map((r) => `${r.email} (${r.role})`).join("\n") : "No moderators yet.");
  } else if (command === "grant-moderator" || command === "revoke-moderator") {
    const role = command === "grant-moderator" ? "moderator" : "member";
    const address = email!.trim().toLowerCase();
    const [current] = await db.select({ role: users.role }).from(users).where(eq(users.email, address));
    if (!current) fail(`No account has the address ${email}.`);
    // An admin moderates already; neither command takes that away.
    if (current.role === "admin") fail(`${address} is an admin; their role stays as it is.`);
    const [row] = await db
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.email, address))
      .returning({ email: users.email });
    if (!row) fail(`No account has the address ${email}.`);
    console.log(command === "grant-moderator" ? `${row.email} is now a community moderator.` : `${row.email} is no longer a moderator.`);
  } else {
    fail(USAGE, 2);
  }
} finally {
  await database.close();
}
