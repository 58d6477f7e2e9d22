import {
  recipeNutritionSchema,
  type OpenRecipe,
  type RecipeCard,
  type RecipeIngredientView,
  type RecipeNutrition,
  formatMinutes,
  ingredientDetails,
  scaledGrams,
  SERVINGS_MAX,
  SERVINGS_MIN,
  tagLabel,
} from "@app/shared/recipes";
import { formatRatio, NUTRIENTS } from "@app/shared/food";
import { ChefHat, Clock, Flame, Info, Lightbulb, Minus, Plus, Printer, Users } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatNumber } from "@/lib/format";
import type { ActiveFast, EndFast } from "@/features/fasting";
import { FavoriteButton } from "./favorite-button";
import { LogRecipeButton } from "./log-recipe-dialog";
import { RecipeIllustration, RecipeTitle } from "./recipe-headline";
import { ShareButton } from "./share-button";
import { BackLink } from "@/components/back-link";

const grams = (n: number) => `${formatNumber(n)} g`;

/** The picture, title and the facts at a glance, for an open and a locked recipe alike. */
function Hero({ recipe, actions }: { recipe: RecipeCard; actions?: ReactNode }) {
  const total = recipe.prepMinutes + recipe.cookMinutes;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] md:items-center print:grid-cols-[12rem_1fr]">
      <RecipeIllustration recipe={recipe} />
      <div className="grid content-center gap-4">
        <RecipeTitle recipe={recipe} id="recipe-title" />
        <p className="text-lg text-pretty text-muted-foreground">{recipe.description}</p>
        <ul aria-label="At a glance" className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <li className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
            <span>
              <span className="font-semibold">{formatMinutes(total)}</span>
              <span className="text-muted-foreground">
                {" "}
                ({formatMinutes(recipe.prepMinutes)} prep, {formatMinutes(recipe.cookMinutes)} cooking)
              </span>
            </span>
          </li>
          {recipe.perServing.kcal !== null && (
            <li className="inline-flex items-center gap-1.5">
              <Flame aria-hidden="true" className="size-4 text-muted-foreground" />
              <span>
                <span className="font-semibold">{formatNumber(recipe.perServing.kcal, { digits: 0 })} kcal</span>
                <span className="text-muted-foreground"> a serving</span>
              </span>
            </li>
          )}
        </ul>
        {recipe.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-2">
            {recipe.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground">
                {tagLabel(tag)}
              </li>
            ))}
          </ul>
        )}
        {actions}
      </div>
    </div>
  );
}

