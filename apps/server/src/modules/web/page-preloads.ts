import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LAYOUT_ROUTES, ROUTES, routeOf, type RouteName } from "@app/shared/routes";

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * `<link rel="modulepreload">` tags for a page opened directly with a session: its route's chunk
 * and, for the pages inside it (LAYOUT_ROUTES), the signed-in layout's, with what they import, so
 * they need not wait for the start-up chunks to run. From the build's manifest, where a route's
 * module is src/app/routes/<route name in kebab case>.tsx; without one nothing is added.
 */
export function pagePreloads(webDist: string, indexHtml: string): (pathname: string) => string {
  const manifestFile = path.join(webDist, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) return () => "";
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const keyOf = (module: string) => Object.keys(manifest).find((key) => key.endsWith(`src/app/routes/${module}.tsx`));

  /** The JavaScript a chunk needs, minus what index.html already loads. */
  const closure = (key: string | undefined, into = new Set<string>()) => {
    const chunk = key ? manifest[key] : undefined;
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    chunk.imports?.forEach((imported) => closure(imported, into));
    return into;
  };
  const layout = closure(keyOf("app-layout"));
  const tags = new Map<RouteName, string>();
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const key = keyOf(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
    if (!key || name === "home") continue;
    const inLayout = (LAYOUT_ROUTES as readonly RouteName[]).includes(name);
    const files = [...closure(key, new Set(inLayout ? layout : []))].filter(
      (file) => file.endsWith(".js") && !indexHtml.includes(`/${file}"`),
    );
    tags.set(name, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(""));
  }
  return (pathname) => {
    const name = routeOf(pathname);
    return (name && tags.get(name)) ?? "";
  };
}
