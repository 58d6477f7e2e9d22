import { useSubscription } from "../hooks/use-subscription";

/**
 * What deleting the account does to the plan, for the delete-account card and its dialog: a web
 * plan is cancelled with the account; a store plan only the store can cancel.
 */
export function DeletionBillingNotice() {
  const { subscribed, subscriptionTier, plan } = useSubscription();
  if (!subscribed) return null;
  const store = plan?.source === "app_store" || plan?.source === "play_store";
  return (
    <span data-testid="deletion-billing-notice" className="block font-medium text-foreground">
      {store
        ? `Your ${subscriptionTier} plan was bought in the App Store or Google Play, and only the store can cancel it: cancel it there before you delete your account, or it keeps renewing.`
        : `Your ${subscriptionTier} plan will be cancelled at once; you won't be charged again.`}
    </span>
  );
}
