// `npm run dev`: the API with reload on :3001 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from "node:child_process";
import { root } from "./build-state.mjs";

const webPort = process.env.WEB_PORT ?? "5173";
const env = {
  ...process.env,
  PORT: process.env.API_PORT ?? "3001",
  APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}`,
};
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "apps/server/src/index.ts"], { cwd: root, env, stdio: "inherit" }),
  spawn("npx", ["vite", "--port", webPort, "--strictPort"], { cwd: `${root}/apps/web`, env: process.env, stdio: "inherit" }),
];
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
