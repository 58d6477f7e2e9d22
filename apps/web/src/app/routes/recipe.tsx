import { LoadError } from "@/components/ui/load-error";
import { RefreshCw } from "lucide-react";
import { useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { PublicPageShell } from "@/components/public-page-shell";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { useEndFastMutation, useFastingSessions } from "@/features/fasting/api/fasting-queries";
import { UpgradePrompt } from "@/features/billing/components/upgrade-prompt";
import { useSubscription } from "@/features/billing/hooks/use-subscription";
import { signInPathFor } from "@/features/auth/components/require-auth";
import { useRecipe } from "@/features/recipes/api/recipes-queries";
import { useRecipeTeaser } from "@/features/recipes/api/use-recipe-teaser";
import { LockedRecipe, RecipeDetail } from "@/features/recipes/components/recipe-detail";
import { RecipeTeaser } from "@/features/recipes/components/recipe-teaser";
import { errorStatus } from "@/lib/errors";
import { pageTitle, usePageMeta } from "@/lib/page-meta";
import { NotFoundInApp, NotFoundPage } from "./not-found";

export function RecipePage() {
  const { slug = "" } = useParams();
  const query = useRecipe(slug);
  const { subscribed } = useSubscription();
  // "Log this meal" offers to end a running fast at the meal's time, with fasting's own mutation.
  const { active } = useFastingSessions();
  const endFast = useEndFastMutation();
  const recipe = query.data?.recipe;
  usePageMeta({ title: pageTitle(recipe?.title ?? "Recipe"), description: recipe?.description });

  if (errorStatus(query.error) === 404) return <NotFoundInApp />;
  if (!recipe) {
    return query.isError ? (
      <LoadError what="this recipe" onRetry={() => void query.refetch()} />
    ) : (
      <div className="grid gap-6">
        <div className="aspect-[4/3] animate-pulse rounded-2xl bg-muted/60 md:aspect-[16/6]" />
        <div className="h-64 animate-pulse rounded-xl bg-muted/60" />
      </div>
    );
  }
  if (recipe.locked) {
    return (
      <LockedRecipe
        recipe={recipe}
        upgradePrompt={
          <UpgradePrompt
            title="This one is Premium"
            text="Premium opens every recipe: its ingredients, method and nutrition, scaled to your servings and logged in one tap."
          />
        }
      />
    );
  }
  return <RecipeDetail recipe={recipe} canFavorite={subscribed} activeFast={active} onEndFast={endFast.mutateAsync} />;
}

/** A shared recipe link opened by someone signed out: the dish, and a way in that comes back here. */
export function RecipeTeaserPage() {
  const { slug = "" } = useParams();
  const teaser = useRecipeTeaser(slug);
  const recipe = teaser.state === "found" ? teaser.recipe : undefined;
  usePageMeta({ title: pageTitle(recipe?.title ?? "Recipe"), description: recipe?.description });
  if (teaser.state === "missing") return <NotFoundPage />;
  if (teaser.state === "failed") {
    return (
      <PublicPageShell className="items-center justify-center gap-3 text-center">
        <p className="text-muted-foreground">We couldn't load this recipe.</p>
        <Button variant="outline" onClick={teaser.retry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </PublicPageShell>
    );
  }
  if (!recipe) return <LoadingScreen />;
  return (
    <PublicPageShell>
      <RecipeTeaser recipe={recipe} signInPath={signInPathFor(`/recipes/${slug}`)} />
    </PublicPageShell>
  );
}
