import { SecureStorage } from "@aparajita/capacitor-secure-storage";

/**
 * The native app's session token (Better Auth's bearer token), kept in the device's secure store:
 * the iOS Keychain or Android's Keystore-encrypted storage. Native only, loaded lazily.
 */
const KEY = "session-token";

export async function readSessionToken(): Promise<string | null> {
  return SecureStorage.getItem(KEY);
}

export async function writeSessionToken(token: string | null): Promise<void> {
  if (token === null) await SecureStorage.removeItem(KEY);
  else await SecureStorage.setItem(KEY, token);
}
