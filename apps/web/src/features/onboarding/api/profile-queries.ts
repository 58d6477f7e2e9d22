import type { OnboardingBody, PreferencesBody, ProfileResponse } from "@app/shared/profile";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as api from "./profile-api";

export const profileKeys = {
  all: ["profile"] as const,
  profile: () => [...profileKeys.all, "me"] as const,
  /** The unit and targets onboarding starts from: read afresh each time it opens. */
  start: () => [...profileKeys.all, "start"] as const,
};

export const profileQuery = () => queryOptions({ queryKey: profileKeys.profile(), queryFn: ({ signal }) => api.getProfile(signal) });

export const useProfile = () => useQuery(profileQuery());

/** What the form starts from: the user's weight unit and, when it is opened again, their targets. */
export function useOnboardingStart(enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.start(),
    queryFn: async ({ signal }) => {
      const [units, targets] = await Promise.all([api.getUnits(signal), api.getTargets(signal)]);
      return { units, targets };
    },
    enabled,
    staleTime: 0,
  });
}

/**
 * Ends onboarding. Its answers reach progress (weigh-in, unit, goal line), food (targets, profile)
 * and fasting (the start form's plan), so every query is read again.
 */
export function useFinishOnboarding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardingBody) => api.finishOnboarding(body),
    // A skip counts at once: a page opened before the server responds does not show onboarding
    // again. Should it fail, the profile is read again and onboarding opens on a later visit.
    onMutate: async (body) => {
      if (body.outcome !== "skipped") return;
      await client.cancelQueries({ queryKey: profileKeys.profile() });
      client.setQueryData<ProfileResponse>(
        profileKeys.profile(),
        (profile) => profile && { ...profile, onboarding: { outcome: "skipped", at: new Date().toISOString() } },
      );
    },
    onError: (_error, body) => {
      if (body.outcome === "skipped") void client.invalidateQueries({ queryKey: profileKeys.profile() });
    },
    onSuccess: async (saved) => {
      client.setQueryData<ProfileResponse>(profileKeys.profile(), saved);
      await client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== profileKeys.all[0] });
    },
  });
}

/**
 * Whether the user asked for focus mode (no streaks, no celebrations). Until the profile is known
 * it counts as on, so a user who chose it never sees a streak flash by while the page loads.
 */
export function useFocusMode(): boolean {
  const profile = useProfile();
  return profile.data ? profile.data.focusMode : true;
}

/** Saves preferences; every page that shows streaks or celebrations reads them from the profile. */
export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesBody) => api.savePreferences(body),
    onSuccess: (saved) => client.setQueryData<ProfileResponse>(profileKeys.profile(), saved),
  });
}
