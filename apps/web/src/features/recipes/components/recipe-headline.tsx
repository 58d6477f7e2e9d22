import { type RecipeCard, categoryLabel } from "@app/shared/recipes";

type Headline = Pick<RecipeCard, "illustrationUrl" | "category" | "title">;

/** A recipe's picture, large: on its page and on the teaser a shared link shows someone signed out. */
export function RecipeIllustration({ recipe }: { recipe: Pick<Headline, "illustrationUrl"> }) {
  return (
    <img
      src={recipe.illustrationUrl}
      alt=""
      width={800}
      height={600}
      className="aspect-[4/3] w-full rounded-2xl border border-border object-cover shadow-card"
    />
  );
}

/** The page's heading: the recipe's category, then its title (`id` names the page's article). */
export function RecipeTitle({ recipe, id }: { recipe: Pick<Headline, "category" | "title">; id: string }) {
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-ember-strong uppercase">{categoryLabel(recipe.category)}</p>
      <h1 id={id} className="font-display text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
        {recipe.title}
      </h1>
    </>
  );
}
