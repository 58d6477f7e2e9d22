import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppProviders } from "@/app/providers";
import { StandaloneLanding, startSessionCheck } from "./standalone-landing";
import "../styles.css";

/*
 * The standalone landing page: what a browser gets at "/" (the server sends landing.html there;
 * where the service worker is, "/" opens the app's own landing route). The page and its sign-in
 * card without the router, the auth client, the service worker or the app's screens, its HTML
 * prerendered at build time (vite.config.ts), so a first visit paints before any script runs and
 * downloads far less JavaScript. Leaving it is a page load of the app; the
 * native app and in-app navigations to "/" use the app's landing route (app/routes/landing.tsx).
 */

startSessionCheck();

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in landing.html");
const page = (
  <StrictMode>
    <AppProviders>
      <StandaloneLanding />
    </AppProviders>
  </StrictMode>
);
// Prerendered in the build; `vite` in development serves the page as it is, empty.
if (container.hasChildNodes()) hydrateRoot(container, page);
else startTransition(() => createRoot(container).render(page));
