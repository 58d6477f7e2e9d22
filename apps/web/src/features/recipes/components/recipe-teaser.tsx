import type { RecipeTeaserResponse } from "@app/shared/contracts/recipes";
import { categoryLabel, formatMinutes } from "@app/shared/recipes";
import { Clock } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";

type Teaser = RecipeTeaserResponse["recipe"];

/** What a shared recipe link shows someone signed out: the dish, and the way in. */
export function RecipeTeaser({ recipe, signInPath }: { recipe: Teaser; signInPath: string }) {
  return (
    <article aria-labelledby="teaser-title" className="mx-auto grid w-full max-w-3xl gap-6 pt-2">
      <img
        src={recipe.illustrationUrl}
        alt=""
        width={800}
        height={600}
        className="aspect-[4/3] w-full rounded-2xl border border-border object-cover shadow-card"
      />
      <div className="grid gap-3 text-center">
        <p className="text-sm font-semibold tracking-wide text-ember-strong uppercase">{categoryLabel(recipe.category)}</p>
        <h1 id="teaser-title" className="font-display text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
          {recipe.title}
        </h1>
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
