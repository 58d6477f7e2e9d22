import {
  Purchases,
  PURCHASES_ERROR_CODE,
  type CustomerInfo,
  type PurchasesOfferings,
  type PurchasesStoreProduct,
} from "@revenuecat/purchases-capacitor";
import { PLANS, tierForPlan, tierForStoreIdentifiers, type PlanId, type ProductOffer, type SubscriptionTier } from "@app/shared/billing";
import { nativePlatform } from "@/lib/platform";
import type { CurrentPlan } from "../hooks/use-subscription";
import { revenueCatApiKey } from "./revenuecat-key";

/**
 * The purchases SDK (RevenueCat) in the native app. Loaded lazily, only in the native shell, so
 * the web bundle never downloads it. The SDK is one per app: this module keeps which user it is
 * configured for and the last offerings and customer info it read.
 */
export interface Entitlement {
  subscribed: boolean;
  subscriptionTier: SubscriptionTier;
  plan: CurrentPlan | null;
}

let configuredUser: Promise<string> | null = null;
let offerings: PurchasesOfferings | null = null;
let customerInfo: CustomerInfo | null = null;

/** Spec section 4: subscribed when an active subscription exists; the first one decides the tier. */
export function entitlementOf(info: CustomerInfo): Entitlement {
  const active = info.activeSubscriptions;
  // The entitlement the first active subscription grants: when it ends and whether it renews.
  const granted = Object.values(info.entitlements.active).find((e) => e.productIdentifier === active[0]);
  const plan: CurrentPlan | null = granted?.expirationDate
    ? {
        source: granted.store === "PLAY_STORE" ? "play_store" : "app_store",
        periodEnd: granted.expirationDate,
        endsAtPeriodEnd: !granted.willRenew,
      }
    : null;
  return { subscribed: active.length > 0, subscriptionTier: tierForStoreIdentifiers(active), plan };
}

/**
 * Configures the SDK with the platform's public key and our user id as RevenueCat's app user id
 * (so its webhooks name our user), once per app start. A later user on the same device logs in.
 */
export async function startPurchases(userId: string): Promise<void> {
  if (configuredUser === null) {
    // A build without the key (apps/web/scripts/build-native.mjs refuses to make one) leaves it
    // out: the plugin then refuses to configure, every later call fails, and that is logged.
    const apiKey = revenueCatApiKey(nativePlatform() ?? "ios") as string;
    configuredUser = Purchases.configure({ apiKey, appUserID: userId }).then(() => userId);
    configuredUser.catch(() => {
      configuredUser = null; // try again next time
    });
  }
  if ((await configuredUser) !== userId) {
    await Purchases.logIn({ appUserID: userId });
    configuredUser = Promise.resolve(userId);
    offerings = null;
  }
}

/** Get customer info (reads activeSubscriptions). */
export async function readEntitlement(): Promise<Entitlement> {
  customerInfo = (await Purchases.getCustomerInfo()).customerInfo;
  return entitlementOf(customerInfo);
}

/** Get offerings: the current offering's packages, with the store's price string and price. */
export async function readProducts(): Promise<ProductOffer[]> {
  offerings = await Purchases.getOfferings();
  return (offerings.current?.availablePackages ?? []).map((pkg) => ({
    id: pkg.identifier,
    localizedPrice: pkg.product.priceString,
    price: pkg.product.price,
  }));
}

/** Live updates from the SDK (renewal, expiry, a purchase elsewhere). Returns a function that stops them. */
export function watchEntitlement(onChange: (entitlement: Entitlement) => void): () => void {
  let stopped = false;
  let callbackId: string | undefined;
  // The plugin calls back with no info when it fails (e.g. not configured).
  Purchases.addCustomerInfoUpdateListener((info: CustomerInfo | null) => {
    if (!info) return;
    customerInfo = info;
    if (!stopped) onChange(entitlementOf(info));
  }).then(
    (id) => {
      callbackId = id;
      if (stopped) void stopListening(id);
    },
    (error: unknown) => console.warn("Could not watch the subscription", error),
  );
  return () => {
    stopped = true;
    if (callbackId !== undefined) void stopListening(callbackId);
  };
}

function stopListening(listenerToRemove: string) {
  return Purchases.removeCustomerInfoUpdateListener({ listenerToRemove }).catch((error: unknown) =>
    console.warn("Could not stop watching the subscription", error),
  );
}

/**
 * Buys the plan's store product (yearly_subscription / monthly_subscription): through its package
 * in the current offering, else straight from the store. Spec section 4: if active subscriptions
 * then exist, the user is subscribed with the plan's tier; otherwise null (nothing changes).
 */
export async function purchasePlan(plan: PlanId): Promise<Entitlement | null> {
  const productId = PLANS[plan].storeProductId;
  offerings ??= await Purchases.getOfferings();
  const pkg = offerings.current?.availablePackages.find((p) => p.product.identifier === productId);
  const result = pkg
    ? await Purchases.purchasePackage({ aPackage: pkg })
    : await Purchases.purchaseStoreProduct({ product: await storeProduct(productId) });
  customerInfo = result.customerInfo;
  return customerInfo.activeSubscriptions.length > 0
    ? { subscribed: true, subscriptionTier: tierForPlan(plan), plan: entitlementOf(customerInfo).plan }
    : null;
}

async function storeProduct(productId: string): Promise<PurchasesStoreProduct> {
  const { products } = await Purchases.getProducts({ productIdentifiers: [productId] });
  const product = products.find((p) => p.identifier === productId);
  if (!product) throw new Error(`The store does not offer ${productId}`);
  return product;
}

/** Restore purchases, then the same check as after a purchase (the first active id decides the tier). */
export async function restore(): Promise<Entitlement | null> {
  customerInfo = (await Purchases.restorePurchases()).customerInfo;
  const entitlement = entitlementOf(customerInfo);
  return entitlement.subscribed ? entitlement : null;
}

const STORE_SUBSCRIPTIONS_URL = {
  ios: "https://apps.apple.com/account/subscriptions",
  android: "https://play.google.com/store/account/subscriptions",
} as const;

/**
 * The store's subscription management: the URL RevenueCat gives for this customer, else the
 * store's own page. The WebView hands other sites to the system, which opens the App Store or
 * Google Play.
 */
export function manageSubscriptions(): void {
  const fallback = STORE_SUBSCRIPTIONS_URL[nativePlatform() ?? "ios"];
  window.location.assign(customerInfo?.managementURL ?? fallback);
}

/** The user closed the store's purchase sheet: not a failure. */
export function isUserCancellation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, data, userCancelled } = error as { code?: unknown; data?: { userCancelled?: unknown }; userCancelled?: unknown };
  return code === PURCHASES_ERROR_CODE.PURCHASE_CANCELLED_ERROR || userCancelled === true || data?.userCancelled === true;
}
