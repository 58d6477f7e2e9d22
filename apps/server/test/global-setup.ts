import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client";
import { MIGRATIONS_DIR } from "../src/paths";

/**
 * A fresh PGlite data dir costs seconds and most of a gigabyte to initialise, so it is built once
 * (migrated) and each test file copies it.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const root = mkdtempSync(path.join(tmpdir(), "carnitrack-template-"));
  const database = await openDatabase({ dataDir: root });
  await database.migrate(MIGRATIONS_DIR);
  await database.close();
  project.provide("pgliteTemplate", path.join(root, "pglite"));
  return () => rmSync(root, { recursive: true, force: true });
}
