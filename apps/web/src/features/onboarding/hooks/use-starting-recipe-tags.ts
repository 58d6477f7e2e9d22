import type { RecipeTag } from "@app/shared/recipes";
import { useProfile } from "../api/profile-queries";

/**
 * The recipe filters a user's diet starts the recipe browser with: dairy-free and egg-free for
 * someone who said they don't eat them. Undefined while the profile loads.
 */
export function useStartingRecipeTags(): RecipeTag[] | undefined {
  const profile = useProfile();
  if (!profile.data) return profile.isError ? [] : undefined;
  const tags: RecipeTag[] = [];
  if (profile.data.eatsDairy === false) tags.push("dairy-free");
  if (profile.data.eatsEggs === false) tags.push("egg-free");
  return tags;
}
