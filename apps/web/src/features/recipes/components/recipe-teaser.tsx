import { type RecipeTeaserResponse, formatMinutes } from "@app/shared/recipes";
import { Clock } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { RecipeIllustration, RecipeTitle } from "./recipe-headline";

type Teaser = RecipeTeaserResponse["recipe"];

/** What a shared recipe link shows someone signed out: the dish, and the way in. */
export function RecipeTeaser({ recipe, signInPath }: { recipe: Teaser; signInPath: string }) {
  return (
    <article aria-labelledby="teaser-title" className="mx-auto grid w-full max-w-3xl gap-6 pt-2">
      <RecipeIllustration recipe={recipe} />
      <div className="grid gap-3 text-center">
        <RecipeTitle recipe={recipe} id="teaser-title" />
        <p className="mx-auto max-w-xl text-lg text-pretty text-muted-foreground">{recipe.description}</p>
        <p className="inline-flex items-center justify-center gap-1.5 text-sm text-muted-foreground">
          <Clock aria-hidden="true" className="size-4" />
          {formatMinutes(recipe.prepMinutes + recipe.cookMinutes)}
        </p>
      </div>
      <div className="grid justify-items-center gap-3 rounded-xl border border-border bg-surface p-6 text-center shadow-card">
        <p className="font-bold">Cook it with CarniTrack</p>
        <p className="max-w-md text-sm text-pretty text-muted-foreground">
          {recipe.free
            ? "It's one of our free recipes: sign in or create a free account for the ingredients, the method and its nutrition, logged to your food log in one tap."
            : "It's one of our Premium recipes: sign in for its ingredients, method and nutrition with Premium, or create a free account and start with our five free recipes."}
        </p>
        <Link to={signInPath} className={buttonVariants({ className: "mt-1" })}>
          Sign in to see the recipe
        </Link>
      </div>
    </article>
  );
}
