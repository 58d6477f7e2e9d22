import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { clearLocalSession } from "@/lib/auth-client";
import { isNetworkFailure } from "@/lib/connectivity";
import { errorMessage, errorStatus } from "@/lib/errors";
import { clearSignOutPending, markSignOutPending, signOutPending } from "@/lib/offline-session";
import { signOut } from "../api/sign-out";
import { failureOf } from "@/lib/auth-call";

const REMINDERS_STOP_WAIT_MS = 2000;

/**
 * Sign out on the server, forget the session locally, and go to the landing page. Without a
 * connection the device forgets the user and their saved data all the same (a shared device must
 * not show them to the next person), and the server's session is ended at the next chance
 * (`finishPendingSignOut`).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const run = useCallback(async () => {
    setIsSigningOut(true);
    const error = await failureOf(signOut());
    setIsSigningOut(false);
    if (isNetworkFailure(error)) {
      markSignOutPending();
      toast.info("Signed out on this device", { description: "Your session on the server ends once you're back online." });
    } else if (error && errorStatus(error) !== 401) {
      // 401: the session had already ended (e.g. signed out in another tab): that is a success too.
      toast.error("Sign Out Error", { description: errorMessage(error) });
      return;
    }
    // The reminders stop before the sign-in form shows, so a quick sign-in here never meets the
    // last user's push subscription still being dropped; bounded, as a browser's push service may
    // be slow to respond (the service worker already shows nothing by then).
    await Promise.race([clearLocalSession(), new Promise((resolve) => setTimeout(resolve, REMINDERS_STOP_WAIT_MS))]);
    navigate("/", { replace: true });
  }, [navigate]);

  return { signOut: run, isSigningOut };
}

let finishing: Promise<void> | null = null;

/**
 * Ends the server session of a sign-out made offline, once the server responds. Any response settles
 * it (signed out, already ended, or an error the user could not act on anyway); only a failure
 * on the network keeps it for the next try.
 */
export function finishPendingSignOut(): Promise<void> {
  if (!signOutPending()) return Promise.resolve();
  finishing ??= failureOf(signOut()).then((error) => {
    finishing = null;
    if (isNetworkFailure(error)) return;
    clearSignOutPending();
    void clearLocalSession();
  });
  return finishing;
}
