import type { Db } from "../../db/client";
import { requirePremium as guard } from "../../platform/guards";
import { getEntitlement } from "./entitlement";

/** Billing's answer to "is this user subscribed?", for other modules' Premium rules. */
export async function isPremium(db: Db, userId: string): Promise<boolean> {
  return (await getEntitlement(db, { userId })).subscribed;
}

/** The Premium guard for other modules' routes. */
export function requirePremium(db: Db) {
  return guard((userId) => isPremium(db, userId));
}
