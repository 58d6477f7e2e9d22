import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/*
 * Boundaries (import-x/no-restricted-paths, resolved through each tsconfig's paths):
 * - web: lib and components → features → app. A feature never imports another feature.
 * - server: platform → modules → app.ts/server.ts. A module reaches another only through its
 *   public index.ts. No import cycles anywhere.
 */
const ROOT = fileURLToPath(new URL(".", import.meta.url)).replace(/\/$/, "");
const WEB = "apps/web/src";
const SERVER = "apps/server/src";
const webFeatures = dirs(`./${WEB}/features`);
const serverModules = dirs(`./${SERVER}/modules`);
const boundaryZones = [
  {
    target: `./${WEB}/lib`,
    from: [`./${WEB}/features`, `./${WEB}/app`],
    message: "lib is shared by every feature: it must not depend on one (or on the app).",
  },
  {
    target: `./${WEB}/components`,
    from: [`./${WEB}/features`, `./${WEB}/app`],
    message: "components are shared by every feature: they must not depend on one (or on the app).",
  },
  { target: `./${WEB}/features`, from: `./${WEB}/app`, message: "Features must not import from the app layer." },
  ...webFeatures.map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [`./${feature}`],
    message: "A feature never imports another feature: move what both need to lib/ or components/, or compose them in app/.",
  })),
  {
    target: `./${SERVER}/platform`,
    from: [`./${SERVER}/modules`, `./${SERVER}/app.ts`, `./${SERVER}/server.ts`, `./${SERVER}/index.ts`],
    message: "platform is below the modules: it must not import them (inject what it needs).",
  },
  ...serverModules.map((module) => ({
    target: `${ROOT}/${SERVER}/modules/${module}/**`,
    from: [`${ROOT}/${SERVER}/modules/**`],
    except: [`${ROOT}/${SERVER}/modules/${module}/**`, `${ROOT}/${SERVER}/modules/*/index.ts`],
    message: "A module reaches another module only through its public index.ts.",
  })),
  {
    target: [`${ROOT}/${SERVER}/*.ts`, `${ROOT}/${SERVER}/db/**`],
    from: [`${ROOT}/${SERVER}/modules/**`],
    except: [`${ROOT}/${SERVER}/modules/*/index.ts`],
    message: "The app uses a module only through its public index.ts.",
  },
];

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "apps/web/android/**", "apps/web/ios/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-empty-pattern": "off",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`, `${SERVER}/**/*.ts`],
    ignores: ["**/*.test.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["apps/web/tsconfig.json", "apps/server/tsconfig.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaryZones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
);
