import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { sessionInPage, startSessionCheck } from "@/lib/auth-client";
import { isNativePlatform } from "@/lib/platform";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in index.html");

// The session the page came with is the store's value before the router starts, so the routes'
// loaders read for its user at once, beside the session check.
startSessionCheck(sessionInPage());

// A transition: React renders the first screen in slices, so loading the app is not one long task.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

if (isNativePlatform()) {
  import("@/lib/native/start").then((m) => m.startNativeShell()).catch((error: unknown) => console.warn("Native start-up failed", error));
} else if ("serviceWorker" in navigator && import.meta.env.PROD) {
  // After the page has loaded, so the worker's precaching never competes with the first render.
  const register = () =>
    import("@/lib/service-worker")
      .then((m) => m.registerServiceWorker())
      .catch((error: unknown) => console.warn("Service worker start-up failed", error));
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}
