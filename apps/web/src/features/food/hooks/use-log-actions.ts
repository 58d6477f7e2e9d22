import type { FoodDayResponse, FoodEntry, FoodMeal, SavedMeal } from "@app/shared/food";
import { useQueryClient } from "@tanstack/react-query";
import { deleteWithUndo } from "@/lib/delete-with-undo";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import {
  foodKeys,
  useCopyDayMutation,
  useDeleteEntryMutation,
  useDeleteMealMutation,
  useFoodDay,
  useLogEntryMutation,
  useLogSavedMealMutation,
  useRelogMealMutation,
} from "../api/food-queries";
import { newMealTime } from "../log-form";
import { everydayName } from "../components/food-name";
import { logBodyFromEntry } from "../food-units";
import { formatDay } from "@/lib/format";
import { relativeDayName, shiftDay, todayLocal } from "@/lib/local-day";
import { useNow } from "@/lib/use-now";

/**
 * Delete at once (the entry leaves the list before the server responds), with "Undo" in the toast:
 * Undo logs the same food, amount, unit, weighing, time and note again.
 */
export function useDeleteEntryWithUndo(): (entry: FoodEntry) => void {
  const remove = useDeleteEntryMutation();
  const restore = useLogEntryMutation();
  return (entry) =>
    void deleteWithUndo({
      remove: () => remove.mutateAsync(entry),
      restore: () => restore.mutateAsync(logBodyFromEntry(entry)),
      title: "Entry deleted",
      failureTitle: "Couldn't delete this entry",
      restoredTitle: "Entry restored",
      restoreFailureTitle: "Couldn't restore the entry",
      description: everydayName(entry.food),
    });
}

/** A meal logged as one is deleted as one, with "Undo", which logs its recipe again as it was. */
export function useDeleteMealWithUndo(): (meal: FoodMeal) => void {
  const remove = useDeleteMealMutation();
  const restore = useRelogMealMutation();
  return (meal) =>
    void deleteWithUndo({
      remove: () => remove.mutateAsync(meal),
      restore: () => restore.mutateAsync(meal),
      title: "Meal deleted",
      failureTitle: "Couldn't delete this meal",
      restoredTitle: "Meal restored",
      restoreFailureTitle: "Couldn't restore the meal",
      description: meal.title,
    });
}

/**
 * "Copy yesterday": the previous day's entries into `date`, at the same times of day. None for a
 * day after today (`copyPreviousDay` undefined): meals are logged once eaten, so the server copies
 * into today at the latest (and leaves out what would land after now). "Today" is the browser's
 * day (the `tz` the server is told), checked again each minute, so the offer follows midnight.
 */
export function useCopyPreviousDay(date: string, tz: string) {
  const copy = useCopyDayMutation();
  const latest = todayLocal(new Date(useNow()));
  const from = shiftDay(date, -1);
  const relative = relativeDayName(from)?.toLowerCase();
  // "yesterday" / "on Monday, 21 December".
  const when = relative ?? `on ${formatDay(from)}`;
  return {
    isPending: copy.isPending,
    copyPreviousDay:
      date > latest
        ? undefined
        : () =>
            copy.mutate(
              { from, to: date, tz },
              {
                onSuccess: (copied) => {
                  if (copied === 0) toast("Nothing to copy", { description: `Nothing was logged ${when}.` });
                  else
                    toast.success(`Copied ${copied} ${copied === 1 ? "entry" : "entries"}`, {
                      description: `From ${relative ?? formatDay(from)}, at the same times.`,
                    });
                },
                onError: (error) => reportFailure("Couldn't copy the day", error),
              },
            ),
  };
}

/** The shown day's last meal time (ISO), or null for a day without entries (or not read yet). */
export function useDayMealTime(date: string, tz: string): string | null {
  return useFoodDay(date, tz).data?.entries.at(-1)?.eatenAt ?? null;
}

/**
 * A saved meal logged as saved, in one tap, at the shown day's meal time (now, today), with "Undo"
 * in the toast, which deletes what it logged. The day is read from the cache at the tap, so the
 * search box does not re-render with every response of the day.
 */
export function useLogSavedMealNow(date: string, tz: string): (meal: SavedMeal) => void {
  const client = useQueryClient();
  const log = useLogSavedMealMutation();
  const remove = useDeleteEntryMutation();
  return (meal) => {
    const dayMealTime = client.getQueryData<FoodDayResponse>(foodKeys.day(date, tz))?.entries.at(-1)?.eatenAt;
    void log.mutateAsync({ id: meal.id, eatenAt: newMealTime(date, dayMealTime).toISOString() }).then(
      (entries) =>
        toast.success(`Added ${meal.name}`, {
          description: entries.map((entry) => everydayName(entry.food)).join(", "),
          duration: 10_000,
          action: {
            label: "Undo",
            onClick: () => {
              void Promise.all(entries.map((entry) => remove.mutateAsync(entry))).then(
                () => toast("Removed", { description: meal.name }),
                (error: unknown) => reportFailure("Couldn't remove it all", error),
              );
            },
          },
        }),
      (error: unknown) => reportFailure(`Couldn't add ${meal.name}`, error),
    );
  };
}
