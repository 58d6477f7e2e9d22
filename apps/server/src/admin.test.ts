import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { childServerData } from "../test/harness";
import { openDatabase } from "./db/client";
import { users } from "./db/schema";

// The build, as `npm run admin` runs it (scripts/test-setup/built-server.ts builds it when stale).
const ADMIN_ENTRY = fileURLToPath(new URL("../dist/admin.js", import.meta.url));

/** `npm run admin -- …` as its own process, on the data the test gives it. */
function admin(env: Record<string, string>, ...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [ADMIN_ENTRY, ...args], {
      env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

let data: Awaited<ReturnType<typeof childServerData>>;
beforeAll(async () => {
  data = await childServerData("admin");
  const database = await openDatabase({ databaseUrl: data.env.DATABASE_URL, dataDir: data.env.DATA_DIR });
  await database.db.insert(users).values({ id: "u-mona", email: "mona@example.com", name: "Mona", emailVerified: true });
  await database.close();
});
afterAll(() => data?.dispose());

// Each command is a process of its own that opens the database: about a second alone, five to six
// with the browser tests running beside the server tests (11.8 s for the two commands of a test),
// so each test of two commands has twice the default timeout.
const TWO_COMMANDS = { timeout: 60_000 };

it("says how to use it, and that an unknown address has no account", TWO_COMMANDS, async () => {
  expect(await admin(data.env)).toMatchObject({ code: 2, output: expect.stringContaining("usage: npm run admin") });
  expect(await admin(data.env, "grant-moderator", "nobody@example.com")).toMatchObject({
    code: 1,
    output: expect.stringContaining("No account has the address nobody@example.com."),
  });
});

it("grants and lists the moderator role by an account's address", TWO_COMMANDS, async () => {
  const granted = await admin(data.env, "grant-moderator", " Mona@Example.com ");
  expect(granted, granted.output).toMatchObject({
    code: 0,
    output: expect.stringContaining("mona@example.com is now a community moderator."),
  });
  const listed = await admin(data.env, "list-moderators");
  expect(listed.output.trim()).toBe("mona@example.com (moderator)");
});
