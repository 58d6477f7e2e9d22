import { subscriptionStateResponse, type SubscriptionState } from "@app/shared/billing";
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api, read } from "@/lib/api-client";
import { tolerantRead } from "@/lib/query-client";

export const billingKeys = {
  all: ["billing"] as const,
  subscription: () => [...billingKeys.all, "subscription"] as const,
};

/** GET /api/subscription: the server's entitlement for the signed-in user. Throws on failure. */
export function getSubscription(signal?: AbortSignal): Promise<SubscriptionState> {
  return read(api.subscription.$get({}, { init: { signal } }), subscriptionStateResponse);
}

export const subscriptionQuery = (client: QueryClient) =>
  queryOptions({
    queryKey: billingKeys.subscription(),
    queryFn: tolerantRead<SubscriptionState | null>(client, billingKeys.subscription(), "the subscription", null, getSubscription),
  });

/**
 * The web subscription, read on mount and when the tab is shown again (back from the billing
 * portal or another tab). A failed read is logged and keeps what was known (spec section 8);
 * before any response the user counts as Free. `data` is null when nothing could be read yet.
 */
export function useSubscriptionQuery({ enabled, pollMs }: { enabled: boolean; pollMs?: number | false }) {
  const client = useQueryClient();
  const query = useQuery({ ...subscriptionQuery(client), enabled, refetchInterval: pollMs ?? false });
  // How many responses have arrived so far (each refetch that lands counts): read at each render,
  // which every new response causes.
  return { ...query, updateCount: client.getQueryState(billingKeys.subscription())?.dataUpdateCount ?? 0 };
}

/** POST /api/subscription/cancel: stops renewal; Premium stays until the period ends. Resolves to the new state. */
export function cancelSubscription(): Promise<SubscriptionState> {
  return read(api.subscription.cancel.$post(), subscriptionStateResponse);
}

/** "Cancel subscription": the response is the new state, shown at once (header and settings). */
export function useCancelSubscriptionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (state) => client.setQueryData(billingKeys.subscription(), state),
    onSettled: () => client.invalidateQueries({ queryKey: billingKeys.subscription() }),
  });
}
