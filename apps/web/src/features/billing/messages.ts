/** Texts of the billing notices. */
export const WELCOME_TITLE = "Welcome to Premium!";
export const WELCOME_DESCRIPTION = "Your subscription is active.";
export const CHECKOUT_CANCELLED_TITLE = "Checkout cancelled";
export const CHECKOUT_CANCELLED_DESCRIPTION = "You were not charged. You can upgrade whenever you like.";
export const CHECKOUT_PENDING_TITLE = "Your payment is being confirmed";
export const CHECKOUT_PENDING_DESCRIPTION = "Premium unlocks as soon as it is. This can take a minute.";
export const RESTORED_TITLE = "Purchases restored";
export const NOTHING_TO_RESTORE_TITLE = "No subscription to restore";
export const NOTHING_TO_RESTORE_DESCRIPTION = "We found no active subscription for your store account.";
