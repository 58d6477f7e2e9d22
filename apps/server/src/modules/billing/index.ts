/** The billing module's public face. */
export { checkoutRoutes } from "./checkout.routes";
export { premiumNowField } from "./entitlement";
export { isPremium, requirePremium } from "./require-premium";
export { revenuecatWebhookRoutes } from "./revenuecat-webhook.routes";
export { stripeWebhookRoutes } from "./stripe-webhook.routes";
export { subscriptionRoutes } from "./subscription.routes";
export { billingUserData } from "./user-data";
export { subscribeInTestMode } from "./test-checkout";
