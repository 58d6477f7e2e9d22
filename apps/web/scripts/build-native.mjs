// `npm run build:native -w @app/web`: builds the web app for the native shell and copies it into
// the Android and iOS projects (`cap sync`). Refuses to build without the settings a store build
// needs, so an app that cannot reach its server or sell anything never gets made by mistake.
import { execSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const webDir = fileURLToPath(new URL("..", import.meta.url));
const required = {
  VITE_API_URL: "the server the app talks to, e.g. https://app.carnitrack.app",
  VITE_REVENUECAT_IOS_KEY: "RevenueCat's public Apple App Store key (appl_...)",
  VITE_REVENUECAT_ANDROID_KEY: "RevenueCat's public Google Play key (goog_...)",
};

const missing = Object.entries(required).filter(([name]) => !process.env[name]?.trim());
if (missing.length > 0) {
  console.error("Cannot build the native app. Set:");
  for (const [name, what] of missing) console.error(`  ${name}: ${what}`);
  process.exit(1);
}
// The WebView's own origin is https://localhost (Android) or capacitor://localhost (iOS): an http://
// server would be blocked as mixed content on Android and by App Transport Security on iOS.
if (!URL.canParse(process.env.VITE_API_URL) || new URL(process.env.VITE_API_URL).protocol !== "https:") {
  console.error(`VITE_API_URL must be an https:// origin, got "${process.env.VITE_API_URL}".`);
  process.exit(1);
}

// NATIVE_BUILD: no precompressed copies (vite.config.ts), the files are read from the device.
const run = (cmd) => execSync(cmd, { cwd: webDir, stdio: "inherit", env: { ...process.env, NATIVE_BUILD: "1" } });
run("npx vite build");
run("npx cap sync");
