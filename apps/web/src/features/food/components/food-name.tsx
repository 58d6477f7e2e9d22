import { cn } from "@/lib/cn";

/** What a food is called, as the log and lists show it. */
export interface NamedFood {
  name: string;
  displayName: string | null;
}

/** The name people use first ("Ribeye, grilled"); USDA's long description when there is none. */
export const everydayName = (food: NamedFood) => food.displayName ?? food.name;

/**
 * A food's everyday name, with USDA's long description under it, smaller and cut to one line (the
 * whole of it in the tooltip and for screen readers). `id` names the main line, for the buttons
 * that act on the food ("Delete Ribeye, grilled").
 */
export function FoodName({ food, id, className }: { food: NamedFood; id?: string; className?: string }) {
  return (
    <span className={cn("grid min-w-0", className)}>
      <span id={id} className="leading-snug font-semibold text-foreground">
        {everydayName(food)}
      </span>
      {food.displayName !== null && (
        <span className="truncate text-xs text-muted-foreground" title={food.name}>
          {food.name}
        </span>
      )}
    </span>
  );
}
