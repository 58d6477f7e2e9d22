import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

/** The API (and the server-rendered checkout and billing portal) runs on 3001 in development. */
const API_ORIGIN = "http://127.0.0.1:3001";

/**
 * A fingerprint of the response contracts: the data the app keeps for offline use is dropped when
 * they change, so a new version never reads answers shaped by an old one (decision 016).
 */
function contractsFingerprint(): string {
  const dir = fileURLToPath(new URL("../../packages/shared/src/contracts/", import.meta.url));
  const hash = createHash("sha256");
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(dir + file));
  return hash.digest("hex").slice(0, 12);
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
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
        globIgnores: ["illustrations/**"],
      },
    }),
  ],
  define: {
    __CONTRACTS_FINGERPRINT__: JSON.stringify(contractsFingerprint()),
  },
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
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
});
