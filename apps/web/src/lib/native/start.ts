import { SplashScreen } from "@capacitor/splash-screen";

/**
 * Native start-up, once the first screen is rendered: hide the splash screen (capacitor.config.ts
 * keeps it up until then, so the app never flashes an empty WebView).
 */
export async function startNativeShell(): Promise<void> {
  await SplashScreen.hide({ fadeOutDuration: 200 });
}
