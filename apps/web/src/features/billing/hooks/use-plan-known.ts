import { useState } from "react";
import { useSubscription } from "./use-subscription";

/**
 * Whether the plan has been known once on this page. `loading` is true again while a store
 * purchase or restore runs (native); what waited for the plan to be drawn must not vanish then.
 */
export function usePlanKnown(): boolean {
  const { loading } = useSubscription();
  const [known, setKnown] = useState(!loading);
  if (!loading && !known) setKnown(true);
  return known;
}
