import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { lazySchemas } from "../../scripts/lazy-schemas";
import { lazySchema } from "./lazy-schema";
import { fastingSessionSchema } from "@app/shared/fasting";

describe("lazySchemas (the web build's transform of the shared contracts)", () => {
  it("wraps each top-level const built by a zod call, and nothing else", () => {
    const code = [
      'import * as z from "zod/mini";',
      'import { GOALS } from "../profile/rules";',
      "const LIMIT = 5;",
      "const list = [1, 2].map((n) => n);",
      "const stat = z.number().check(z.refine(Number.isFinite));",
      "export const timestamp = z.iso.datetime({ offset: true });",
      "export const goal = z.nullable(z.enum(GOALS));",
      "export function field() { const inner = z.string(); return inner; }",
    ].join("\n");
    const out = lazySchemas(code, "/helper.ts")!.toString();
    expect(out).toContain('import { lazySchema as __lazySchema } from "/helper.ts";');
    expect(out).toContain("const stat = /* @__PURE__ */ __lazySchema(() => z.number().check(z.refine(Number.isFinite)));");
    expect(out).toContain("export const timestamp = /* @__PURE__ */ __lazySchema(() => z.iso.datetime({ offset: true }));");
    expect(out).toContain("export const goal = /* @__PURE__ */ __lazySchema(() => z.nullable(z.enum(GOALS)));");
    expect(out).toContain("const LIMIT = 5;");
    expect(out).toContain("const list = [1, 2].map((n) => n);");
    expect(out).toContain("const inner = z.string();");
  });

  it("leaves a module without zod alone", () => {
    expect(lazySchemas("export const x = foo();", "/helper.ts")).toBeUndefined();
  });
});

describe("lazySchema", () => {
  it("builds the schema once, at its first use", () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds++;
      return z.object({ a: z.string() });
    });
    expect(builds).toBe(0);
    expect(schema.safeParse({ a: "x" })).toEqual({ success: true, data: { a: "x" } });
    expect(schema.safeParse({ a: 1 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it("stands for the schema inside other schemas, with zod's checks, shape and instanceof", () => {
    const inner = lazySchema(() => z.iso.datetime({ offset: true }));
    const outer = lazySchema(() => z.object({ at: z.nullable(inner), n: z.number() }));
    const extended = lazySchema(() => z.extend(outer, { tag: z.string() }));
    const eager = z.extend(z.object({ at: z.nullable(z.iso.datetime({ offset: true })), n: z.number() }), { tag: z.string() });
    for (const value of [
      { at: "2026-11-26T10:00:00+01:00", n: 1, tag: "t" },
      { at: null, n: 1, tag: "t" },
      { at: "yesterday", n: 1, tag: "t" },
      { at: null, n: "1", tag: "t" },
    ])
      expect(extended.safeParse(value)).toEqual(eager.safeParse(value));
    expect(inner).toBeInstanceOf(z.ZodMiniString);
    expect(Object.keys(outer.shape)).toEqual(["at", "n"]);
    expect("_zod" in outer).toBe(true);
  });

  it("parses a shared contract as the eager schema does", () => {
    const session = {
      id: "s1",
      fastingType: "16:8",
      startTime: "2026-11-26T08:00:00.000Z",
      endTime: null,
      durationHours: null,
    };
    const lazy = lazySchema(() => z.object({ session: z.nullable(fastingSessionSchema) }));
    const eager = z.object({ session: z.nullable(fastingSessionSchema) });
    expect(lazy.safeParse({ session })).toEqual({ success: true, data: { session } });
    expect(lazy.safeParse({ session })).toEqual(eager.safeParse({ session }));
    expect(lazy.safeParse({ session: { id: 1 } }).success).toBe(false);
  });
});
