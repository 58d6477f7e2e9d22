import { randomBytes } from "node:crypto";
import pg from "pg";

async function admin<T>(baseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function urlOf(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A PostgreSQL database of its own for this test file, created on DATABASE_URL's server: empty, or
 * a copy of `template` (a migrated database with the reference data, made once per run).
 */
export async function createScratchDatabase(
  baseUrl: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `carnitrack_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await admin(baseUrl, (client) => client.query(`create database ${name}${template ? ` template ${pg.escapeIdentifier(template)}` : ""}`));
  return {
    url: urlOf(baseUrl, name),
    drop: () => admin(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** A database to copy scratch databases from: `prepare` fills it (migrations, reference data), then no one may stay connected. */
export async function createTemplateDatabase(
  baseUrl: string,
  prepare: (url: string) => Promise<void>,
): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `carnitrack_template_${process.pid}_${randomBytes(4).toString("hex")}`;
  await admin(baseUrl, (client) => client.query(`create database ${name}`));
  const drop = () => admin(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined);
  try {
    await prepare(urlOf(baseUrl, name));
  } catch (err) {
    await drop();
    throw err;
  }
  return { name, drop };
}
