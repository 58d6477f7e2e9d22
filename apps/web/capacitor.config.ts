import type { CapacitorConfig } from "@capacitor/cli";

/**
 * The native shell (iOS and Android) around the built web app (dist/). Build the web app for it
 * with `npm run build:native -w @app/web` (README-native.md): it talks to the server named by
 * VITE_API_URL with a bearer token, and buys through the stores with RevenueCat.
 */
const config: CapacitorConfig = {
  appId: "app.carnitrack",
  appName: "CarniTrack",
  webDir: "dist",
  // The WebView serves the app from https://localhost on Android (capacitor://localhost on iOS);
  // both are among the server's NATIVE_ORIGINS, allowed to call the API with a bearer token.
  server: { androidScheme: "https" },
  backgroundColor: "#faf6f1",
  plugins: {
    SplashScreen: {
      // Hidden by the app once its first screen is up (src/lib/native/start.ts); the timer is a backstop.
      launchAutoHide: true,
      launchShowDuration: 3000,
      launchFadeOutDuration: 200,
      backgroundColor: "#faf6f1", // the app's warm off-white, as in the splash images (scripts/render-icons.ts --native)
      showSpinner: false,
      androidScaleType: "CENTER_CROP",
      splashFullScreen: false,
      splashImmersive: false,
    },
  },
};

export default config;
