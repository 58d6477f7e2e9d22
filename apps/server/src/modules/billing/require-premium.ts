import type { Db } from "../../db/client";
import { requirePremium as guard } from "../../platform/guards";
import { getEntitlement } from "./entitlement";

/** The Premium guard for other modules' routes, with billing's own answer to "subscribed?". */
export function requirePremium(db: Db) {
  return guard(async (userId) => (await getEntitlement(db, { userId })).subscribed);
}
