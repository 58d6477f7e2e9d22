import type { Db } from "../db/client";

/** A file in "Download my data", beside the JSON (e.g. "photos/2026-01-01-front-<id>.jpg"). */
export interface ExportFile {
  path: string;
  bytes: Uint8Array;
}

/**
 * One module's share of a user's data. Every table with a user_id column belongs to exactly one
 * section (a test checks it), so a new table cannot be forgotten by the export or the deletion.
 */
export interface UserDataSection {
  /** The key of this section in the export. */
  name: string;
  /** SQL names of the tables holding this section's rows (deleted with the user by FK cascade). */
  tables: readonly string[];
  /** What the user gets in "Download my data"; omitted for credentials and other secrets. */
  export?: (db: Db, userId: string) => Promise<unknown>;
  /** Files the user gets with the export (their uploads), one at a time. */
  files?: (db: Db, userId: string) => AsyncIterable<ExportFile>;
  /**
   * Clean-up a cascade cannot do, run before the user row is deleted: stored files, outside
   * services. Must be safe to run twice.
   */
  erase?: (db: Db, userId: string) => Promise<void>;
}

export class UserDataRegistry {
  private readonly sections: UserDataSection[] = [];

  constructor(private readonly db: Db) {}

  register(section: UserDataSection): void {
    if (this.sections.some((s) => s.name === section.name)) throw new Error(`user data section ${section.name} is registered twice`);
    this.sections.push(section);
  }

  /** Every table a section owns. */
  tables(): string[] {
    return this.sections.flatMap((s) => s.tables);
  }

  /** Everything we hold about a user, section by section, in a form they can keep. */
  async export(userId: string): Promise<Record<string, unknown>> {
    const data: Record<string, unknown> = { exportedAt: new Date().toISOString() };
    for (const section of this.sections) {
      if (section.export) data[section.name] = await section.export(this.db, userId);
    }
    return data;
  }

  /** Every section's files for the export. */
  async *files(userId: string): AsyncIterable<ExportFile> {
    for (const section of this.sections) {
      if (section.files) yield* section.files(this.db, userId);
    }
  }

  /** Runs every section's clean-up; the database then deletes the rows with the user. */
  async erase(userId: string): Promise<void> {
    for (const section of this.sections) await section.erase?.(this.db, userId);
  }
}
