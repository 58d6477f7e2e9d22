import {
  drinkResponse,
  drinkSettingsResponse,
  drinksDayResponse,
  type Drink,
  type DrinkSettingsResponse,
  type DrinksDayResponse,
  type DrinkSettingsPatch,
  type LogDrinkBody,
} from "@app/shared/drinks";
import { api, read } from "@/lib/api-client";

/* The drinks endpoints (part of the food log on the server). Each response is checked against its contract. */

/** GET /api/food/drinks: one local day's drinks, their totals and the user's drink settings. */
export async function getDrinksDay(date: string, tz: string, signal?: AbortSignal): Promise<DrinksDayResponse> {
  return read(api.food.drinks.$get({ query: { date, tz } }, { init: { signal } }), drinksDayResponse);
}

export async function logDrink(body: LogDrinkBody): Promise<Drink> {
  return (await read(api.food.drinks.$post({ json: body }), drinkResponse)).drink;
}

export async function deleteDrink(id: string): Promise<void> {
  await api.food.drinks[":id"].$delete({ param: { id } });
}

export async function patchDrinkSettings(patch: DrinkSettingsPatch): Promise<DrinkSettingsResponse> {
  return read(api.food["drink-settings"].$patch({ json: patch }), drinkSettingsResponse);
}
