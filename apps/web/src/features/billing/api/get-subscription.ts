import type { ProductOffer, SubscriptionTier } from "@app/shared/billing";
import { apiFetch } from "@/lib/api";

export interface WebSubscription {
  subscribed: boolean;
  subscriptionTier: SubscriptionTier;
  products: ProductOffer[];
}

const TIERS: readonly string[] = ["Free", "Monthly", "Annual"] satisfies SubscriptionTier[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function isOffer(value: unknown): value is ProductOffer {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    typeof value.localizedPrice === "string" &&
    typeof value.price === "number"
  );
}

/** GET /api/subscription: the server's entitlement for the signed-in user. Throws on failure. */
export async function getSubscription(): Promise<WebSubscription> {
  const body: unknown = await (await apiFetch("/api/subscription")).json();
  if (
    !isRecord(body) ||
    typeof body.subscribed !== "boolean" ||
    typeof body.subscriptionTier !== "string" ||
    !TIERS.includes(body.subscriptionTier) ||
    !Array.isArray(body.products) ||
    !body.products.every(isOffer)
  ) {
    throw new Error("Unexpected response from the server (subscription).");
  }
  return {
    subscribed: body.subscribed,
    subscriptionTier: body.subscriptionTier as SubscriptionTier,
    products: body.products,
  };
}
