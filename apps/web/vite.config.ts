import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { createServer, defineConfig, type LogLevel, type Logger, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { lazySharedSchemas } from "./scripts/lazy-schemas.ts";

/**
 * The theme's class on <html> before the first paint: src/theme-init.js as a classic, blocking
 * script in <head>, before the stylesheet. A file, not inline (the CSP allows no inline script),
 * emitted under /assets with a hash (served and cached like the rest of the build). In development
 * Vite serves it from its source.
 */
function themeScript(): Plugin {
  const source = fileURLToPath(new URL("./src/theme-init.js", import.meta.url));
  const PLACEHOLDER = /<!-- theme-script:[^>]*-->/;
  let ref = "";
  let isBuild = false;
  return {
    name: "carnitrack:theme-script",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    buildStart() {
      if (isBuild) ref = this.emitFile({ type: "asset", name: "theme.js", source: readFileSync(source, "utf8") });
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const asset = ctx.bundle && Object.values(ctx.bundle).find((file) => file.type === "asset" && file.names.includes("theme.js"));
        if (isBuild && !asset) throw new Error(`The theme script was not emitted (${ref})`);
        const src = asset ? `/${asset.fileName}` : "/src/theme-init.js";
        if (!PLACEHOLDER.test(html)) throw new Error("index.html lost its theme-script placeholder");
        return html.replace(PLACEHOLDER, `<script src="${src}"></script>`);
      },
    },
  };
}

/**
 * Preloads the body font (Inter, latin, emitted by styles.css with a hashed name) from index.html,
 * so it downloads beside the CSS instead of after it: the text swaps early, and by metrics-matched
 * fallback (styles.css) without moving.
 */
function preloadBodyFont(): Plugin {
  return {
    name: "carnitrack:preload-body-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
        if (!font) throw new Error("The body font was not emitted: check the @font-face in styles.css");
        return [
          {
            tag: "link",
            attrs: { rel: "preload", href: `/${font}`, as: "font", type: "font/woff2", crossorigin: "" },
            injectTo: "head",
          },
        ];
      },
    },
  };
}

/**
 * Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each text file of the
 * build, which the server sends as they are to a browser that accepts them (web.routes.ts). Brotli
 * at its best quality is too slow to run per request, and it takes ~13 % off the JavaScript a
 * first visit downloads against on-the-fly gzip. Not for the native app: its files never travel.
 */
