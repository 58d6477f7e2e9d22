import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { isLocalDate, todayLocal } from "@/lib/local-day";

/**
 * The day the log shows, kept in the address (`/food?date=2026-11-22`) so a reload, a shared link
 * or Back keep it; today when the address names none, no real day, or a day after today (meals are
 * logged once eaten, so a day ahead holds nothing to show or add).
 */
export function useShownDay(): [string, (date: string) => void] {
  const [params, setParams] = useSearchParams();
  const param = params.get("date");
  const today = todayLocal();
  const date = isLocalDate(param) && param <= today ? param : today;
  const setDate = useCallback(
    (next: string) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === todayLocal()) updated.delete("date");
          else updated.set("date", next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [date, setDate];
}
