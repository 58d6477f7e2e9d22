import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../paths";
import { ChangeFeed, SESSIONS_TOPIC } from "./changes";

describe("the change feed", () => {
  it("tells each cache whether notifications flow, and passes on the sessions topic's users only", () => {
    const changes = new ChangeFeed();
    const heard: string[] = [];
    changes.subscribe({ forget: (userId) => heard.push(`forget ${userId}`), listening: (on) => heard.push(`listening ${on}`) });
    changes.onUp();
    changes.onNotify("foods:ann");
    changes.onNotify("sessions:ann");
    changes.onNotify("sessions:*");
    changes.onDown();
    expect(heard).toEqual(["listening false", "listening true", "forget ann", "forget *", "listening false"]);
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
    expect([...new Set(topicOf.values())].sort()).toEqual([SESSIONS_TOPIC]);
    // The session triggers stay: the session check is the one thing a process keeps.
    expect([...topicOf.keys()].sort()).toEqual(["sessions_changed", "sessions_truncated", "users_changed", "users_truncated"]);
  });
});
