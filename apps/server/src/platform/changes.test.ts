import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../paths";
import { ChangeFeed, TOPICS } from "./changes";

/** A feed with one "sessions" cache of three entries at most, on a clock the test moves. */
function feed() {
  const now = { t: 0 };
  const changes = new ChangeFeed();
  const cache = changes.cache<string>("sessions", { ttlMs: 5000, maxEntries: 3, now: () => now.t });
  return { changes, cache, now };
}

describe("a cache the database's notifications keep honest", () => {
  it("keeps nothing until its notifications flow, and forgets everything when they stop", () => {
    const { changes, cache } = feed();
    cache.set("a", "ann", "A", cache.generation);
    expect(cache.get("a")).toBeUndefined();
    changes.onUp();
    cache.set("a", "ann", "A", cache.generation);
    expect(cache.get("a")).toBe("A");
    changes.onDown();
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", "ann", "A", cache.generation);
    expect(cache.get("a")).toBeUndefined();
  });

  it("forgets a user's entries on their topic's notification, everyone's on '*', and ignores other topics", () => {
    const { changes, cache } = feed();
    changes.onUp();
    cache.set("a1", "ann", "A1", cache.generation);
    cache.set("a2", "ann", "A2", cache.generation);
    cache.set("b", "bob", "B", cache.generation);
    changes.onNotify("foods:ann");
    expect(cache.get("a1")).toBe("A1");
    changes.onNotify("sessions:ann");
    expect([cache.get("a1"), cache.get("a2"), cache.get("b")]).toEqual([undefined, undefined, "B"]);
    changes.onNotify("sessions:*");
    expect(cache.get("b")).toBeUndefined();
  });

  it("does not store what was read before a forget", () => {
    const { changes, cache } = feed();
    changes.onUp();
    const readAt = cache.generation;
    changes.onNotify("sessions:ann");
    cache.set("a", "ann", "stale", readAt);
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps an entry for its time to live, and the newest entries when full", () => {
    const { changes, cache, now } = feed();
    changes.onUp();
    cache.set("a", "ann", "A", cache.generation);
    now.t = 4999;
    expect(cache.get("a")).toBe("A");
    now.t = 5000;
    expect(cache.get("a")).toBeUndefined();
    for (const key of ["1", "2", "3", "4"]) cache.set(key, `user${key}`, key, cache.generation);
    expect(["1", "2", "3", "4"].map((k) => cache.get(k))).toEqual([undefined, "2", "3", "4"]);
  });
});

describe("the topics", () => {
  it("are those the triggers left by the migrations notify", () => {
    // Each trigger's topic as created, in the migrations' order, less the triggers dropped since.
    const topicOf = new Map<string, string>();
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((name) => name.endsWith(".sql"))
      .sort();
    for (const file of files)
      for (const [statement] of readFileSync(path.join(MIGRATIONS_DIR, file), "utf8").matchAll(/(CREATE|DROP) TRIGGER[^;]*/g)) {
        const created = /^CREATE TRIGGER (\w+) .*carnitrack_notify_change\('([^']+)'/s.exec(statement);
        if (created) topicOf.set(created[1]!, created[2]!);
        const dropped = /^DROP TRIGGER (?:IF EXISTS )?(\w+)/.exec(statement);
        if (dropped) topicOf.delete(dropped[1]!);
      }
    expect([...new Set(topicOf.values())].sort()).toEqual(Object.values(TOPICS).sort());
    // The session triggers stay: the session check is the one thing a process keeps.
    expect([...topicOf.keys()].sort()).toEqual(["sessions_changed", "sessions_truncated", "users_changed", "users_truncated"]);
  });
});
