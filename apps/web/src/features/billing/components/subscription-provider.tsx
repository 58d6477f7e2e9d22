import type { PlanId, ProductOffer, SubscriptionTier } from "@app/shared/billing";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { isNativePlatform } from "@/lib/platform";
import { toast } from "@/lib/toast";
import { useSubscriptionQuery } from "../api/subscription-api";
import { CONFIRM_INTERVAL_MS, useCheckoutReturn } from "../hooks/use-checkout-return";
import { SubscriptionContext, type CurrentPlan, type Subscription } from "../hooks/use-subscription";
import { UnlockedTour } from "./unlocked-tour";
import { NOTHING_TO_RESTORE_DESCRIPTION, NOTHING_TO_RESTORE_TITLE, RESTORED_TITLE, WELCOME_DESCRIPTION, WELCOME_TITLE } from "../messages";

interface State {
  subscribed: boolean;
  loading: boolean;
  subscriptionTier: SubscriptionTier;
  products: ProductOffer[];
  plan: CurrentPlan | null;
}

/** Spec section 3 defaults: not subscribed, Free, loading until the first check settles. */
const INITIAL: State = { subscribed: false, loading: true, subscriptionTier: "Free", products: [], plan: null };

/**
 * The signed-in user's subscription for every screen under it. On the web it comes from our
 * server (GET /api/subscription), which webhooks keep up to date; in the native app from the
 * store's purchases SDK, loaded only there.
 */
export function SubscriptionProvider({ userId, children }: { userId: string; children: ReactNode }) {
  return isNativePlatform() ? (
    <NativeSubscriptionProvider userId={userId}>{children}</NativeSubscriptionProvider>
  ) : (
    <WebSubscriptionProvider>{children}</WebSubscriptionProvider>
  );
}

const goTo = async (path: string) => window.location.assign(path);

/**
 * Web: state from the server (a query: read on mount, when the tab is shown again and on return
 * from checkout). Purchases and management are full-page redirects to server pages.
 */
function WebSubscriptionProvider({ children }: { children: ReactNode }) {
  // Back from checkout: ask again every moment until the webhook has made the user Premium.
  const [polling, setPolling] = useState(false);
  const [touring, setTouring] = useState(false);
  const query = useSubscriptionQuery({ enabled: true, pollMs: polling ? CONFIRM_INTERVAL_MS : false });
  const startTour = useCallback(() => setTouring(true), []);
  const confirming = useCheckoutReturn({ subscribed: query.data?.subscribed, updateCount: query.updateCount, onWelcome: startTour });
  if (confirming !== polling) setPolling(confirming); // adjusting state during render, as React recommends
  const { refetch } = query;

  useEffect(() => {
    // Back from the billing portal through the back-forward cache: no focus event, so ask here.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [refetch]);

  const data = query.data;
  const value = useMemo<Subscription>(() => {
    const subscribed = data?.subscribed ?? INITIAL.subscribed;
    return {
      subscribed,
      loading: query.isPending,
      subscriptionTier: data?.subscriptionTier ?? INITIAL.subscriptionTier,
      products: data?.products ?? INITIAL.products,
      platform: "web",
      previewMode: !subscribed,
      purchase: (plan: PlanId) => goTo(`/checkout/${plan}`),
      restorePurchases: async () => undefined,
      manageSubscription: () => goTo("/customer-portal"),
      plan:
        subscribed && data?.subscription
          ? {
              source: data.subscription.source,
              periodEnd: data.subscription.currentPeriodEnd,
              endsAtPeriodEnd: data.subscription.cancelAtPeriodEnd,
            }
          : null,
    };
  }, [data, query.isPending]);
  return (
    <SubscriptionContext value={value}>
      {children}
      <UnlockedTour open={touring} onOpenChange={setTouring} />
    </SubscriptionContext>
  );
}

const loadSdk = () => import("../native/revenuecat");

/**
 * Native: the purchases SDK, configured at start with our user id. Failures of start-up, purchase
 * or restore are logged only; the user sees nothing and loading is cleared (spec section 8).
 */
function NativeSubscriptionProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const [state, setState] = useState<State>(INITIAL);

  useEffect(() => {
    let active = true;
    let stopWatching: (() => void) | undefined;
    void (async () => {
      try {
        const sdk = await loadSdk();
        await sdk.startPurchases(userId);
        const [entitlement, products] = await Promise.allSettled([sdk.readEntitlement(), sdk.readProducts()]);
        if (entitlement.status === "rejected") console.error("Could not read the subscription", entitlement.reason);
        if (products.status === "rejected") console.error("Could not read the store's offers", products.reason);
        if (!active) return;
        setState((previous) => ({
          ...previous,
          ...(entitlement.status === "fulfilled" ? entitlement.value : {}),
          products: products.status === "fulfilled" ? products.value : previous.products,
        }));
        if (entitlement.status === "fulfilled") {
          stopWatching = sdk.watchEntitlement((update) => setState((previous) => ({ ...previous, ...update })));
        }
      } catch (error) {
        console.error("Could not start in-app purchases", error);
      } finally {
        if (active) setState((previous) => ({ ...previous, loading: false }));
      }
    })();
    return () => {
      active = false;
      stopWatching?.();
    };
  }, [userId]);

  const purchase = useCallback(async (plan: PlanId) => {
    setState((previous) => ({ ...previous, loading: true }));
    try {
      const sdk = await loadSdk();
      try {
        const entitlement = await sdk.purchasePlan(plan);
        if (entitlement) {
          setState((previous) => ({ ...previous, ...entitlement }));
          toast.success(WELCOME_TITLE, { description: WELCOME_DESCRIPTION });
        }
      } catch (error) {
        if (sdk.isUserCancellation(error)) console.info("Purchase cancelled");
        else throw error;
      }
    } catch (error) {
      console.error("Purchase failed", error);
    } finally {
      setState((previous) => ({ ...previous, loading: false }));
    }
  }, []);

  const restorePurchases = useCallback(async () => {
    setState((previous) => ({ ...previous, loading: true }));
    try {
      const entitlement = await (await loadSdk()).restore();
      if (entitlement) {
        setState((previous) => ({ ...previous, ...entitlement }));
        toast.success(RESTORED_TITLE, { description: WELCOME_DESCRIPTION });
      } else {
        toast(NOTHING_TO_RESTORE_TITLE, { description: NOTHING_TO_RESTORE_DESCRIPTION });
      }
    } catch (error) {
      console.error("Restoring purchases failed", error);
    } finally {
      setState((previous) => ({ ...previous, loading: false }));
    }
  }, []);

  const manageSubscription = useCallback(async () => {
    try {
      (await loadSdk()).manageSubscriptions();
    } catch (error) {
      console.error("Could not open subscription management", error);
    }
  }, []);

  const value = useMemo<Subscription>(
    () => ({
      ...state,
      platform: "native",
      previewMode: !state.subscribed,
      purchase,
      restorePurchases,
      manageSubscription,
    }),
    [state, purchase, restorePurchases, manageSubscription],
  );
  return <SubscriptionContext value={value}>{children}</SubscriptionContext>;
}
