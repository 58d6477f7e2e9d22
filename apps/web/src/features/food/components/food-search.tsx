import type { FoodSummary } from "@app/shared/contracts/food";
import { Plus, Search, X } from "lucide-react";
import { useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useFoodSearch, useFoodSuggestions } from "../api/food-queries";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { FoodList } from "./food-list";

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 200;

interface FoodSearchProps {
  onChoose: (food: FoodSummary) => void;
  /** Opens "Create a food", its name prefilled with what was searched for ("" before typing). */
  onCreateFood: (initialName: string) => void;
  /** The search box, for the page to bring focus back to it (after a food is added). */
  inputRef?: RefObject<HTMLInputElement | null>;
  className?: string;
}

/**
 * "Add food": a search box whose results follow the typing (the last results stay up while the
 * next load), and before typing the foods logged recently and the favourites. A food that is in
 * neither can be created: quietly offered under the list, plainly when a search finds nothing.
 */
export function FoodSearch({ onChoose, onCreateFood, inputRef, className }: FoodSearchProps) {
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

  return (
    <Card as="section" aria-labelledby="food-search-title" className={className}>
      <CardHeader className="pb-3">
        <CardTitle id="food-search-title" className="text-lg">
          Add food
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={inputId}>Search foods</Label>
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
              onKeyDown={(event) => {
                if (event.key === "Escape" && text) {
                  event.preventDefault();
                  setText("");
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
        {searching ? (
          <SearchResults query={query} onChoose={onChoose} onCreateFood={createFood} />
        ) : (
          <>
            <Suggestions onChoose={onChoose} />
            <CreateFoodLink onClick={createFood} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function SearchResults({
  query,
  onChoose,
  onCreateFood,
}: {
  query: string;
  onChoose: (food: FoodSummary) => void;
  onCreateFood: () => void;
}) {
  const results = useFoodSearch(query);
  const foods = query === "" ? undefined : results.data;
  let status: string;
  let body: ReactNode;
  let nothingFound = false;
  if (foods === undefined && !results.isError) {
    status = "Searching…";
    body = <Pending text="Searching…" />;
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
        label="Search results"
        // A long list scrolls inside the card, so the day's log stays close below.
        className={cn(
          "-mx-3 max-h-[28rem] overflow-y-auto overscroll-contain transition-opacity",
          results.isPlaceholderData && "opacity-60",
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

function Suggestions({ onChoose }: { onChoose: (food: FoodSummary) => void }) {
  const suggestions = useFoodSuggestions();
  if (suggestions.isPending) return <SuggestionsPending />;
  const recent = suggestions.data?.recent ?? [];
  const favorites = suggestions.data?.favorites ?? [];
  return (
    <div className="grid gap-5">
      <SuggestionGroup id="food-recent-title" title="Recent" foods={recent} onChoose={onChoose} empty="Foods you log show up here." />
      <SuggestionGroup
        id="food-favourites-title"
        title="Favourites"
        foods={favorites}
        onChoose={onChoose}
        empty="Star a food to keep it here."
      />
      {suggestions.isError && <p className="text-sm text-muted-foreground">We couldn't load your recent foods. Search still works.</p>}
    </div>
  );
}

function SuggestionGroup(props: { id: string; title: string; foods: FoodSummary[]; onChoose: (food: FoodSummary) => void; empty: string }) {
  return (
    <section aria-labelledby={props.id} className="grid gap-1.5">
      <h3 id={props.id} className="text-xs font-bold tracking-wide text-muted-foreground uppercase">
        {props.title}
      </h3>
      {props.foods.length > 0 ? (
        <FoodList foods={props.foods} onChoose={props.onChoose} labelledBy={props.id} />
      ) : (
        <p className="text-sm text-muted-foreground">{props.empty}</p>
      )}
    </section>
  );
}

/**
 * The suggestions' shape while they load: the two groups with a short list, so that the day's log
 * below moves less when they come (a spinner line was a fifth of their usual height). A longer
 * list still grows, within its scrolling box.
 */
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

function Pending({ text }: { text: string }) {
  return (
    <div className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground" aria-busy="true">
      <Spinner className="text-primary" />
      {text}
    </div>
  );
}
