import { useEffect, useRef } from "react";
import { useLocation, useSearchParams } from "react-router";
import { toast } from "@/lib/toast";
import {
  CHECKOUT_CANCELLED_DESCRIPTION,
  CHECKOUT_CANCELLED_TITLE,
  CHECKOUT_PENDING_DESCRIPTION,
  CHECKOUT_PENDING_TITLE,
  WELCOME_DESCRIPTION,
  WELCOME_TITLE,
} from "../messages";

/** Stripe may call our webhook a moment after it sends the user back: ask again for a while. */
const CONFIRM_ATTEMPTS = 10;
const CONFIRM_INTERVAL_MS = 1500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Web checkout sends the user back to "/dashboard?checkout=success" (or "=cancelled"). Re-read
 * the subscription until the server confirms it and welcome the user, or say the checkout was
 * cancelled; then drop the parameter so a reload does not repeat it.
 * `reload` answers whether the user is subscribed now (null when the read failed).
 */
export function useCheckoutReturn(reload: () => Promise<boolean | null>): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key } = useLocation();
  const checkout = searchParams.get("checkout");
  const handled = useRef<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

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
    if (checkout === "cancelled") {
      toast(CHECKOUT_CANCELLED_TITLE, { description: CHECKOUT_CANCELLED_DESCRIPTION });
      return;
    }
    void (async () => {
      for (let attempt = 0; attempt < CONFIRM_ATTEMPTS && mounted.current; attempt++) {
        if (attempt > 0) await sleep(CONFIRM_INTERVAL_MS);
        if (mounted.current && (await reload())) {
          toast.success(WELCOME_TITLE, { description: WELCOME_DESCRIPTION });
          return;
        }
      }
      if (mounted.current) toast.info(CHECKOUT_PENDING_TITLE, { description: CHECKOUT_PENDING_DESCRIPTION });
    })();
  }, [checkout, key, reload, setSearchParams]);
}
