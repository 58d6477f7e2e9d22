/** Premium prices (spec section 9). Display strings are derived so they never disagree with the numbers. */
export const PLANS = {
  monthly: { id: "monthly", price: 2.99, interval: "mo", label: "Monthly", storeProductId: "monthly_subscription" },
  yearly: { id: "yearly", price: 19.99, interval: "yr", label: "Yearly", storeProductId: "yearly_subscription" },
} as const;
export type PlanId = keyof typeof PLANS;
export const PLAN_IDS = Object.keys(PLANS) as PlanId[];

export const YEARLY_SAVINGS_PERCENT = 44;
export const REFUND_WINDOW_DAYS = 30;

export function formatPrice(plan: PlanId): string {
  const { price, interval } = PLANS[plan];
  return `$${price.toFixed(2)}/${interval}`;
}

export function isPlanId(value: string): value is PlanId {
  return Object.hasOwn(PLANS, value);
}

export type SubscriptionTier = "Free" | "Monthly" | "Annual";
export type Platform = "web" | "native";

/** Spec section 3, Product offer. */
export interface ProductOffer {
  id: string;
  localizedPrice: string;
  price: number;
}

export const WEB_PRODUCTS: ProductOffer[] = [
  { id: PLANS.monthly.id, localizedPrice: formatPrice("monthly"), price: PLANS.monthly.price },
  { id: PLANS.yearly.id, localizedPrice: formatPrice("yearly"), price: PLANS.yearly.price },
];

export function tierForPlan(plan: PlanId | null | undefined): SubscriptionTier {
  return plan === "yearly" ? "Annual" : plan === "monthly" ? "Monthly" : "Free";
}

/**
 * The plan a store product stands for (RevenueCat webhooks): "yearly" anywhere in the product id
 * means the yearly plan, as in the app's rule below, so server and app never disagree.
 */
export function planOfStoreProduct(productId: string): PlanId {
  return productId.includes("yearly") ? "yearly" : "monthly";
}

/** Native rule (spec section 4): the first active identifier decides; "yearly" in it means Annual. */
export function tierForStoreIdentifiers(activeSubscriptions: readonly string[]): SubscriptionTier {
  const first = activeSubscriptions[0];
  if (first === undefined) return "Free";
  return first.includes("yearly") ? "Annual" : "Monthly";
}

/** Where a subscription was bought (the database's subscriptions.source). */
export const SUBSCRIPTION_SOURCES = ["stripe", "app_store", "play_store", "test"] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

export interface SubscriptionDetails {
  source: SubscriptionSource;
  plan: PlanId;
  status: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
}

/** GET /api/subscription */
export interface SubscriptionState {
  subscribed: boolean;
  subscriptionTier: SubscriptionTier;
  platform: Platform;
  products: ProductOffer[];
  previewMode: boolean;
  subscription: SubscriptionDetails | null;
}

/** What Premium includes (the landing page's list). */
export const PREMIUM_FEATURES = [
  "Precision fasting timer",
  "Smart food logger with nutrition insights",
  "Comprehensive progress dashboard",
  "Premium community and gourmet recipes",
] as const;
