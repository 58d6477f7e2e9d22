import MagicString from "magic-string";
import { parseAst, type Plugin } from "vite";

/** The shared package's modules (the contracts and the rules they build on). */
const SHARED_MODULE = /[\\/]packages[\\/]shared[\\/]src[\\/].+\.ts$/;
const HELPER = "/src/lib/lazy-schema.ts";

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The identifier a call or member chain starts from: `z` for `z.iso.datetime({...})` or `z.string().check(...)`. */
function rootName(node: Node): string | undefined {
  let current: Node = node;
  for (;;) {
    if (current.type === "CallExpression") current = current.callee as Node;
    else if (current.type === "MemberExpression") current = current.object as Node;
    else return current.type === "Identifier" ? (current.name as string) : undefined;
  }
}

/**
 * A module's top-level `const x = z.…(…)` (exported or not) wrapped as
 * `const x = lazySchema(() => z.…(…))`, so the schema is built when it is first used. Only calls
 * on the namespace zod/mini is imported as: a constant holding anything else (a list, a number)
 * stays as it is. Undefined when the module has none.
 */
export function lazySchemas(code: string, helper: string): MagicString | undefined {
  const ast = parseAst(code, { lang: "ts" }) as unknown as { body: Node[] };
  const zodNames = new Set<string>();
  for (const statement of ast.body) {
    if (statement.type !== "ImportDeclaration" || !/^zod(\/|$)/.test((statement.source as { value: string }).value)) continue;
    for (const spec of statement.specifiers as Node[])
      if (spec.type === "ImportNamespaceSpecifier") zodNames.add((spec.local as { name: string }).name);
  }
  if (!zodNames.size) return undefined;
  const s = new MagicString(code);
  let wrapped = 0;
  for (const statement of ast.body) {
    const declaration = (statement.type === "ExportNamedDeclaration" ? statement.declaration : statement) as Node | null;
    if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init?.type !== "CallExpression" || !zodNames.has(rootName(init) ?? "")) continue;
      s.appendLeft(init.start, "/* @__PURE__ */ __lazySchema(() => ");
      s.appendRight(init.end, ")");
      wrapped++;
    }
  }
  if (!wrapped) return undefined;
  s.prepend(`import { lazySchema as __lazySchema } from ${JSON.stringify(helper)};\n`);
  return s;
}

/**
 * The web build's copy of the shared contracts with each schema built on first use (see
 * src/lib/lazy-schema.ts): the server and the tests load them as written.
 */
export function lazySharedSchemas(): Plugin {
  let helper = "";
  return {
    name: "carnitrack:lazy-shared-schemas",
    apply: "build",
    configResolved(config) {
      helper = `${config.root.replace(/\\/g, "/")}${HELPER}`;
    },
    transform(code, id) {
      if (!SHARED_MODULE.test(id) || id.endsWith(".test.ts")) return;
      const out = lazySchemas(code, helper);
      return out && { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
