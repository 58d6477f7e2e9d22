/**
 * The layers of the code, checked by `npm run lint` (dependency-cruiser, with each app's tsconfig
 * paths). Why not eslint-plugin-import-x: it needs native resolver binaries that this project's
 * registry mirror does not serve for every platform, so `npm ci` would fail (decision 005).
 *
 * - web: lib and components → features → app. A feature reaches another only through its public
 *   index.ts (decision 028).
 * - server: platform → modules → app.ts/server.ts. A module reaches another only through its
 *   public index.ts.
 * - no import cycles anywhere.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "An import cycle: split what both files need into a third one. A cycle through type imports alone is erased at build time.",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "web-shared-code-below-features",
      severity: "error",
      comment: "lib/ and components/ are shared by every feature: they must not depend on one, or on the app.",
      from: { path: "^apps/web/src/(lib|components)/" },
      to: { path: "^apps/web/src/(features|app)/" },
    },
    {
      name: "web-features-below-app",
      severity: "error",
      comment: "Features must not import from the app layer.",
      from: { path: "^apps/web/src/features/" },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "web-feature-internals",
      severity: "error",
      comment: "A feature reaches another feature only through its public index.ts (decision 028).",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: {
        path: "^apps/web/src/features/([^/]+)/",
        pathNot: ["^apps/web/src/features/$1/", "^apps/web/src/features/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "web-feature-index-is-the-door",
      severity: "error",
      comment: "A feature's own files import each other directly, never through its index.ts (that is the door for other features).",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/$1/index\\.ts$" },
    },
    {
      name: "web-takes-only-the-api-type-from-the-server",
      severity: "error",
      comment: "The web app takes the API's type from the server (decision 013), nothing else.",
      from: { path: "^apps/web/" },
      to: { path: "^apps/server/", pathNot: "^apps/server/src/api-type\\.ts$" },
    },
    {
      name: "server-platform-below-modules",
      severity: "error",
      comment: "platform is below the modules: it must not import them, or the app (inject what it needs).",
      from: { path: "^apps/server/src/platform/" },
      to: { path: "^apps/server/src/(modules/|app\\.ts|server\\.ts|index\\.ts)" },
    },
    {
      name: "server-module-internals",
      severity: "error",
      comment: "A module reaches another module only through its public index.ts.",
      from: { path: "^apps/server/src/modules/([^/]+)/" },
      to: {
        path: "^apps/server/src/modules/([^/]+)/",
        pathNot: ["^apps/server/src/modules/$1/", "^apps/server/src/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "server-app-uses-module-index",
      severity: "error",
      comment: "The app uses a module only through its public index.ts.",
      from: { path: "^apps/server/src/[^/]+\\.ts$", pathNot: "\\.test\\.ts$" },
      to: { path: "^apps/server/src/modules/", pathNot: "^apps/server/src/modules/[^/]+/index\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["\\.test\\.ts$", "node_modules", "/dist/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.depcruise.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js"],
    },
  },
};
