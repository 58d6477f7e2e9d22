import type { FoodSummary } from "@app/shared/food";
import { Star } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useFavoriteMutation } from "../api/food-queries";
import { everydayName } from "./food-name";
import { reportFailure } from "@/lib/failed";

/**
 * The star beside a food, named for what a press does to which food ("Add Ribeye, grilled to
 * favourites"); shown at once and undone if the server refuses.
 */
export function FavoriteButton({ food, className }: { food: FoodSummary; className?: string }) {
  const favorite = useFavoriteMutation();
  const toggle = () =>
    favorite.mutate({ food, favorite: !food.favorite }, { onError: (error) => reportFailure("Couldn't update your favourites", error) });
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={food.favorite ? `Remove ${everydayName(food)} from favourites` : `Add ${everydayName(food)} to favourites`}
      data-favorite={food.favorite}
      title={food.favorite ? "Remove from favourites" : "Add to favourites"}
      onClick={toggle}
      className={cn("text-muted-foreground hover:text-ember-strong data-[favorite=true]:text-ember", className)}
    >
      <Star aria-hidden="true" className={cn(food.favorite && "fill-current")} />
    </Button>
  );
}