function precompress(): Plugin {
  return {
    name: "carnitrack:precompress",
    apply: () => process.env.NATIVE_BUILD !== "1",
    writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|svg|webmanifest|json)$/.test(file.fileName)) continue;
        const data = file.type === "chunk" ? Buffer.from(file.code) : Buffer.from(file.source);
        if (data.length < 1024) continue;
        const target = path.join(options.dir!, file.fileName);
        writeFileSync(
          `${target}.br`,
          brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        );
        writeFileSync(`${target}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

const INDEX_HTML = fileURLToPath(new URL("./index.html", import.meta.url));
const LANDING_HTML = fileURLToPath(new URL("./landing.html", import.meta.url));

/**
 * landing.html, the standalone landing page's document, is index.html with the landing page's
 * script (src/landing/main.tsx): made here, so the two heads (meta tags, icons, the theme script)
 * cannot drift apart.
 */
function landingDocument(): Plugin {
  return {
    name: "carnitrack:landing-document",
    enforce: "pre",
    resolveId: (id) => (id === LANDING_HTML ? id : undefined),
    load(id) {
      if (id !== LANDING_HTML) return;
      const html = readFileSync(INDEX_HTML, "utf8");
      const script = '<script type="module" src="/src/main.tsx"></script>';
      if (!html.includes(script)) throw new Error("index.html lost its app script");
      return html.replace(script, '<script type="module" src="/src/landing/main.tsx"></script>');
    },
  };
}

/**
 * Prerenders the standalone landing page (src/landing/prerender.tsx) into dist/landing.html's
 * #root, so its words, form and footer paint from the HTML and CSS before any script has run; the
 * page's script then hydrates them. Likewise the app's loading screen into index.html's
 * (src/app/prerender-shell.tsx): a phone sees it as soon as the CSS is there, not a blank page
 * until the app's code has downloaded and run. Rendered through a Vite server in SSR mode on the
 * same config, after the client build has written its files. Not for the native app. Listed before
 * VitePWA: the service worker's precache hashes index.html in its own closeBundle, after this one.
 */
function prerenderPages(): Plugin {
  let configFile: string | undefined;
  let outDir = "";
  return {
    name: "carnitrack:prerender-pages",
    apply: (_config, env) => env.command === "build" && process.env.NATIVE_BUILD !== "1",
    configResolved(config) {
      configFile = config.configFile;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const server = await createServer({
        configFile,
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: "custom",
        logLevel: "warn",
      });
      try {
        for (const [document, module] of [
          ["landing.html", "/src/landing/prerender.tsx"],
          ["index.html", "/src/app/prerender-shell.tsx"],
        ]) {
          const { render } = (await server.ssrLoadModule(module!)) as { render: () => string };
          const file = path.join(outDir, document!);
          const html = readFileSync(file, "utf8");
          if (!html.includes('<div id="root"></div>')) throw new Error(`${document} lost its empty #root`);
          writeFileSync(
            file,
            html.replace('<div id="root"></div>', () => `<div id="root">${render()}</div>`),
          );
        }
      } finally {
        await server.close();
      }
    },
  };
}

/** The API (and the server-rendered checkout and billing portal) runs on 3001 in development. */
const API_ORIGIN = "http://127.0.0.1:3001";

/**
 * A fingerprint of the response schemas (every domain's responses.ts): the data the app saves for
 * offline use is dropped when they change, so a new version never reads responses shaped by an old one.
 */
function contractsFingerprint(): string {
  const dir = fileURLToPath(new URL("../../packages/shared/src/", import.meta.url));
  const hash = createHash("sha256");
  for (const domain of readdirSync(dir).sort()) {
    const file = `${dir}${domain}/responses.ts`;
    if (existsSync(file)) hash.update(domain).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 12);
}

const DOCUMENT_MODULE = /\.html$|src[\\/](landing[\\/])?main\.tsx$/;
const ROUTE_MODULE = /src[\\/]app[\\/]routes[\\/][^\\/]+\.tsx$/;

/**
 * Modules a route's page needs when it opens: the routes' static imports, found in the module graph
 * once it is complete. What only a lazy import reaches (charts, toasts, the service worker, the
 * native plugins) is not among them and keeps its own chunks.
 */
