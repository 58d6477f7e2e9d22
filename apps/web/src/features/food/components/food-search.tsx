import type { FoodSummary, LastServing, SavedMeal } from "@app/shared/food";
import { Plus, Search, X, Zap } from "lucide-react";
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useQueryClient } from "@tanstack/react-query";
import { foodDetailQuery, useFoodSearch, useFoodSuggestions, useSavedMeals } from "../api/food-queries";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { savedMealSummary } from "../food-units";
import type { GroupItemDraft } from "../log-form";
import { everydayName } from "./food-name";
import { FoodList } from "./food-list";

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 200;

/** Phones: the search box, once focused, takes the screen above the keyboard. */
const PHONE_QUERY = "(max-width: 639px)";

interface FoodSearchProps {
  /** A food to log on its own; `last`: the amount it was last logged in (Recent, Favourites). */
  onChoose: (food: FoodSummary, last?: LastServing) => void;
  /** Several foods picked, added at one time. */
  onAddGroup?: (items: GroupItemDraft[]) => void;
  /** A saved meal opened, its amounts to adjust before adding. */
  onOpenMeal?: (meal: SavedMeal) => void;
  /** A saved meal logged as saved, in one tap. */
  onLogMeal?: (meal: SavedMeal) => void;
  /** Opens "Create a food", its name prefilled with what was searched for ("" before typing). */
  onCreateFood: (initialName: string) => void;
  /** The search box, for the page to bring focus back to it (after a food is added). */
  inputRef?: RefObject<HTMLInputElement | null>;
  className?: string;
}

/**
 * "Add food": a search box whose results follow the typing (the last results stay up while the
 * next load), and before typing the saved meals, the foods logged recently and the favourites. A
 * food that is in none can be created: quietly offered under the list, plainly when a search finds
 * nothing. Foods can be picked one after another (the box empties for the next) and added at once.
 */
export function FoodSearch({ onChoose, onAddGroup, onOpenMeal, onLogMeal, onCreateFood, inputRef, className }: FoodSearchProps) {
  const inputId = useId();
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  // The clear button goes with the text it clears: the focus goes on to the box, not to the page.
  const clear = () => {
    setText("");
    input.current?.focus();
  };
  const [text, setText] = useState("");
  const typed = text.trim().replace(/\s+/g, " ");
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const searching = typed !== "";
  // What is in the box now, not the debounced query: the name is what the user sees they typed.
  const createFood = () => onCreateFood(typed);
  const suggestions = useFoodSuggestions();
  const lastOf = (food: FoodSummary) => suggestions.data?.lastServings?.find((s) => s.foodId === food.id);
  const [picked, setPicked] = useState<FoodSummary[]>([]);
  const pickedIds = new Set(picked.map((food) => food.id));
  const [expanded, setExpanded] = useState(false);
  const viewport = useViewportBox(expanded);
  const client = useQueryClient();

  const choose = (food: FoodSummary) => {
    setExpanded(false);
    onChoose(food, lastOf(food));
  };
  // A food picked: the box empties, ready for the next food's name; its detail loads meanwhile, so
  // the group dialog opens ready to type into.
  const pick = onAddGroup
    ? (food: FoodSummary) => {
        void client.prefetchQuery(foodDetailQuery(food.id));
        setPicked((foods) => (foods.some((f) => f.id === food.id) ? foods.filter((f) => f.id !== food.id) : [...foods, food]));
        setText("");
        input.current?.focus();
      }
    : undefined;
  const addPicked = () => {
    onAddGroup?.(picked.map((food) => ({ food, last: lastOf(food) })));
    setPicked([]);
    setExpanded(false);
  };
  const collapseThen = (then?: (meal: SavedMeal) => void) => (meal: SavedMeal) => {
    setExpanded(false);
    then?.(meal);
  };
  const listClassName = expanded ? "max-h-none overflow-visible" : undefined;

  return (
    <Card
      as="section"
      aria-labelledby="food-search-title"
      data-expanded={expanded || undefined}
      style={expanded ? viewport : undefined}
      className={cn(
        className,
        // Taken out of the page onto the top of the screen, its list filling what the keyboard leaves.
        expanded && "fixed inset-x-0 z-50 flex flex-col overflow-hidden rounded-none border-x-0 border-t-0",
      )}
    >
      <CardHeader className={cn("pb-3", expanded && "flex-row items-center justify-between p-3 pb-2")}>
        <CardTitle id="food-search-title" className="text-lg">
          Add food
        </CardTitle>
        {expanded && (
          <Button variant="ghost" size="sm" onClick={() => setExpanded(false)}>
            Done
          </Button>
        )}
      </CardHeader>
      <CardContent className={cn("grid gap-4", expanded && "flex min-h-0 flex-1 flex-col gap-3 px-3 pb-3")}>
        <div className="grid gap-2">
          <Label htmlFor={inputId} className={cn(expanded && "sr-only")}>
            Search foods
          </Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              ref={input}
              id={inputId}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onFocus={() => {
                if (window.matchMedia?.(PHONE_QUERY).matches) setExpanded(true);
              }}
              onKeyDown={(event) => {
                if (event.key === "Escape" && text) {
                  event.preventDefault();
                  setText("");
                } else if (event.key === "Escape" && expanded) {
                  event.preventDefault();
                  setExpanded(false);
                }
              }}
              placeholder="Ribeye, eggs, butter…"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              className="pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
            />
            {text && (
              <Button
                variant="ghost"
                size="icon"
                aria-label="Clear search"
                onClick={clear}
                className="absolute top-1/2 right-1 size-9 -translate-y-1/2 text-muted-foreground"
              >
                <X />
              </Button>
            )}
          </div>
        </div>
        <div className={cn("grid gap-4", expanded && "-mx-3 min-h-0 flex-1 content-start overflow-y-auto overscroll-contain px-3")}>
          <SavedMeals query={typed} onOpen={collapseThen(onOpenMeal)} onLog={collapseThen(onLogMeal)} />
          {searching ? (
            <SearchResults
              query={query}
              onChoose={choose}
              onCreateFood={createFood}
              picked={pickedIds}
              onPick={pick}
              listClassName={listClassName}
            />
          ) : (
            <>
              <Suggestions onChoose={choose} picked={pickedIds} onPick={pick} listClassName={listClassName} />
              <CreateFoodLink onClick={createFood} />
            </>
          )}
        </div>
        {picked.length > 0 && <PickedTray foods={picked} onRemove={(food) => pick?.(food)} onAdd={addPicked} />}
      </CardContent>
    </Card>
  );
}

