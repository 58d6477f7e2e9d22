import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { AppProviders } from "@/app/providers";
import { StandaloneLanding } from "./standalone-landing";

/** The landing page's HTML, for landing.html's #root (run by the build, vite.config.ts). */
export function render(): string {
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StandaloneLanding />
      </AppProviders>
    </StrictMode>,
  );
}
