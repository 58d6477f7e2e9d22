import { useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { toast } from "@/lib/toast";
import {
  CHECKOUT_CANCELLED_DESCRIPTION,
  CHECKOUT_CANCELLED_TITLE,
  CHECKOUT_PENDING_DESCRIPTION,
  CHECKOUT_PENDING_TITLE,
} from "../messages";

/** Stripe may call our webhook a moment after it sends the user back: ask again for a while. */
export const CONFIRM_ATTEMPTS = 10;
export const CONFIRM_INTERVAL_MS = 1500;

interface SubscriptionReads {
  /** The latest response's `subscribed`, undefined before any response. */
  subscribed: boolean | undefined;
  /** How many responses have arrived (TanStack Query's dataUpdateCount): each one is a check. */
  updateCount: number;
  /** The server confirmed the purchase: welcome the new subscriber (the tour of what was unlocked). */
  onWelcome: () => void;
}

/**
 * Web checkout sends the user back to "/dashboard?checkout=success" (or "=cancelled"), a full page
 * load. On success this responses `true` (poll the subscription every CONFIRM_INTERVAL_MS) until the
 * server confirms it and `onWelcome` runs, or CONFIRM_ATTEMPTS responses later, when it says the
 * subscription is still being confirmed; on cancel it says so. The parameter is then dropped so a
 * reload does not repeat it.
 */
export function useCheckoutReturn({ subscribed, updateCount, onWelcome }: SubscriptionReads): boolean {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key } = useLocation();
  const checkout = searchParams.get("checkout");
  // Read once, at the page load that came back from checkout.
  const [confirmFrom] = useState(() => (checkout === "success" ? updateCount : null));
  const checks = confirmFrom === null ? 0 : updateCount - confirmFrom;
  const outcome =
    confirmFrom === null || subscribed === undefined ? null : subscribed ? "welcome" : checks >= CONFIRM_ATTEMPTS ? "pending" : null;

  const handled = useRef<string | null>(null);
  useEffect(() => {
    if ((checkout !== "success" && checkout !== "cancelled") || handled.current === key) return;
    handled.current = key;
    setSearchParams(
      (params) => {
        params.delete("checkout");
        return params;
      },
      { replace: true },
    );
    if (checkout === "cancelled") toast(CHECKOUT_CANCELLED_TITLE, { description: CHECKOUT_CANCELLED_DESCRIPTION });
  }, [checkout, key, setSearchParams]);

  const told = useRef(false);
  useEffect(() => {
    if (!outcome || told.current) return;
    told.current = true;
    if (outcome === "welcome") onWelcome();
    else toast.info(CHECKOUT_PENDING_TITLE, { description: CHECKOUT_PENDING_DESCRIPTION });
  }, [outcome, onWelcome]);

  return confirmFrom !== null && outcome === null;
}