/**
 * Where the phone's screen is, above the keyboard (the visual viewport), while `active`: the box's
 * top and height follow it as the keyboard opens, closes or the page scrolls under it.
 */
function useViewportBox(active: boolean): CSSProperties {
  const [box, setBox] = useState<CSSProperties>({ top: 0, height: "100dvh" });
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!active || !viewport) return;
    const update = () => setBox({ top: viewport.offsetTop, height: viewport.height });
    update();
    viewport.addEventListener("resize", update);
    viewport.addEventListener("scroll", update);
    return () => {
      viewport.removeEventListener("resize", update);
      viewport.removeEventListener("scroll", update);
    };
  }, [active]);
  return box;
}

/** The foods picked so far, each removable, and the one button that adds them all. */
function PickedTray({ foods, onRemove, onAdd }: { foods: FoodSummary[]; onRemove: (food: FoodSummary) => void; onAdd: () => void }) {
  return (
    <div role="region" aria-label="Picked foods" className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-2.5">
      <ul className="flex flex-wrap gap-1.5" aria-label="Picked">
        {foods.map((food) => (
          <li key={food.id}>
            <button
              type="button"
              onClick={() => onRemove(food)}
              aria-label={`Leave out ${everydayName(food)}`}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-surface px-2.5 py-1 text-xs font-medium"
            >
              {everydayName(food)}
              <X aria-hidden="true" className="size-3" />
            </button>
          </li>
        ))}
      </ul>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" />
        {foods.length === 1 ? "Add 1 food" : `Add ${foods.length} foods`}
      </Button>
    </div>
  );
}

/**
 * The saved meals, first: before typing all of them, while typing those whose name holds every
 * word. A meal opens with its amounts to adjust, or is logged as saved in one tap.
 */
