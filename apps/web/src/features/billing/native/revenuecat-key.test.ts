import { describe, expect, it } from "vitest";
import { revenueCatApiKey } from "./revenuecat-key";

describe("revenueCatApiKey", () => {
  const env = { VITE_REVENUECAT_IOS_KEY: "appl_abc", VITE_REVENUECAT_ANDROID_KEY: " goog_xyz " };
  it("picks the key of the platform", () => {
    expect(revenueCatApiKey("ios", env)).toBe("appl_abc");
    expect(revenueCatApiKey("android", env)).toBe("goog_xyz");
  });
  it("has none when the build was made without one", () => {
    expect(revenueCatApiKey("ios", {})).toBeUndefined();
    expect(revenueCatApiKey("android", { VITE_REVENUECAT_ANDROID_KEY: "  " })).toBeUndefined();
  });
});
