import type { FoodDayResponse, FoodEntry, FoodMeal } from "@app/shared/food";
import { BookmarkPlus, ChevronDown, Copy, NotebookPen, Pencil, RefreshCw, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { entryAmountText } from "../food-units";
import { formatClock } from "@/lib/format";
import { everydayName, FoodName } from "./food-name";
import { MacroValue } from "./macro-value";

interface DayLogCardProps {
  day: FoodDayResponse | undefined;
  isLoading: boolean;
  /** The day could not be read (and nothing is shown for it). */
  isError: boolean;
  onRetry: () => void;
  onEdit: (entry: FoodEntry) => void;
  onDelete: (entry: FoodEntry) => void;
  /** A meal logged as one (a recipe's) is edited and deleted as one. */
  onEditMeal?: (meal: FoodMeal) => void;
  onDeleteMeal?: (meal: FoodMeal) => void;
  /** Copies the day before into this (empty) day; undefined: this day cannot be copied to (after today). */
  onCopyPreviousDay: (() => void) | undefined;
  isCopying: boolean;
  /** "Save as meal": a group of the day's entries, to log again in one tap. */
  onSaveAsMeal?: (entries: FoodEntry[]) => void;
  className?: string;
}

/**
 * The shown day's entries in time order, each with Edit and Delete; "Copy yesterday" fills an empty
 * day up to today.
 */
export function DayLogCard({
  day,
  isLoading,
  isError,
  onRetry,
  onEdit,
  onDelete,
  onEditMeal,
  onDeleteMeal,
  onCopyPreviousDay,
  isCopying,
  onSaveAsMeal,
  className,
}: DayLogCardProps) {
  const count = day?.entries.length ?? 0;
  const rows = day ? rowsOf(day) : [];
  // The deleted row and its button leave at once: keep keyboard users in the list's card.
  const deleteKeepingFocus = (entry: FoodEntry) => {
    onDelete(entry);
    document.getElementById("food-log-title")?.focus();
  };
  const deleteMealKeepingFocus = (meal: FoodMeal) => {
    onDeleteMeal?.(meal);
    document.getElementById("food-log-title")?.focus();
  };
  let body;
  if (isLoading) body = <Skeleton />;
  else if (isError || !day) {
    body = (
      <div className="grid justify-items-center gap-3 py-8 text-center">
        <p className="text-muted-foreground">We couldn't load this day.</p>
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else if (count === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 px-2 py-8 text-center">
        <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-full bg-ember-soft text-ember-strong">
          <NotebookPen className="size-6" />
        </span>
        <p className="font-semibold">Nothing logged for this day yet</p>
        {onCopyPreviousDay ? (
          <>
            <p className="max-w-sm text-sm text-muted-foreground">Search for a food to add it, or copy the meals of the day before.</p>
            {/* Only on an empty day: copying onto logged meals would double them. */}
            <Button variant="outline" size="sm" onClick={onCopyPreviousDay} disabled={isCopying}>
              {isCopying ? <Spinner /> : <Copy aria-hidden="true" />}
              Copy yesterday
            </Button>
          </>
        ) : (
          <p className="max-w-sm text-sm text-muted-foreground">Meals are logged once eaten: come back on this day.</p>
        )}
      </div>
    );
  } else {
    body = (
      <ul aria-labelledby="food-log-title" className="divide-y divide-border">
        {rows.map((row) =>
          "meal" in row ? (
            <MealRow
              key={row.meal.id}
              meal={row.meal}
              entries={row.entries}
              onEdit={() => onEditMeal?.(row.meal)}
              onDelete={() => deleteMealKeepingFocus(row.meal)}
            />
          ) : (
            <EntryRow key={row.entry.id} entry={row.entry} onEdit={onEdit} onDelete={deleteKeepingFocus} />
          ),
        )}
      </ul>
    );
  }

  return (
    <Card as="section" aria-labelledby="food-log-title" className={className}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 pb-3">
        <CardTitle id="food-log-title" tabIndex={-1} className="text-lg outline-none">
          Logged foods
          {count > 0 && <span className="ml-2 text-sm font-medium text-muted-foreground tabular-nums">({count})</span>}
        </CardTitle>
        {count > 0 && day && onSaveAsMeal && (
          <Button variant="outline" size="sm" onClick={() => onSaveAsMeal(day.entries)}>
            <BookmarkPlus aria-hidden="true" />
            Save as meal
          </Button>
        )}
      </CardHeader>
      <CardContent className={cn(count > 0 && "pb-3")}>{body}</CardContent>
    </Card>
  );
}

interface EntryRowProps {
  entry: FoodEntry;
  onEdit: (entry: FoodEntry) => void;
  onDelete: (entry: FoodEntry) => void;
}

function EntryRow({ entry, onEdit, onDelete }: EntryRowProps) {
  const nameId = useId();
  return (
    <li
      aria-labelledby={nameId}
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 py-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
    >
      <time dateTime={entry.eatenAt} className="w-[4.5rem] pt-0.5 text-sm font-medium whitespace-nowrap text-muted-foreground tabular-nums">
        {formatClock(entry.eatenAt)}
      </time>
      <div className="grid min-w-0 gap-1">
        <FoodName food={entry.food} id={nameId} />
        <p className="text-sm text-muted-foreground">{entryAmountText(entry)}</p>
        <Macros kcal={entry.kcal} protein={entry.protein} fat={entry.fat} />
        {entry.note && <p className="text-sm break-words text-muted-foreground italic">{entry.note}</p>}
      </div>
      <RowActions name={everydayName(entry.food)} onEdit={() => onEdit(entry)} onDelete={() => onDelete(entry)} />
    </li>
  );
}

function Macros({ kcal, protein, fat }: { kcal: number | undefined; protein: number | undefined; fat: number | undefined }) {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm">
      <span className="font-semibold">
        <MacroValue value={kcal} unit="kcal" />
      </span>
      <span>
        <span className="text-muted-foreground">Protein </span>
        <MacroValue value={protein} unit="g" />
      </span>
      <span>
        <span className="text-muted-foreground">Fat </span>
        <MacroValue value={fat} unit="g" />
      </span>
    </p>
  );
}

function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="col-start-2 flex gap-1 sm:col-start-3 sm:row-start-1 sm:self-start">
      <Button variant="ghost" size="sm" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
        className="text-destructive hover:bg-destructive/10"
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}

