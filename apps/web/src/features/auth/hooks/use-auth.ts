import { authClient } from "@/lib/auth-client";
import { useAuthFrom, type AuthState } from "./use-auth-state";

export type { AuthState } from "./use-auth-state";

/** Auth state from Better Auth's session store, which refetches on window focus and when another tab signs in or out. */
export function useAuth(): AuthState {
  return useAuthFrom(authClient.useSession());
}
