import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { clearLocalSession } from "@/lib/auth-client";
import { errorMessage, errorStatus } from "@/lib/errors";
import { signOut } from "../api/sign-out";
import { failureOf } from "@/lib/auth-call";

/** Sign out on the server, forget the session locally, and go to the landing page. */
export function useSignOut() {
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const run = useCallback(async () => {
    setIsSigningOut(true);
    const error = await failureOf(signOut());
    setIsSigningOut(false);
    // 401: the session had already ended (e.g. signed out in another tab): that is a success too.
    if (error && errorStatus(error) !== 401) {
      toast.error("Sign Out Error", { description: errorMessage(error) });
      return;
    }
    clearLocalSession();
    navigate("/", { replace: true });
  }, [navigate]);

  return { signOut: run, isSigningOut };
}
