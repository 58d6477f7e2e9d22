import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { isClientRoute } from "@app/shared";

/**
 * Serves the built single-page app: hashed assets with a long cache, known client routes with
 * index.html, and every other path with index.html and status 404 (the app renders its 404 page).
 */
export function webRoutes({ webDist }: { webDist: string }) {
  const app = new Hono();
  const indexFile = path.join(webDist, "index.html");
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : undefined;

  app.get("/index.html", (c) => c.redirect("/", 301));

  app.use(
    "/assets/*",
    serveStatic({
      root: webDist,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  // Other top-level files from the build (favicon, manifest, icons, robots.txt).
  app.use(
    "/:file{[\\w.-]+\\.(svg|png|ico|webmanifest|txt|json|xml)}",
    serveStatic({
      root: webDist,
      onFound: (_p, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );

  app.get("*", (c) => {
    if (!indexHtml) {
      return c.text("The web app is not built yet. Run `npm run build` (npm start does this for you).", 503);
    }
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml, isClientRoute(c.req.path) ? 200 : 404);
  });

  return app;
}
