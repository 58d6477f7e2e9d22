import { type Drink, type DrinksDayResponse, drinkTotals } from "@app/shared/drinks";
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { invalidate, optimisticEdit } from "@/lib/query-client";
import { deleteDrink, getDrinksDay, logDrink, patchDrinkSettings } from "./drinks-api";
import { foodKeys } from "./food-queries";

/** One local day's drinks (the dashboard's today, or the food log's shown day). */
/** A day's drinks, for useDrinksDay and for a page that starts the read before the card mounts. */
export const drinksDayQuery = (date: string, tz: string) =>
  queryOptions({ queryKey: foodKeys.drinkDay(date, tz), queryFn: ({ signal }) => getDrinksDay(date, tz, signal) });

export const useDrinksDay = (date: string, tz: string) => useQuery(drinksDayQuery(date, tz));

/** After a drink comes or goes: every cached day of drinks, and the insights electrolyte water adds to. */
function drinksChanged(client: QueryClient) {
  return invalidate(client, foodKeys.drinkDays(), foodKeys.computed());
}

/** A day with or without a drink: the total follows at once, the server's response replaces it. */
function withDrinks(day: DrinksDayResponse, drinks: Drink[]): DrinksDayResponse {
  return { ...day, drinks, totals: drinkTotals(drinks) };
}

/** Logs a drink into the day `date` shows: its total follows as soon as the server responds. */
export function useLogDrinkMutation(date: string, tz: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logDrink,
    onSuccess: (drink) => {
      client.setQueryData<DrinksDayResponse>(foodKeys.drinkDay(date, tz), (day) => {
        if (!day || day.drinks.some((d) => d.id === drink.id)) return day;
        return withDrinks(
          day,
          [...day.drinks, drink].sort((a, b) => Date.parse(a.drunkAt) - Date.parse(b.drunkAt)),
        );
      });
    },
    onSettled: () => drinksChanged(client),
  });
}

/** Removes a drink: it leaves the list and the total at once (and comes back if the server refuses). */
export function useDeleteDrinkMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (drink: Drink) => deleteDrink(drink.id),
    ...optimisticEdit(client, foodKeys.drinkDays(), (day: DrinksDayResponse, drink: Drink) =>
      withDrinks(
        day,
        day.drinks.filter((d) => d.id !== drink.id),
      ),
    ),
    onSettled: () => drinksChanged(client),
  });
}

export function usePatchDrinkSettingsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: patchDrinkSettings,
    onSuccess: (settings) => {
      client.setQueriesData<DrinksDayResponse>({ queryKey: foodKeys.drinkDays() }, (day) => day && { ...day, settings });
    },
    onSettled: () => client.invalidateQueries({ queryKey: foodKeys.drinkDays() }),
  });
}
