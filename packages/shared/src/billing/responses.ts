/** GET /api/subscription's response: the server types it with this, the app checks it. */
import * as z from "zod/mini";
import { PLAN_IDS, SUBSCRIPTION_SOURCES } from "./rules";

export const productOfferSchema = z.object({ id: z.string(), localizedPrice: z.string(), price: z.number() });

export const subscriptionStateResponse = z.object({
  subscribed: z.boolean(),
  subscriptionTier: z.enum(["Free", "Monthly", "Annual"]),
  platform: z.enum(["web", "native"]),
  products: z.array(productOfferSchema),
  previewMode: z.boolean(),
  subscription: z.nullable(
    z.object({
      source: z.enum(SUBSCRIPTION_SOURCES),
      plan: z.enum(PLAN_IDS),
      status: z.string(),
      currentPeriodEnd: z.iso.datetime({ offset: true }),
      cancelAtPeriodEnd: z.boolean(),
    }),
  ),
});

/** GET /api/subscription */
export type SubscriptionStateResponse = z.infer<typeof subscriptionStateResponse>;
export type SubscriptionState = SubscriptionStateResponse;
export type SubscriptionDetails = NonNullable<SubscriptionState["subscription"]>;
