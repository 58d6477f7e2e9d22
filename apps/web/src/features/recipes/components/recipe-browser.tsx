import { RECIPE_CATEGORIES, RECIPE_SORTS, RECIPE_TAGS, FREE_RECIPES, type RecipeTag, type RecipeListQuery } from "@app/shared/recipes";
import { Heart, RefreshCw, Search, X } from "lucide-react";
import { startTransition, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Chip, ChipFilter } from "@/components/ui/chip";
import { Input } from "@/components/ui/input";
import { NativeSelect, Options } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { isLocked } from "@/lib/errors";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useRecipes } from "../api/recipes-queries";
import { RecipeCard } from "./recipe-card";

/** The list's query (the shared schema's) as the page holds it: the tags and the sort always there. */
type Filters = Omit<RecipeListQuery, "q" | "tags" | "sort"> & Required<Pick<RecipeListQuery, "tags" | "sort">>;

/** Cards rendered with the list's response (two rows of the widest grid); the rest right after, in slices. */
const FIRST_CARDS = 8;

const oneOf = <K extends string>(options: readonly { key: K }[], value: string | null) => options.find((o) => o.key === value)?.key;

/** The filters live in the address (/recipes?category=eggs&tags=beginner), so a reload or a shared link keeps them. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    category: oneOf(RECIPE_CATEGORIES, params.get("category")),
    tags: (params.get("tags") ?? "").split(",").flatMap((t) => oneOf(RECIPE_TAGS, t) ?? []),
    sort: oneOf(RECIPE_SORTS, params.get("sort")) ?? "newest",
    favorites: params.get("favorites") === "1" ? "1" : undefined,
  };
  const update = (change: Partial<Filters> & { q?: string }) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const set = (key: string, value: string | null | undefined) => (value ? next.set(key, value) : next.delete(key));
        if ("q" in change) set("q", change.q?.trim() ? change.q : null);
        if ("category" in change) set("category", change.category);
        if ("tags" in change) set("tags", change.tags?.length ? change.tags.join(",") : null);
        if ("sort" in change) set("sort", change.sort === "newest" ? null : change.sort);
        if ("favorites" in change) set("favorites", change.favorites);
        return next;
      },
      { replace: true },
    );
  };
  return { filters, q: params.get("q") ?? "", update };
}

interface RecipeBrowserProps {
  subscribed: boolean;
  planKnown?: boolean;
  upgradePrompt: ReactNode;
}

/**
 * The recipe grid: "Search recipes", category chips, tag filters, the sort, and for Premium the
 * "Favourites" filter. Free users see every card; Premium's are locked for them (and their
 * contents never reach this page: the server sends only the card). `planKnown` says whether
 * `subscribed` is known yet: what depends on it (the Favourites filter, the free plan's banner
 * above the list) waits for it, holding its place where it can, so that the response moves nothing.
 */
