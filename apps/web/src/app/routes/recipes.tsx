import { Crown } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { useSubscription } from "@/features/billing/hooks/use-subscription";
import { RecipeBrowser } from "@/features/recipes/components/recipe-browser";
import { pageTitle, usePageMeta } from "@/lib/page-meta";

export function RecipesPage() {
  usePageMeta({
    title: pageTitle("Recipes"),
    description: "Carnivore recipes from the perfect ribeye to bone-marrow butter, with the nutrition of every serving.",
  });
  const { subscribed } = useSubscription();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Recipes</h1>
        <p className="mt-2 text-muted-foreground">From a weeknight steak to a Sunday roast: meat, fish, eggs and butter, done well.</p>
      </div>
      <RecipeBrowser
        subscribed={subscribed}
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
