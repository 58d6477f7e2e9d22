import type { NativePlatform } from "@/lib/platform";

type KeyEnv = Pick<ImportMetaEnv, "VITE_REVENUECAT_IOS_KEY" | "VITE_REVENUECAT_ANDROID_KEY">;

/** RevenueCat's public SDK key for the platform, fixed at build time (see apps/web/README-native.md). */
export function revenueCatApiKey(platform: NativePlatform, env: KeyEnv = import.meta.env): string | undefined {
  const key = platform === "ios" ? env.VITE_REVENUECAT_IOS_KEY : env.VITE_REVENUECAT_ANDROID_KEY;
  return key?.trim() || undefined;
}