type Row = { entry: FoodEntry } | { meal: FoodMeal; entries: FoodEntry[] };

/** The day's rows in the order eaten: a food logged alone, or a meal with its entries under it. */
function rowsOf(day: FoodDayResponse): Row[] {
  const meals = new Map(day.meals.map((meal) => [meal.id, { meal, entries: [] as FoodEntry[] }]));
  const rows: Row[] = [];
  for (const entry of day.entries) {
    const group = entry.mealId ? meals.get(entry.mealId) : undefined;
    if (!group) rows.push({ entry });
    else {
      if (group.entries.length === 0) rows.push(group);
      group.entries.push(entry);
    }
  }
  return rows;
}

const sum = (entries: FoodEntry[], key: "kcal" | "protein" | "fat") =>
  entries.some((e) => e[key] !== undefined) ? entries.reduce((total, e) => total + (e[key] ?? 0), 0) : undefined;

/** "The perfect pan-seared ribeye · 1 serving", its totals, and its ingredients on demand. */
function MealRow({ meal, entries, onEdit, onDelete }: { meal: FoodMeal; entries: FoodEntry[]; onEdit: () => void; onDelete: () => void }) {
  const nameId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  return (
    <li
      aria-labelledby={nameId}
      data-testid="meal-row"
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 py-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
    >
      <time dateTime={meal.eatenAt} className="w-[4.5rem] pt-0.5 text-sm font-medium whitespace-nowrap text-muted-foreground tabular-nums">
        {formatClock(meal.eatenAt)}
      </time>
      <div className="grid min-w-0 gap-1">
        <p id={nameId} className="leading-snug font-semibold">
          {meal.title} · {meal.servings === 1 ? "1 serving" : `${meal.servings} servings`}
        </p>
        <Macros kcal={sum(entries, "kcal")} protein={sum(entries, "protein")} fat={sum(entries, "fat")} />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className="flex w-fit items-center gap-1 rounded-md text-sm font-medium text-ember-strong focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ChevronDown
            aria-hidden="true"
            className={cn("size-4 transition-transform motion-reduce:transition-none", open && "rotate-180")}
          />
          {entries.length} ingredients
        </button>
        <ul id={listId} hidden={!open} aria-label={`Ingredients of ${meal.title}`} className="grid gap-1.5 border-l-2 border-border pl-3">
          {entries.map((entry) => (
            <li key={entry.id} className="grid text-sm">
              <FoodName food={entry.food} className="[&>span:first-child]:font-medium" />
              <span className="text-xs text-muted-foreground">
                {entryAmountText(entry)} · <MacroValue value={entry.kcal} unit="kcal" />
              </span>
            </li>
          ))}
        </ul>
      </div>
      <RowActions name={meal.title} onEdit={onEdit} onDelete={onDelete} />
    </li>
  );
}

function Skeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 py-2">
      <span className="sr-only">Loading this day…</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="flex animate-pulse gap-3">
          <div className="h-4 w-12 rounded bg-muted" />
          <div className="grid flex-1 gap-2">
            <div className="h-4 w-3/4 rounded bg-muted" />
            <div className="h-3 w-1/2 rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}
