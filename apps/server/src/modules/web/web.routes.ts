import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { html } from "hono/html";
import { serveStatic } from "@hono/node-server/serve-static";
import { isClientRoute, SESSION_ELEMENT_ID } from "@app/shared/routes";
import { pagePreloads } from "./page-preloads";

/** What the server knows of a page whose existence depends on data (a recipe's page). */
export type PageInfo = { found: false } | { found: true; title?: string; description?: string; image?: string };

export interface WebRoutesDeps {
  webDist: string;
  /** The site's public address, for absolute links in previews. */
  appUrl: string;
  /** For a path that names data: whether it exists, and its title, description and picture for link previews. */
  pageFor?: (pathname: string) => PageInfo | undefined | Promise<PageInfo | undefined>;
  /** The session cookie's name: "/" with one is the app, whose landing route sends a signed-in user on. */
  sessionCookieName?: () => Promise<string>;
  /**
   * The session as `/api/auth/get-session` returns it (without its token), or null: written into a
   * page opened with a session cookie, so the app starts with its user instead of asking first.
   */
  sessionFor?: (headers: Headers) => Promise<object | null>;
}

/** JSON that is safe inside a <script> element: nothing in it can close the element or start a comment. */
function scriptJson(value: object): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * Serves the built single-page app: hashed assets with a long cache, known client routes with
 * index.html, and every other path with index.html and status 404 (the app renders its 404 page).
 */
export function webRoutes({ webDist, appUrl, pageFor, sessionCookieName, sessionFor }: WebRoutesDeps) {
  const app = new Hono();
  const indexFile = path.join(webDist, "index.html");
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : undefined;
  // The standalone landing page (apps/web/src/landing): "/" without the rest of the app's code.
  const landingFile = path.join(webDist, "landing.html");
  const landingHtml = existsSync(landingFile) ? readFileSync(landingFile, "utf8") : indexHtml;
  const preloadsFor = indexHtml ? pagePreloads(webDist, indexHtml) : () => "";

  // A visitor opening /index.html lands on "/". The service worker's precache asks for the file
  // itself, not as a navigation: it gets the app, whereas "/" is now the standalone landing page.
  app.get("/index.html", (c) => {
    if (c.req.header("sec-fetch-mode") === "navigate" || !indexHtml) return c.redirect("/", 301);
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml, 200);
  });
  app.get("/landing.html", (c) => c.redirect("/", 301));

  const files = (cacheControl: string, { precompressed = false } = {}) =>
    serveStatic({
      root: webDist,
      precompressed,
      onFound: (_path, c) => {
        c.header("Cache-Control", cacheControl);
      },
    });
  // The build writes .br and .gz copies of its text files (vite.config.ts): sent as they are.
  app.use("/assets/*", files("public, max-age=31536000, immutable", { precompressed: true }));
  // A build file that is not there is a plain 404, not the app: the app's HTML would be a page
  // under /assets/, where the document headers (CSP, framing) are not sent (app.ts).
  app.all("/assets/*", (c) => c.text("Not found", 404));
  // Our drawings (recipe illustrations): named by what they show, so cached for a day.
  app.use("/illustrations/*", files("public, max-age=86400"));
  // The service worker: fetched again on every visit, so a new version is found at once and an old
  // one never lives on in the HTTP cache.
  app.get("/sw.js", files("no-cache"));
  // Other top-level files from the build (favicon, manifest, icons, robots.txt).
  app.use("/:file{[\\w.-]+\\.(svg|png|ico|webmanifest|txt|json|xml)}", files("public, max-age=3600"));

  app.get("*", async (c) => {
    if (!indexHtml) {
      return c.text("The web app is not built yet. Run `npm run build` (npm start does this for you).", 503);
    }
    c.header("Cache-Control", "no-cache");
    // What is sent depends on the session cookie, and on whether the page is opened or fetched.
    c.header("Vary", "Cookie, Sec-Fetch-Mode, Sec-Fetch-Dest");
    const page = await pageFor?.(c.req.path);
    if (page?.found === false || (!page?.found && !isClientRoute(c.req.path))) return c.html(indexHtml, 404);

    const hasCookie = Boolean(sessionCookieName && getCookie(c, await sessionCookieName()));
    // Only a page the browser opens gets the session: never a fetch of the HTML (the service
    // worker's precache keeps what it fetches, and would keep one person's session in it).
    const opened = c.req.header("sec-fetch-mode") === "navigate" && c.req.header("sec-fetch-dest") === "document";
    // undefined: not checked (or the check failed, and the app checks for itself).
    const session = hasCookie && opened && sessionFor ? await sessionFor(c.req.raw.headers).catch(() => undefined) : undefined;
    // A page opened with a cookie whose session has ended is a visitor's.
    const signedIn = session === undefined ? hasCookie : session !== null;
    // The standalone landing page is for visitors: one with a session would see it, then leave it
    // with a second page load once its own check returned.
    if (c.req.path === "/" && landingHtml && !signedIn) return c.html(landingHtml, 200);

    const html = page?.found && page.title ? await withPreview(indexHtml, { ...page, title: page.title }, appUrl) : indexHtml;
    if (!signedIn) return c.html(html, 200);
    // Someone with a session is likely to see the signed-in page they asked for: its chunks load
    // beside the app's. (A cookie not checked here may be stale: then a few chunks loaded for nothing.)
    // The session itself holds the user's name and e-mail address: for this browser only, never kept.
    if (session) c.header("Cache-Control", "private, no-store");
    const data = session ? `<script type="application/json" id="${SESSION_ELEMENT_ID}">${scriptJson(session)}</script>` : "";
    return c.html(
      html.replace("</head>", () => `${preloadsFor(c.req.path)}${data}</head>`),
      200,
    );
  });

  return app;
}

/** index.html with the page's own title and Open Graph tags, so a shared link previews as what it is. */
async function withPreview(
  indexHtml: string,
  page: { title: string; description?: string; image?: string },
  appUrl: string,
): Promise<string> {
  const tags = await html`<title>${page.title} — CarniTrack</title>
    <meta property="og:type" content="article" />
    <meta property="og:site_name" content="CarniTrack" />
    <meta property="og:title" content="${page.title}" />
    <meta property="og:description" content="${page.description ?? ""}" />
    ${
      page.image
        ? html`<meta property="og:image" content="${new URL(page.image, appUrl).href}" />
            <meta property="og:image:width" content="1200" />
            <meta property="og:image:height" content="900" />`
        : ""
    }
    <meta name="twitter:card" content="summary_large_image" />`;
  // A function replacer: "$&" in a title is text, not a pattern.
  return indexHtml.replace(/<title>[^<]*<\/title>/, () => String(tags));
}