function SavedMeals({ query, onOpen, onLog }: { query: string; onOpen: (meal: SavedMeal) => void; onLog: (meal: SavedMeal) => void }) {
  const meals = useSavedMeals().data ?? [];
  const words = query.toLowerCase().split(" ").filter(Boolean);
  const shown = meals.filter((meal) => meal.items.length > 0 && words.every((word) => meal.name.toLowerCase().includes(word)));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="food-meals-title" className="grid gap-1.5">
      <h3 id="food-meals-title" className="text-xs font-bold tracking-wide text-muted-foreground uppercase">
        Your meals
      </h3>
      <ul aria-labelledby="food-meals-title" className="-mx-3 grid gap-1">
        {shown.map((meal) => (
          <li key={meal.id} className="flex items-center gap-1 rounded-lg transition-colors hover:bg-muted/70">
            <button
              type="button"
              onClick={() => onOpen(meal)}
              className="grid min-w-0 flex-1 gap-0.5 rounded-lg px-3 py-2.5 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
            >
              <span className="leading-snug font-semibold text-foreground">
                {meal.name}
                {meal.everyDay && <span className="ml-2 text-xs font-medium text-ember-strong">Every day</span>}
              </span>
              <span className="truncate text-xs text-muted-foreground">{savedMealSummary(meal)}</span>
            </button>
            <Button variant="outline" size="sm" aria-label={`Log ${meal.name} now`} onClick={() => onLog(meal)} className="mr-1 shrink-0">
              <Zap aria-hidden="true" />
              Log
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface PickProps {
  picked: ReadonlySet<string>;
  onPick: ((food: FoodSummary) => void) | undefined;
  /** The lists' own scrolling, undone when the whole box scrolls (a phone's full screen). */
  listClassName: string | undefined;
}

function SearchResults({
  query,
  onChoose,
  onCreateFood,
  picked,
  onPick,
  listClassName,
}: {
  query: string;
  onChoose: (food: FoodSummary) => void;
  onCreateFood: () => void;
} & PickProps) {
  const results = useFoodSearch(query);
  const foods = query === "" ? undefined : results.data;
  let status: string;
  let body: ReactNode;
  let nothingFound = false;
  if (foods === undefined && !results.isError) {
    status = "Searching…";
    body = (
      <div className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground" aria-busy="true">
        <Spinner className="text-primary" />
        Searching…
      </div>
    );
  } else if (results.isError && !results.isPlaceholderData) {
    status = "Search isn't working right now.";
    body = (
      <div className="grid justify-items-center gap-3 py-4 text-center text-sm text-muted-foreground">
        <p>Search isn't working right now.</p>
        <Button variant="outline" size="sm" onClick={() => void results.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (foods && foods.length === 0) {
    status = `No foods match "${query}".`;
    nothingFound = true;
    body = (
      <div className="grid justify-items-center gap-3 py-4 text-center text-sm text-muted-foreground">
        <p className="max-w-full break-words">
          <span className="block font-medium text-foreground">Can't find "{query}"?</span>
          Try fewer or other words, or create it as your own food.
        </p>
        <Button size="sm" onClick={onCreateFood}>
          <Plus aria-hidden="true" />
          Create a food
        </Button>
      </div>
    );
  } else {
    status = `${foods!.length} ${foods!.length === 1 ? "food" : "foods"} found.`;
    body = (
      <FoodList
        foods={foods!}
        onChoose={onChoose}
        picked={picked}
        onPick={onPick}
        label="Search results"
        // A long list scrolls inside the card, so the day's log stays close below.
        className={cn(
          "-mx-3 max-h-[28rem] overflow-y-auto overscroll-contain transition-opacity",
          results.isPlaceholderData && "opacity-60",
          listClassName,
        )}
      />
    );
  }
  return (
    <div className="grid gap-2" aria-busy={results.isFetching || undefined}>
      <p role="status" className="sr-only">
        {status}
      </p>
      {body}
      {!nothingFound && <CreateFoodLink onClick={onCreateFood} />}
    </div>
  );
}

/** The quiet way in to "Create a food", under the list (the empty search offers it plainly instead). */
function CreateFoodLink({ onClick }: { onClick: () => void }) {
  return (
    <p className="text-sm text-muted-foreground">
      Can't find it?{" "}
      <Button variant="link" size="inline" onClick={onClick}>
        Create a food
      </Button>
    </p>
  );
}

const SUGGESTION_GROUPS = [
  { list: "recent", id: "food-recent-title", title: "Recent", empty: "Foods you log show up here." },
  { list: "favorites", id: "food-favourites-title", title: "Favourites", empty: "Star a food to keep it here." },
] as const;

function Suggestions({ onChoose, ...pick }: { onChoose: (food: FoodSummary) => void } & PickProps) {
  const suggestions = useFoodSuggestions();
  if (suggestions.isPending) return <SuggestionsPending />;
  return (
    <div className="grid gap-5">
      {SUGGESTION_GROUPS.map(({ list, ...group }) => (
        <SuggestionGroup key={list} {...group} foods={suggestions.data?.[list] ?? []} onChoose={onChoose} {...pick} />
      ))}
      {suggestions.isError && <p className="text-sm text-muted-foreground">We couldn't load your recent foods. Search still works.</p>}
    </div>
  );
}

function SuggestionGroup(
  props: { id: string; title: string; foods: FoodSummary[]; onChoose: (food: FoodSummary) => void; empty: string } & PickProps,
) {
  return (
    <section aria-labelledby={props.id} className="grid gap-1.5">
      <h3 id={props.id} className="text-xs font-bold tracking-wide text-muted-foreground uppercase">
        {props.title}
      </h3>
      {props.foods.length > 0 ? (
        <FoodList
          foods={props.foods}
          onChoose={props.onChoose}
          picked={props.picked}
          onPick={props.onPick}
          labelledBy={props.id}
          className={props.listClassName}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{props.empty}</p>
      )}
    </section>
  );
}

/** The suggestions' shape while they load (two groups, a short list), so the day's log below moves less when they come. */
function SuggestionsPending() {
  const heading = <div className="my-0.5 h-3 w-20 animate-pulse rounded bg-muted" />;
  return (
    <div className="grid gap-5" aria-busy="true">
      <p role="status" className="sr-only">
        Loading your foods…
      </p>
      <div className="grid gap-1.5">
        {heading}
        <div className="grid gap-1">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="grid gap-0.5 py-2.5">
              <div className="my-0.5 h-4 w-1/2 animate-pulse rounded bg-muted" />
              <div className="my-0.5 h-3 w-3/4 animate-pulse rounded bg-muted/70" />
            </div>
          ))}
        </div>
      </div>
      <div className="grid gap-1.5">
        {heading}
        <div className="my-0.5 h-4 w-40 animate-pulse rounded bg-muted/70" />
      </div>
    </div>
  );
}
