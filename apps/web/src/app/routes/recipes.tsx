import { Crown } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { usePlanKnown } from "@/features/billing/hooks/use-plan-known";
import { useSubscription } from "@/features/billing/hooks/use-subscription";
import { useStartingRecipeTags } from "@/features/onboarding/hooks/use-starting-recipe-tags";
import { RecipeBrowser } from "@/features/recipes/components/recipe-browser";
import { pageTitle, usePageMeta } from "@/lib/page-meta";

export function RecipesPage() {
  usePageMeta({
    title: pageTitle("Recipes"),
    description: "Carnivore recipes from the perfect ribeye to bone-marrow butter, with the nutrition of every serving.",
  });
  const { subscribed } = useSubscription();
  const planKnown = usePlanKnown();
  useDietFilters();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Recipes</h1>
        <p className="mt-2 text-muted-foreground">From a weeknight steak to a Sunday roast: meat, fish, eggs and butter, done well.</p>
      </div>
      <RecipeBrowser
        subscribed={subscribed}
        planKnown={planKnown}
        upgradePrompt={
          <Link to="/premium" className={buttonVariants({ size: "sm", className: "justify-self-start sm:justify-self-end" })}>
            <Crown aria-hidden="true" />
            Upgrade to Premium
          </Link>
        }
      />
    </div>
  );
}

/**
 * A visit to the bare /recipes starts with the filters of the user's diet (dairy-free, egg-free
 * from onboarding's answers), once: clearing them keeps them cleared, and a link with its own
 * filters keeps those.
 */
function useDietFilters() {
  const tags = useStartingRecipeTags();
  const [params, setParams] = useSearchParams();
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || tags === undefined) return;
    applied.current = true;
    if (tags.length > 0 && params.size === 0) setParams({ tags: tags.join(",") }, { replace: true });
  }, [tags, params, setParams]);
}
