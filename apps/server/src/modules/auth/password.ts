import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import pLimit from "p-limit";

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB memory, 2 iterations, 1 lane.
// @node-rs/argon2 hashes on libuv's thread pool, so hashing never blocks the event loop.
const OPTIONS = { algorithm: 2 /* Argon2id (a const enum in the typings) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes at once: one core fewer than the machine has. A sign-in burst would otherwise fill every
 * core with hashing, and the event loop, which serves everyone else, would wait for a core.
 */
const hashing = pLimit(Math.max(1, availableParallelism() - 1));

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, OPTIONS));
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  if (!stored.startsWith("$argon2")) return false;
  try {
    return await hashing(() => verify(stored, password));
  } catch {
    return false;
  }
}
