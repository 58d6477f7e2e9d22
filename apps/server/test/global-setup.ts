import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createTemplateDatabase } from "@app/test-support";
import { openDatabase } from "../src/db/client";
import { MIGRATIONS_DIR } from "../src/paths";
import { importFoodCatalog } from "../src/modules/food/catalog/import";

/**
 * A fresh database costs seconds to initialise (PGlite: most of a gigabyte too), migrate and fill
 * with the USDA food catalog, so it is prepared once: a PGlite data dir each test file copies, or a
 * PostgreSQL template database each test file's database is created from.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), "carnitrack-template-"));
  const prepare = async (databaseUrl?: string) => {
    const database = await openDatabase({ dataDir: root, databaseUrl });
    try {
      await database.migrate(MIGRATIONS_DIR);
      await importFoodCatalog(database.db);
    } finally {
      await database.close();
    }
  };
  if (process.env.DATABASE_URL) {
    const template = await createTemplateDatabase(process.env.DATABASE_URL, prepare);
    project.provide("pgTemplate", template.name);
    return async () => {
      await template.drop();
      rmSync(root, { recursive: true, force: true });
    };
  }
  await prepare();
  project.provide("pgliteTemplate", path.join(root, "pglite"));
  project.provide("pgTemplate", "");
  return () => rmSync(root, { recursive: true, force: true });
}
