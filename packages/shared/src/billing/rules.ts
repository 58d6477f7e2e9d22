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

/** The landing page's "What You'll Get" list (spec section 2); what each tier holds is PLAN_FEATURES. */
export const PREMIUM_FEATURES = [
  "Precision fasting timer",
  "Smart food logger with nutrition insights",
  "Comprehensive progress dashboard",
  "Premium community and gourmet recipes",
] as const;

/** What each tier gets, area by area (PRODUCT.md, "The advertised features"): only what the app has today. */
export const PLAN_FEATURES = [
  {
    area: "Fasting",
    path: "/dashboard",
    free: ["Fasting timer", "Your 5 most recent fasts"],
    premium: ["Full fasting history", "Fasting statistics", "Fasting calendar", "Streaks"],
  },
  {
    area: "Food",
    path: "/food",
    free: ["Food search and logging", "Edit logged food", "Daily totals", "Fat:protein ratio", "Editable targets"],
    premium: ["Electrolytes against your targets", "Full nutrient panel", "7- and 30-day trends", "Nutrient warnings"],
  },
  {
    area: "Progress",
    path: "/progress",
    free: ["Weight log and trend for 30 days", "Journal"],
    premium: ["All-time charts", "Body measurements", "Progress photos and compare"],
  },
  {
    area: "Recipes",
    path: "/recipes",
    free: ["5 recipes fully open"],
    premium: ["All recipes (30+)", "Favourite recipes"],
  },
  {
    area: "Community",
    path: "/community",
    free: ["Latest 3 posts, read-only"],
    premium: ["Read every post", "Post, comment and react"],
  },
] as const satisfies readonly PlanArea[];

export interface PlanArea {
  area: string;
  /** Where the area lives in the app (the tour links there). */
  path: string;
  free: readonly string[];
  premium: readonly string[];
}

/** A yearly plan's price per month, to the cent: $19.99/yr is "$1.67/mo". */
export function formatMonthlyEquivalent(plan: PlanId): string {
  const { price, interval } = PLANS[plan];
  const perMonth = interval === "yr" ? price / 12 : price;
  return `$${perMonth.toFixed(2)}/mo`;
}
