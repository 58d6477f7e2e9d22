/** Build-time settings. Only the native (Capacitor) build uses them; the web app is same-origin. */
interface ImportMetaEnv {
  /** Origin of the CarniTrack server the native app talks to, e.g. https://app.carnitrack.app. */
  readonly VITE_API_URL?: string;
  /** RevenueCat public SDK keys (appl_… / goog_…); public by design, safe to ship in the app. */
  readonly VITE_REVENUECAT_IOS_KEY?: string;
  readonly VITE_REVENUECAT_ANDROID_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
