import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "@/lib/toast";

export const CONFIRMATION_LINK_ERROR = "This confirmation link is invalid or has expired. Sign in to get a new one.";

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
    toast.error(CONFIRMATION_LINK_ERROR, { id: "auth-link-error", duration: 8000 });
    const rest = new URLSearchParams(search);
    rest.delete("error");
    const query = rest.toString().replace(/%2F/gi, "/"); // keep "?redirectTo=/dashboard" readable
    navigate({ search: query ? `?${query}` : "", hash }, { replace: true });
  }, [error, search, hash, navigate]);
}