function ServingsControl({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  return (
    <div className="flex items-center gap-3 print:hidden" role="group" aria-labelledby="servings-label">
      <span id="servings-label" className="text-sm font-semibold">
        Servings
      </span>
      <div className="flex items-center rounded-full border border-border bg-surface">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Fewer servings"
          disabled={value <= SERVINGS_MIN}
          onClick={() => onChange(value - 1)}
          className="rounded-full"
        >
          <Minus aria-hidden="true" />
        </Button>
        <output
          aria-live="polite"
          aria-labelledby="servings-label"
          className="w-8 text-center font-display text-lg font-extrabold tabular-nums"
          data-testid="servings"
        >
          {value}
        </output>
        <Button
          variant="ghost"
          size="icon"
          aria-label="More servings"
          disabled={value >= SERVINGS_MAX}
          onClick={() => onChange(value + 1)}
          className="rounded-full"
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

function IngredientLine({ ingredient, base, servings }: { ingredient: RecipeIngredientView; base: number; servings: number }) {
  const amount = scaledGrams(ingredient.grams, base, servings);
  const details = ingredientDetails(ingredient, base, servings);
  return (
    <li className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-3 border-b border-border py-3 last:border-b-0">
      <span className="font-display font-extrabold tabular-nums">{grams(amount)}</span>
      <span>
        <span className="font-semibold">{ingredient.name}</span>
        {details && <span className="text-muted-foreground">, {details}</span>}
      </span>
    </li>
  );
}

/** The nutrients a recipe's contract carries per serving. */
type NutritionKey = keyof Omit<RecipeNutrition, "incomplete" | "fatProteinRatio">;
/** A serving's figures: the food log's nutrients (names, units, order) that the contract carries. */
const NUTRITION_ROWS = NUTRIENTS.filter(
  (n): n is Extract<(typeof NUTRIENTS)[number], { key: NutritionKey }> => n.key in recipeNutritionSchema.shape,
);

function NutritionPanel({ nutrition }: { nutrition: RecipeNutrition }) {
  const ratio = nutrition.fatProteinRatio;
  return (
    <section aria-labelledby="nutrition-title" className="grid content-start gap-4">
      <h2 id="nutrition-title" className="text-xl font-bold tracking-tight">
        Nutrition per serving
      </h2>
      <dl className="grid grid-cols-2 gap-2.5">
        {NUTRITION_ROWS.map(({ key, label, unit }) => {
          const value = nutrition[key];
          return (
            <div key={key} className="rounded-lg border border-border bg-background/60 px-3 py-2.5">
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className="mt-0.5 font-display text-xl font-extrabold tracking-tight tabular-nums">
                {value === null ? (
                  <span className="text-base font-semibold text-muted-foreground">no data</span>
                ) : (
                  `${formatNumber(value)} ${unit}`
                )}
                {value !== null && nutrition.incomplete.includes(key) && (
                  <>
                    <span aria-hidden="true" className="text-muted-foreground">
                      *
                    </span>
                    <span className="sr-only"> (some ingredients have no data for it)</span>
                  </>
                )}
              </dd>
            </div>
          );
        })}
        <div className="col-span-2 rounded-lg bg-muted/70 px-3 py-2.5">
          <dt className="text-xs font-medium text-muted-foreground">Fat : protein (by grams)</dt>
          <dd className="mt-0.5">
            {ratio ? (
              <>
                <span className="font-display text-xl font-extrabold tracking-tight tabular-nums" data-testid="recipe-ratio">
                  {formatRatio(ratio.byGrams)}
                </span>
                <span className="ml-2 text-sm text-muted-foreground tabular-nums">
                  {ratio.fatEnergyPercent}% of calories from fat, {ratio.proteinEnergyPercent}% from protein
                </span>
              </>
            ) : (
              <span className="text-sm text-muted-foreground">No protein in this recipe.</span>
            )}
          </dd>
        </div>
      </dl>
      <p className="flex gap-2 text-xs text-muted-foreground">
        <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        <span>
          Computed from the USDA figures of each ingredient, cooked weights through their yields.
          {nutrition.incomplete.length > 0 && " * Some ingredients have no data for this: the figure leaves them out."}
        </span>
      </p>
    </section>
  );
}

interface RecipeDetailProps {
  recipe: OpenRecipe;
  canFavorite: boolean;
  /** The running fast and fasting's end mutation, which "Log this meal" offers to end with the meal. */
  activeFast?: ActiveFast | null;
  onEndFast?: EndFast;
}

/** A recipe the user may cook: ingredients for the servings chosen, the method, nutrition, log, share, print. */
export function RecipeDetail({ recipe, canFavorite, activeFast, onEndFast }: RecipeDetailProps) {
  const [servings, setServings] = useState(recipe.servings);
  return (
    <article className="grid gap-8" aria-labelledby="recipe-title">
      <BackLink to="/recipes" className="justify-self-start print:hidden">
        All recipes
      </BackLink>
      <Hero
        recipe={recipe}
        actions={
          <div className="flex flex-wrap items-center gap-2 pt-1 print:hidden">
            <LogRecipeButton slug={recipe.slug} title={recipe.title} activeFast={activeFast} onEndFast={onEndFast} />
            {canFavorite && <FavoriteButton slug={recipe.slug} title={recipe.title} favorite={recipe.favorite} />}
            <ShareButton slug={recipe.slug} title={recipe.title} />
            <Button variant="outline" size="icon" aria-label="Print" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
            </Button>
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] print:grid-cols-1">
        <Card as="section" aria-labelledby="ingredients-title">
          <CardContent className="grid gap-4 pt-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="ingredients-title" className="text-xl font-bold tracking-tight">
                Ingredients
              </h2>
              <ServingsControl value={servings} onChange={setServings} />
            </div>
            <p className="hidden text-sm print:block">For {servings === 1 ? "1 serving" : `${servings} servings`}.</p>
            {servings !== recipe.servings && (
              <p className="flex gap-2 rounded-lg bg-muted/70 px-3 py-2 text-sm text-muted-foreground" data-testid="scaled-note">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  Amounts for {servings === 1 ? "1 serving" : `${servings} servings`}. The method is written for the recipe's{" "}
                  {recipe.servings}: scale any amounts in it the same way.
                </span>
              </p>
            )}
            <ul aria-label={`Ingredients for ${servings === 1 ? "1 serving" : `${servings} servings`}`}>
              {recipe.ingredients.map((ingredient, i) => (
                <IngredientLine
                  // The same food may be two lines (butter to cook and butter to seal): a line is its place.
                  key={i}
                  ingredient={ingredient}
                  base={recipe.servings}
                  servings={servings}
                />
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card className="self-start">
          <CardContent className="pt-6">
            <NutritionPanel nutrition={recipe.nutrition} />
          </CardContent>
        </Card>
      </div>
      <Card as="section" aria-labelledby="method-title">
        <CardContent className="grid gap-5 pt-6">
          <h2 id="method-title" className="flex items-center gap-2 text-xl font-bold tracking-tight">
            <ChefHat aria-hidden="true" className="size-5 text-primary" />
            Method
          </h2>
          <ol className="grid gap-5">
            {recipe.steps.map((step, i) => (
              <li key={i} className="grid grid-cols-[2.25rem_minmax(0,1fr)] gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 items-center justify-center rounded-full bg-primary-soft font-display font-extrabold text-primary"
                >
                  {i + 1}
                </span>
                <p className="pt-1.5 text-pretty">{step}</p>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      {recipe.tips.length > 0 && (
        <section aria-labelledby="tips-title" className="grid gap-3 rounded-xl border border-ember/30 bg-ember-soft/60 p-6">
          <h2 id="tips-title" className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <Lightbulb aria-hidden="true" className="size-5 text-ember-strong" />
            Tips
          </h2>
          <ul className="grid list-disc gap-2 pl-5 text-pretty">
            {recipe.tips.map((tip, i) => (
              <li key={i}>{tip}</li>
            ))}
          </ul>
        </section>
      )}
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Users aria-hidden="true" className="size-4" />
        Makes {recipe.servings === 1 ? "1 serving" : `${recipe.servings} servings`} as written. Informational, not medical advice.
      </p>
    </article>
  );
}

/** A Premium recipe for a free user: what it is, and what Premium adds. Its contents never reached the browser. */
export function LockedRecipe({ recipe, upgradePrompt }: { recipe: RecipeCard; upgradePrompt: ReactNode }) {
  return (
    <article className="grid gap-8" aria-labelledby="recipe-title">
      <BackLink to="/recipes" className="justify-self-start print:hidden">
        All recipes
      </BackLink>
      <Hero recipe={recipe} />
      <div className="grid justify-items-center rounded-xl border border-dashed border-border p-6">{upgradePrompt}</div>
    </article>
  );
}
