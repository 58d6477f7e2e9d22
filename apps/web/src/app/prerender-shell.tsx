import { renderToStaticMarkup } from "react-dom/server";
import { LoadingScreen } from "@/components/ui/loading-screen";

/**
 * The app's first screen, for index.html's #root (run by the build, vite.config.ts): what the app
 * shows while its code and the session load, painted from the HTML and CSS alone. The first render
 * replaces it with the same screen (the routes' Suspense fallback) or the page.
 */
export function render(): string {
  return renderToStaticMarkup(<LoadingScreen />);
}
