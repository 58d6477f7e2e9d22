import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { preloadFirstPage } from "@/app/app-routes";
import { firstReads } from "@/app/first-reads";
import { sessionInPage, startSessionCheck } from "@/lib/auth-client";
import { prepareCn } from "@/lib/cn";
import { startEarlyReads } from "@/lib/early-reads";
import { userTimeZone } from "@/lib/local-day";
import { signOutPending } from "@/lib/offline-session";
import { isNativePlatform } from "@/lib/platform";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in index.html");

// All before the first render: the session answer, the page's chunks and, when the page came with
// the session, its first reads arrive side by side.
preloadFirstPage(window.location.pathname);
void startUp(container);

/**
 * The rest of the start-up, each step in a task of its own: on a phone (4× throttled CPU) this
 * script's evaluation, the first reads (the first time zone asked loads Intl's data: ~100 ms),
 * tailwind-merge's class map (~50 ms) and the first render were one task of 330 ms or more, all of
 * it blocking; apart, only each step's time over 50 ms is. On the pages that do not read by day,
 * Intl's data came in the middle of a render (~130 ms, /recipes), now in its own task.
 */
async function startUp(container: HTMLElement) {
  await nextTask();
  // The page's first reads, those of its day after Intl's data has loaded (a task of its own on
  // every page: the others' first Intl object came in the middle of a render), then the session
  // check. The reads go first: they need no answer from it, as the page came with the session.
  // Not while a sign-out made offline waits to reach the server: the app treats that user as gone.
  const session = sessionInPage();
  const early = session && !signOutPending() ? firstReads(window.location.pathname, window.location.search) : undefined;
  if (early) startEarlyReads(early.reads);
  await nextTask();
  userTimeZone();
  await nextTask();
  if (early) startEarlyReads(early.byDay());
  startSessionCheck(session);
  await nextTask();
  prepareCn();
  // The page's first answers in the cache before it renders (app/first-queries.ts), unless they
  // take long: then the page shows without them and they come as they arrive.
  if (early) {
    await Promise.race([
      import("@/app/first-queries").then((m) => m.fetchFirstQueries(window.location.pathname, window.location.search)),
      new Promise((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS)),
    ]).catch(() => undefined);
  }
  await nextTask();
  // A transition: React renders the first screen in slices, so loading the app is not one long task.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

/** How long the first render waits for the page's first answers. */
const FIRST_ANSWERS_WAIT_MS = 1000;

/** Resolves in a new task (a message to itself: no timer's minimum delay). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

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
