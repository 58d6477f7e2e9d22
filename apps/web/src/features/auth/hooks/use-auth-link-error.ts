import { useEffect } from "react";
import type { LandingNavigation } from "@/features/auth/landing-navigation";
import { toast } from "@/lib/toast";
import { confirmationLinkProblem } from "../link-problems";

/**
 * A bad e-mail confirmation link lands on "/?error=INVALID_TOKEN" (or TOKEN_EXPIRED, ...).
 * Tell the user once, then drop `error` from the address so a reload does not repeat it.
 */
export function useAuthLinkError({ pathname, search, hash, rewrite }: LandingNavigation): void {
  const error = new URLSearchParams(search).get("error");

  useEffect(() => {
    if (!error) return;
    toast.error(confirmationLinkProblem(error), { id: "auth-link-error", duration: 8000 });
    const rest = new URLSearchParams(search);
    rest.delete("error");
    const query = rest.toString().replace(/%2F/gi, "/"); // keep "?redirectTo=/dashboard" readable
    rewrite(`${pathname}${query ? `?${query}` : ""}${hash}`);
  }, [error, pathname, search, hash, rewrite]);
}
