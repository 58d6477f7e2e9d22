import { type OnboardingBody, type PreferencesBody, profileResponse } from "@app/shared/profile";
import { targetsResponse } from "@app/shared/nutrition";
import { unitsResponse } from "@app/shared/progress";
import { api, read } from "@/lib/api-client";

/* The profile endpoints (/api/profile), and the two reads onboarding starts from (the weight unit, the targets). */

export const getProfile = (signal?: AbortSignal) => read(api.profile.$get({}, { init: { signal } }), profileResponse);

/** keepalive: a skip or a finish sent just before the page is closed or reloaded still arrives. */
export const finishOnboarding = (body: OnboardingBody) =>
  read(api.profile.onboarding.$put({ json: body }, { init: { keepalive: true } }), profileResponse);

export const savePreferences = (body: PreferencesBody) => read(api.profile.preferences.$patch({ json: body }), profileResponse);

export const getUnits = (signal?: AbortSignal) => read(api.progress.units.$get({}, { init: { signal } }), unitsResponse);

export const getTargets = (signal?: AbortSignal) => read(api.food.targets.$get({}, { init: { signal } }), targetsResponse);