export function RecipeBrowser({ subscribed, planKnown = true, upgradePrompt }: RecipeBrowserProps) {
  const { filters: asked, q, update } = useFilters();
  // The Favourites filter is Premium's: an old link with it shows a free user every recipe.
  const filters: Filters = { ...asked, favorites: subscribed ? asked.favorites : undefined };
  const [typed, setTyped] = useState(q);
  const debounced = useDebouncedValue(typed, 250);
  useEffect(() => {
    if (debounced.trim() !== q.trim()) update({ q: debounced });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the typing settles
  }, [debounced]);
  // The address changed under the box (a link, Back, the Recipes tab): the box follows it.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (q.trim() !== typed.trim()) setTyped(q);
  }
  const query = useRecipes({ ...filters, q });
  const searchId = useId();
  const sortId = useId();
  const countRef = useRef<HTMLSpanElement>(null);
  const recipes = query.data?.recipes;
  // The cards took one long task to render on a phone, in one go
  // because a query's response renders synchronously. The first cards come with the response; the rest
  // in a transition, which React renders in slices.
  const [allCards, setAllCards] = useState(false);
  const hasRecipes = Boolean(recipes);
  useEffect(() => {
    if (hasRecipes && !allCards) startTransition(() => setAllCards(true));
  }, [hasRecipes, allCards]);
  // Offline (or failing) the plan may never come: the list shows what it has rather than wait.
  const listShown = planKnown || query.fetchStatus === "paused" || query.isError;
  const hasFilters = Boolean(q || filters.category || filters.tags.length || filters.favorites);
  const toggleTag = (tag: RecipeTag) =>
    update({ tags: filters.tags.includes(tag) ? filters.tags.filter((t) => t !== tag) : [...filters.tags, tag] });

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5">
        <div className="grid grid-cols-[minmax(0,1fr)_8.5rem] items-end gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <div className="grid gap-1.5">
            <label htmlFor={searchId} className="text-sm font-semibold">
              Search recipes
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id={searchId}
                type="search"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                placeholder="Ribeye, liver, eggs…"
                className="pl-10"
                autoComplete="off"
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={sortId} className="text-sm font-semibold">
              Sort
            </label>
            <NativeSelect id={sortId} value={filters.sort} onChange={(e) => update({ sort: oneOf(RECIPE_SORTS, e.target.value) })}>
              <Options options={RECIPE_SORTS.map(({ key, label }) => ({ value: key, label }))} />
            </NativeSelect>
          </div>
        </div>
        <ChipFilter
          label="Category"
          options={RECIPE_CATEGORIES}
          value={filters.category ?? null}
          onChange={(category) => update({ category: category ?? undefined })}
          className="sm:flex-wrap sm:overflow-visible"
        />
        <div role="group" aria-label="Filters" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
          {subscribed ? (
            <Chip pressed={Boolean(filters.favorites)} onClick={() => update({ favorites: filters.favorites ? undefined : "1" })}>
              <Heart aria-hidden="true" className={cn("size-4", filters.favorites && "fill-current")} />
              Favourites
            </Chip>
          ) : (
            // Its place, unseen, until the plan is known: the chips after it stay put for Premium.
            !planKnown && (
              <div aria-hidden="true" className="invisible flex shrink-0">
                <Chip pressed={false} onClick={() => undefined}>
                  <Heart className="size-4" />
                  Favourites
                </Chip>
              </div>
            )
          )}
          {RECIPE_TAGS.map((t) => (
            <Chip key={t.key} pressed={filters.tags.includes(t.key)} onClick={() => toggleTag(t.key)}>
              {t.label}
            </Chip>
          ))}
        </div>
      </div>

      {/* Nothing below the filters until the plan is known: the free plan's banner would push the
          list down when it came, or up when it went. */}
      {listShown && !subscribed && (
        <div className="grid gap-3 rounded-xl border border-primary/20 bg-primary-soft/40 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:p-5">
          <p className="text-sm text-pretty">
            <span className="font-semibold">{FREE_RECIPES} recipes are yours to cook, free.</span>{" "}
            <span className="hidden sm:inline">
              Premium opens every recipe, from beef Wellington to bone-marrow butter, and keeps your favourites.
            </span>
            <span className="sm:hidden">Premium opens all of them.</span>
          </p>
          {upgradePrompt}
        </div>
      )}

      <div aria-live="polite" className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground">
        {listShown && recipes && (
          <span data-testid="recipe-count" ref={countRef} tabIndex={-1} className="outline-none">
            {recipes.length === 1 ? "1 recipe" : `${recipes.length} recipes`}
            {hasFilters ? " match" : ""}
          </span>
        )}
        {listShown && query.isFetching && <Spinner className="text-primary" />}
      </div>

      {!listShown ? null : query.isError && !recipes ? (
        <div className="grid justify-items-start gap-3">
          <p className="text-muted-foreground">
            {isLocked(query.error) ? "Favourites are part of Premium." : "We couldn't load the recipes."}
          </p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : !recipes ? (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="aspect-[4/5] animate-pulse rounded-xl bg-muted/60" />
          ))}
        </div>
      ) : recipes.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-border p-10 text-center">
          <p className="font-semibold">{filters.favorites ? "No favourites here yet" : "No recipe matches"}</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            {filters.favorites ? "Tap the heart on a recipe to keep it here." : "Try fewer words or filters."}
          </p>
          {hasFilters && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setTyped("");
                update({ q: "", category: undefined, tags: [], favorites: undefined });
              }}
            >
              <X aria-hidden="true" />
              Clear filters
            </Button>
          )}
        </div>
      ) : (
        <ul aria-label="Recipes" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {(allCards ? recipes : recipes.slice(0, FIRST_CARDS)).map((recipe) => (
            <RecipeCard
              key={recipe.slug}
              recipe={recipe}
              canFavorite={subscribed}
              // Under Favourites the card goes with its heart: focus moves to the count, not the page's start.
              onFavoriteRemoved={filters.favorites ? () => countRef.current?.focus() : undefined}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
