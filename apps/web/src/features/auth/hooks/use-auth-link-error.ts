import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { confirmationLinkProblem } from "../link-problems";

/**
 * A bad e-mail confirmation link lands on "/?error=INVALID_TOKEN" (or TOKEN_EXPIRED, ...).
 * Tell the user once, then drop `error` from the address so a reload does not repeat it.
 */
export function useAuthLinkError(): void {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const error = new URLSearchParams(search).get("error");

  useEffect(() => {
    if (!error) return;
    toast.error(confirmationLinkProblem(error), { id: "auth-link-error", duration: 8000 });
    const rest = new URLSearchParams(search);
    rest.delete("error");
    const query = rest.toString().replace(/%2F/gi, "/"); // keep "?redirectTo=/dashboard" readable
    navigate({ search: query ? `?${query}` : "", hash }, { replace: true });
  }, [error, search, hash, navigate]);
}
