import type { PlanId } from "@app/shared/billing";
import type { StripeConfig } from "../../config";
import type { Db } from "../../db/client";
import { getOrCreateCustomer, type Stripe } from "./stripe-client";

interface Buyer {
  id: string;
  email: string;
  name: string;
}

/** A Stripe Checkout Session for a subscription to `plan`; its URL is where the buyer goes. */
export async function createStripeCheckout(
  stripe: Stripe,
  db: Db,
  { user, plan, prices, appUrl }: { user: Buyer; plan: PlanId; prices: StripeConfig["prices"]; appUrl: string },
): Promise<string> {
  const customer = await getOrCreateCustomer(stripe, db, user);
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: user.id,
    line_items: [{ price: prices[plan], quantity: 1 }],
    subscription_data: { metadata: { userId: user.id } },
    allow_promotion_codes: true,
    success_url: `${appUrl}/dashboard?checkout=success`,
    cancel_url: `${appUrl}/dashboard?checkout=cancelled`,
  });
  if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
  return session.url;
}

/** A Stripe billing portal session for the user's customer, returning to the dashboard. */
export async function createStripePortal(stripe: Stripe, db: Db, { user, appUrl }: { user: Buyer; appUrl: string }): Promise<string> {
  const customer = await getOrCreateCustomer(stripe, db, user);
  const portal = await stripe.billingPortal.sessions.create({ customer, return_url: `${appUrl}/dashboard` });
  return portal.url;
}
