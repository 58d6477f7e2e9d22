import type { FoodSummary } from "@app/shared/contracts/food";
import { cn } from "@/lib/cn";
import { groupLabel, per100gSummary } from "../nutrition";
import { FavoriteButton } from "./favorite-button";
import { FoodName } from "./food-name";

interface FoodListProps {
  foods: FoodSummary[];
  onChoose: (food: FoodSummary) => void;
  /** The list's accessible name (e.g. "Search results", "Recent"). */
  label?: string;
  labelledBy?: string;
  className?: string;
}

/** Foods to choose from: everyday name and USDA's description, group, calories, protein and fat per 100 g, and a favourite star. */
export function FoodList({ foods, onChoose, label, labelledBy, className }: FoodListProps) {
  return (
    // A long list scrolls inside its card, so the day's log stays close below.
    <ul
      aria-label={label}
      aria-labelledby={labelledBy}
      className={cn("-mx-3 grid max-h-[28rem] gap-1 overflow-y-auto overscroll-contain", className)}
    >
      {foods.map((food) => (
        <FoodRow key={food.id} food={food} onChoose={onChoose} />
      ))}
    </ul>
  );
}

function FoodRow({ food, onChoose }: { food: FoodSummary; onChoose: (food: FoodSummary) => void }) {
  return (
    <li className="flex items-center gap-1 rounded-lg transition-colors hover:bg-muted/70">
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
      <FavoriteButton food={food} className="mr-1" />
    </li>
  );
}
