import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The API (and the server-rendered checkout and billing portal) runs on 3001 in development. */
const API_ORIGIN = "http://127.0.0.1:3001";

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
