import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTES } from "@app/shared/routes";
import { ENDPOINTS } from "../apps/server/test/abuse/endpoints";

/*
 * docs/architecture.md is the map a newcomer reads first, so it must not drift: every server
 * module, web feature, shared domain, API route, page and decision record is on it, and every
 * file it names exists.
 */

const root = join(import.meta.dirname, "..");
const doc = readFileSync(join(root, "docs/architecture.md"), "utf8");

const dirsIn = (path: string) => readdirSync(join(root, path)).filter((name) => statSync(join(root, path, name)).isDirectory());

/** The text from a heading to the next heading of the same or a higher level. */
function section(heading: string): string {
  const lines = doc.split("\n");
  const start = lines.findIndex((line) => line.replace(/^#+\s*/, "") === heading && line.startsWith("#"));
  if (start < 0) throw new Error(`docs/architecture.md has no heading "${heading}"`);
  const level = lines[start]!.match(/^#+/)![0].length;
  const end = lines.findIndex((line, i) => i > start && /^#+\s/.test(line) && line.match(/^#+/)![0].length <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join("\n");
}

/** The first cell of each row of the section's table, without its backticks: the names it lists. */
function tableNames(text: string): string[] {
  return [...text.matchAll(/^\| `([^`]+)` \|/gm)].map(([, name]) => name!);
}

/** `/food/{day,entries[/:id]}` → `/food/day`, `/food/entries`, `/food/entries/:id`; `[a,b]` is none or one of them. */
export function expandRoute(pattern: string): string[] {
  const brace = findGroup(pattern, "{", "}");
  if (brace) {
    return splitTopLevel(pattern.slice(brace.start + 1, brace.end)).flatMap((option) =>
      expandRoute(pattern.slice(0, brace.start) + option + pattern.slice(brace.end + 1)),
    );
  }
  const optional = findGroup(pattern, "[", "]");
  if (optional) {
    const before = pattern.slice(0, optional.start);
    const after = pattern.slice(optional.end + 1);
    return ["", ...splitTopLevel(pattern.slice(optional.start + 1, optional.end))].flatMap((option) =>
      expandRoute(before + option + after),
    );
  }
  return [pattern];
}

function findGroup(text: string, open: string, close: string) {
  const start = text.indexOf(open);
  if (start < 0) return undefined;
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === "{" || text[i] === "[") depth++;
    if (text[i] === "}" || text[i] === "]") depth--;
    if (depth === 0) {
      if (text[i] !== close) throw new Error(`Unbalanced route pattern ${text}`);
      return { start, end: i };
    }
  }
  throw new Error(`Unbalanced route pattern ${text}`);
}

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "{" || char === "[") depth++;
    if (char === "}" || char === "]") depth--;
    if (char === "," && depth === 0) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  return [...parts, current];
}

/** The API paths the modules table's Routes column documents, expanded, each under /api. */
function documentedApiPaths(): Set<string> {
  const paths = new Set<string>();
  for (const row of section("Modules (`apps/server/src/modules`)").matchAll(/^\| `[^`]+` \| ([^|]*) \|/gm)) {
    for (const [, found] of row[1]!.matchAll(/`(?:(?:GET|POST|PUT|PATCH|DELETE) )?(\/[^`\s]*)`/g)) {
      const pattern = found!;
      // "/api/auth/*" is Better Auth's, outside the endpoint table; the checkout pages are not under /api.
      if (pattern.includes("*") || pattern === "/api" || /^\/(checkout|customer-portal)\b/.test(pattern)) continue;
      for (const path of expandRoute(pattern)) paths.add(path.startsWith("/api/") ? path : `/api${path}`);
    }
  }
  return paths;
}

/** Where a file the doc names may live: it names files relative to the part it describes. */
const BASES = [
  "",
  "apps/server",
  "apps/server/src",
  "apps/server/src/platform",
  "apps/server/src/modules",
  "apps/server/src/db",
  "apps/server/src/db/schema",
  "apps/server/test",
  "apps/web",
  "apps/web/src",
  "apps/web/src/app",
  "apps/web/src/app/shell",
  "apps/web/src/lib",
  "apps/web/src/components",
  "apps/web/src/components/ui",
  "packages/shared/src",
  "docs",
  ...dirsIn("apps/server/src/modules").map((name) => `apps/server/src/modules/${name}`),
  ...dirsIn("apps/web/src/features").map((name) => `apps/web/src/features/${name}`),
  ...dirsIn("apps/web/src/features").flatMap((name) =>
    ["api", "components", "hooks"].map((part) => `apps/web/src/features/${name}/${part}`),
  ),
  ...dirsIn("packages/shared/src").map((name) => `packages/shared/src/${name}`),
];

/** A backticked name that is a file or folder: a path with an extension we keep, or ending in "/". */
const FILE_NAME = /^(?:[\w.@-]+\/)*[\w.@-]+(?:\.(?:ts|tsx|mjs|cjs|js|json|md|html|css|sql)|\/)$/;

describe("docs/architecture.md", () => {
  it("lists every server module in its modules table", () => {
    expect(tableNames(section("Modules (`apps/server/src/modules`)")).sort()).toEqual(dirsIn("apps/server/src/modules").sort());
  });

  it("lists every web feature in its features table", () => {
    expect(tableNames(section("Features (`apps/web/src/features`)")).sort()).toEqual(dirsIn("apps/web/src/features").sort());
  });

  it("names every shared domain", () => {
    const text = section("The shared contract (`packages/shared/src`)");
    const missing = dirsIn("packages/shared/src").filter((name) => !text.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it("documents every API route the app serves, and no route it does not", () => {
    const documented = documentedApiPaths();
    const served = new Set(
      Object.keys(ENDPOINTS)
        .map((key) => key.split(" ")[1]!)
        .filter((path) => !path.startsWith("/api/auth/")),
    );
    expect([...served].filter((path) => !documented.has(path))).toEqual([]);
    // The test fixtures' routes are mounted only in tests, so the endpoint table leaves them out.
    expect([...documented].filter((path) => !served.has(path) && !path.startsWith("/api/testing/"))).toEqual([]);
  });

  it("names every page of the app", () => {
    expect(Object.values(ROUTES).filter((pattern) => !doc.includes(`\`${pattern}\``))).toEqual([]);
  });

  it("links every decision record, each with its Status and Date", () => {
    const records = readdirSync(join(root, "docs/decisions")).filter((name) => name.endsWith(".md"));
    expect(records.filter((name) => !section("Decisions").includes(`(decisions/${name})`))).toEqual([]);
    for (const name of records) {
      const head = readFileSync(join(root, "docs/decisions", name), "utf8")
        .split("\n")
        .slice(0, 8)
        .join("\n");
      expect(head, name).toMatch(/^- Status: (accepted|superseded|proposed)\b/m);
      expect(head, name).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/m);
    }
  });

  it("names no file that does not exist", () => {
    const named = new Set([...doc.matchAll(/`([^`\s]+)`/g)].map(([, name]) => name!).filter((name) => FILE_NAME.test(name)));
    const missing = [...named].filter((name) => !BASES.some((base) => existsSync(join(root, base, name))));
    expect(missing).toEqual([]);
  });
});

describe("expandRoute", () => {
  it("expands alternatives and optional parts, nested", () => {
    expect(expandRoute("/food/{day,entries[/:id]}")).toEqual(["/food/day", "/food/entries", "/food/entries/:id"]);
    expect(expandRoute("/posts[/:id[/like,/photo]]")).toEqual(["/posts", "/posts/:id", "/posts/:id/like", "/posts/:id/photo"]);
  });
});
