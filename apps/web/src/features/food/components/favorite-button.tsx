import type { FoodSummary } from "@app/shared/contracts/food";
import { Star } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { useFavoriteMutation } from "../api/food-queries";

/** The star beside a food: a toggle (aria-pressed), shown at once and undone if the server refuses. */
export function FavoriteButton({ food, describedBy, className }: { food: FoodSummary; describedBy?: string; className?: string }) {
  const favorite = useFavoriteMutation();
  const toggle = () =>
    favorite.mutate(
      { food, favorite: !food.favorite },
      { onError: (error) => toast.error("Couldn't update your favourites", { description: errorMessage(error) }) },
    );
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Favourite"
      aria-pressed={food.favorite}
      aria-describedby={describedBy}
      title={food.favorite ? "Remove from favourites" : "Add to favourites"}
      onClick={toggle}
      className={cn("text-muted-foreground hover:text-ember-strong aria-pressed:text-ember", className)}
    >
      <Star aria-hidden="true" className={cn(food.favorite && "fill-current")} />
    </Button>
  );
}
