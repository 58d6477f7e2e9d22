import { hostname } from "node:os";
import { mkdirSync, readFileSync, rmdirSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";

/** Another live server holds the directory: starting a second one would lose acknowledged writes. */
export class DataDirLockedError extends Error {}

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

/** Directories this process holds: a second server in the same process is refused too. */
const heldHere = new Set<string>();
const TAKEOVER_STALE_MS = 10_000;

/**
 * An exclusive lock on the embedded database's directory, as a lock file naming its holder.
 * PGlite itself does not stop two processes from opening the same files, and two writers silently
 * lose each other's commits. A lock left by a process that has died (SIGKILL, power loss) is
 * taken over at once; taking over is itself guarded, so two servers starting together cannot both
 * win. Returns the release function.
 */
export function lockDataDir(lockFile: string): () => void {
  const guard = `${lockFile}.takeover`;
  const mine: Holder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const content = JSON.stringify(mine);
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      writeFileSync(lockFile, content, { flag: "wx", mode: 0o600 });
      heldHere.add(lockFile);
      return () => {
        heldHere.delete(lockFile);
        try {
          if (readFileSync(lockFile, "utf8") === content) unlinkSync(lockFile);
        } catch {
          // Already gone.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const holder = readHolder(lockFile);
    if (holder && isAlive(holder, lockFile)) throw lockedBy(holder, lockFile);
    if (!takeGuard(guard)) {
      sleep(50);
      continue;
    }
    try {
      const current = readHolder(lockFile);
      if (current && isAlive(current, lockFile)) throw lockedBy(current, lockFile);
      rmSync(lockFile, { force: true });
    } finally {
      rmdirSync(guard);
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockFile}: another server keeps taking it.`);
}

function readHolder(lockFile: string): Holder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(lockFile, "utf8")) as Partial<Holder>;
    if (typeof parsed.pid === "number" && typeof parsed.host === "string") return parsed as Holder;
  } catch {
    // Unreadable or half-written: treated as stale below.
  }
  return undefined;
}

function isAlive(holder: Holder, lockFile: string): boolean {
  // On another machine (a shared disk) we cannot tell: assume it runs.
  if (holder.host !== hostname()) return true;
  // Our own pid: either another server in this process, or a previous run whose pid we inherited.
  if (holder.pid === process.pid) return heldHere.has(lockFile);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function takeGuard(guard: string): boolean {
  try {
    mkdirSync(guard);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    // A process killed in the middle of a takeover leaves the guard behind.
    try {
      if (Date.now() - statSync(guard).mtimeMs > TAKEOVER_STALE_MS) rmdirSync(guard);
    } catch {
      // Someone else removed it.
    }
    return false;
  }
}

function lockedBy(holder: Holder, lockFile: string): DataDirLockedError {
  const where = holder.host === hostname() ? `pid ${holder.pid}` : `pid ${holder.pid} on ${holder.host}`;
  return new DataDirLockedError(
    `Another CarniTrack server (${where}, started ${holder.startedAt}) is using this data directory (${lockFile}). Stop it first, or give this server its own DATA_DIR.`,
  );
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
