import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useToggleFavorite } from "../api/recipes-queries";
import { reportFailure } from "@/lib/failed";

interface FavoriteButtonProps {
  slug: string;
  title: string;
  favorite: boolean;
  variant?: "overlay" | "plain";
  /** Once it is no longer a favourite (the Favourites filter's card, and this button, go). */
  onRemoved?: () => void;
}

/**
 * The heart (Premium), filled for a favourite, on the card's picture or beside the recipe's title;
 * its name says what it does to which recipe: "Favourite X", "Remove favourite X".
 */
export function FavoriteButton({ slug, title, favorite, variant = "plain", onRemoved }: FavoriteButtonProps) {
  const toggle = useToggleFavorite();
  const onClick = () =>
    toggle.mutate(
      { slug, favorite: !favorite },
      {
        onSuccess: () => favorite && onRemoved?.(),
        onError: (error) => reportFailure("Couldn't change your favourites", error),
      },
    );
  return (
    <Button
      variant={variant === "overlay" ? "secondary" : "outline"}
      size="icon"
      aria-label={favorite ? `Remove favourite ${title}` : `Favourite ${title}`}
      onClick={onClick}
      className={cn(variant === "overlay" && "size-9 rounded-full bg-surface/95 shadow-sm hover:bg-surface", "print:hidden")}
    >
      <Heart aria-hidden="true" className={cn(favorite ? "fill-primary text-primary" : "text-foreground")} />
    </Button>
  );
}