const routeModules = new Set<string>();
function routeGraph(): Plugin {
  return {
    name: "carnitrack:route-graph",
    apply: "build",
    buildEnd() {
      routeModules.clear();
      const stack = [...this.getModuleIds()].filter((id) => ROUTE_MODULE.test(id));
      while (stack.length) {
        const id = stack.pop()!;
        if (routeModules.has(id)) continue;
        routeModules.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/**
 * The service worker's own build (vite-plugin-pwa runs a second Vite build for src/sw/sw.ts): one
 * file, said with Rolldown's `codeSplitting: false` instead of the plugin's deprecated
 * `inlineDynamicImports`, at the app build's log level (`--logLevel warn` from `npm start`), so a
 * first start prints no deprecation warning and no chunk list. `app` goes in the app's plugins,
 * `worker` in the worker build's.
 */
function serviceWorkerBuild(): { app: Plugin; worker: Plugin } {
  let logLevel: LogLevel | undefined;
  return {
    app: {
      name: "carnitrack:service-worker-log-level",
      configResolved(config) {
        logLevel = config.logLevel;
      },
    },
    worker: {
      name: "carnitrack:service-worker-build",
      config(config) {
        const output = config.build?.rollupOptions?.output;
        if (output && !Array.isArray(output)) {
          delete output.inlineDynamicImports;
          Object.assign(output, { codeSplitting: false });
        }
        return { logLevel };
      },
    },
  };
}

const serviceWorker = serviceWorkerBuild();

/**
 * A build that warns fails: `npm start` builds at the warn level, and a newcomer's first start
 * shows no warning. Each warning is printed as an error and the build exits with an error code.
 */
function failOnWarning(): Plugin {
  return {
    name: "carnitrack:fail-on-warning",
    apply: "build",
    configResolved({ logger }) {
      const warn = logger.warn.bind(logger);
      const fail: Logger["warn"] = (message, options) => {
        // The bundler's report of slow plugins says how busy the machine was, not what was built.
        if (message.includes("[PLUGIN_TIMINGS]")) return warn(message, options);
        logger.error(message, options);
        process.exitCode = 1;
      };
      logger.warn = fail;
      logger.warnOnce = fail;
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    failOnWarning(),
    react(),
    lazySharedSchemas(),
    routeGraph(),
    tailwindcss(),
    themeScript(),
    preloadBodyFont(),
    landingDocument(),
    precompress(),
    prerenderPages(),
    serviceWorker.app,
    // The service worker (src/sw/sw.ts) precaches the app shell; registered by lib/service-worker.ts
    // after the page has loaded, never in the native app. The manifest is public/manifest.webmanifest.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/sw",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ["**/*.{html,js,css,woff2,svg,png,webmanifest}"],
        // Recipe drawings are many and only for the recipe pages: not part of the shell.
        // landing.html: "/" opens from index.html where this worker is (src/sw/sw.ts).
        globIgnores: ["illustrations/**", "landing.html"],
        buildPlugins: { vite: [serviceWorker.worker] },
      },
    }),
  ],
  define: {
    __CONTRACTS_FINGERPRINT__: JSON.stringify(contractsFingerprint()),
  },
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // React Router's package exports name only its development build, whose warnings check every
      // <Routes> render; the production build next to it differs in that switch alone.
      ...(command === "build"
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL("../../node_modules/react-router/dist/production/index.mjs", import.meta.url)),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    rolldownOptions: {
      // Two pages: the app, and the standalone landing page served for "/" (src/landing/main.tsx).
      input: { index: INDEX_HTML, landing: LANDING_HTML },
      output: {
        codeSplitting: {
          // A page used to load 50 to 60 chunks before its first render (the landing page 23), most
          // under 2 kB: every set of pages sharing a module got a chunk of its own. On a phone's
          // network each is a request (six at a time over HTTP/1.1), and Lighthouse counted ~8 kB
          // of response headers on the landing page alone. Now a page loads about a dozen:
          groups: [
            // React on its own: the largest library, and the one that changes least between releases.
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            // What the two documents load up front, split by which of them needs it (the landing page
            // takes none of the app's router or auth client), small sets joined to their neighbour.
            // The documents' own modules stay out: a document captured here would make the group's
            // chunk its entry, and the other page would run its start-up (mounting on #root).
            {
              name: "initial",
              tags: ["$initial"],
              test: (id) => !DOCUMENT_MODULE.test(id),
              entriesAware: true,
              entriesAwareMergeThreshold: 16 * 1024,
              priority: 20,
            },
            // Everything two or more routes need, in one chunk: a signed-in page loads it, its
            // layout and its own route's chunk.
            {
              name: "shared",
              test: (id) => routeModules.has(id) && !ROUTE_MODULE.test(id) && !DOCUMENT_MODULE.test(id),
              minShareCount: 2,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": { target: API_ORIGIN, changeOrigin: false },
      "/checkout": { target: API_ORIGIN, changeOrigin: false },
      "/customer-portal": { target: API_ORIGIN, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
  },
}));
