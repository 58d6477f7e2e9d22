import { formatClock } from "@/lib/format";
import { serverNow } from "@/lib/server-clock";
import { useNow } from "@/lib/use-now";
import { reportFailure } from "@/lib/failed";

/** The running fast, as the page that composes food and fasting passes it in. */
export interface ActiveFast {
  startTime: string;
}

/**
 * Ends the running fast at `endTime` (ISO); rejects with the server's error. The fasting feature's
 * end mutation, passed in by the page that composes food or recipes with fasting.
 */
export type EndFast = (endTime: string) => Promise<unknown>;

/**
 * When a fast ends with a meal: at the meal time, but never in the future (the server refuses it;
 * a meal logged ahead ends the fast now) nor before the fast began (a meal in its first minute).
 */
function fastEndFor(mealTime: number, fastStart: number, now = serverNow()): number {
  return Math.max(fastStart, Math.min(mealTime, now));
}

interface useEndFastOnLogProps {
  activeFast: ActiveFast | null | undefined;
  onEndFast: EndFast | undefined;
  /** Only a new meal ends a fast, never an edit. */
  adding: boolean;
  /** The meal time typed so far (null: not a full date and time). */
  mealTime: Date | null;
  /** Runs after an attempt to end the fast, whatever its outcome. */
  afterEnd?: () => void;
}

/**
 * A new meal eaten while a fast runs, after it started, can end it at the meal's time. `offer` is
 * what the dialog shows for the meal time typed so far (null: no fast to end); `endWith` ends the
 * fast for the meal logged, and says how it went: the sentence for the "Added" toast, or null
 * (a failure has its own toast; the meal stays logged). `afterEnd` runs either way (the food log
 * reads its days again, since the fasts they show changed). Shared by the food log's dialog and a
 * recipe's "Log this meal", which the pages composing food or recipes with fasting feed.
 */
export function useEndFastOnLog({ activeFast, onEndFast, adding, mealTime, afterEnd }: useEndFastOnLogProps) {
  const now = useNow(15_000);
  const fastStart = activeFast ? Date.parse(activeFast.startTime) : Number.NaN;
  // The time field has minutes only: a meal in the minute the fast started counts as after it.
  const endsFast = (meal: Date | null): meal is Date =>
    adding && onEndFast !== undefined && meal !== null && meal.getTime() >= fastStart - (fastStart % 60_000);

  return {
    offer: endsFast(mealTime) ? { since: activeFast!.startTime, endsAt: new Date(fastEndFor(mealTime.getTime(), fastStart, now)) } : null,
    endWith: async (meal: Date): Promise<string | null> => {
      if (!endsFast(meal)) return null;
      const endTime = new Date(fastEndFor(meal.getTime(), fastStart)).toISOString();
      try {
        await onEndFast!(endTime);
        return `Your fast ended at ${formatClock(endTime)}.`;
      } catch (error) {
        reportFailure("Couldn't end your fast", error);
        return null;
      } finally {
        afterEnd?.();
      }
    },
  };
}
