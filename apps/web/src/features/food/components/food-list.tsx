import type { FoodSummary } from "@app/shared/food";
import { CircleCheck, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { groupLabel, per100gSummary } from "../nutrition";
import { FavoriteButton } from "./favorite-button";
import { everydayName, FoodName } from "./food-name";

interface FoodListProps {
  foods: FoodSummary[];
  onChoose: (food: FoodSummary) => void;
  /** Several foods added at once: the ids picked so far, and what picking one (or unpicking it) does. */
  picked?: ReadonlySet<string>;
  onPick?: (food: FoodSummary) => void;
  /** The list's accessible name (e.g. "Search results", "Recent"). */
  label?: string;
  labelledBy?: string;
  className?: string;
}

/**
 * Foods to choose from: everyday name and USDA's description, group, calories, protein and fat per
 * 100 g, a favourite star, and (with `onPick`) a button that picks the food for a group.
 */
export function FoodList({ foods, onChoose, picked, onPick, label, labelledBy, className }: FoodListProps) {
  return (
    // A long list scrolls inside its card, so the day's log stays close below.
    <ul
      aria-label={label}
      aria-labelledby={labelledBy}
      className={cn("-mx-3 grid max-h-[28rem] gap-1 overflow-y-auto overscroll-contain", className)}
    >
      {foods.map((food) => (
        <FoodRow key={food.id} food={food} onChoose={onChoose} picked={picked?.has(food.id) ?? false} onPick={onPick} />
      ))}
    </ul>
  );
}

interface FoodRowProps {
  food: FoodSummary;
  onChoose: (food: FoodSummary) => void;
  picked: boolean;
  onPick?: (food: FoodSummary) => void;
}

function FoodRow({ food, onChoose, picked, onPick }: FoodRowProps) {
  return (
    <li className={cn("flex items-center gap-1 rounded-lg transition-colors hover:bg-muted/70", picked && "bg-primary/10")}>
      <button
        type="button"
        onClick={() => onChoose(food)}
        className="grid min-w-0 flex-1 gap-0.5 rounded-lg px-3 py-2.5 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <FoodName food={food} />
        <span className="text-xs text-muted-foreground tabular-nums">
          <span className="font-medium text-ember-strong">{food.source === "custom" ? "Your food" : groupLabel(food.group)}</span>
          {" · per 100 g: "}
          {per100gSummary(food)}
        </span>
      </button>
      <FavoriteButton food={food} className={onPick ? undefined : "mr-1"} />
      {onPick && (
        <Button
          variant={picked ? "default" : "outline"}
          size="icon"
          aria-label={`Pick ${everydayName(food)}`}
          aria-pressed={picked}
          title={picked ? "Picked: press to leave it out" : "Pick it, to add several foods at once"}
          onClick={() => onPick(food)}
          className="mr-1 shrink-0"
        >
          {picked ? <CircleCheck aria-hidden="true" /> : <Plus aria-hidden="true" />}
        </Button>
      )}
    </li>
  );
}
