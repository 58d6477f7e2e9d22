import { type RecipeCard as Card, categoryLabel, formatMinutes } from "@app/shared/recipes";
import { Clock, Lock } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { FavoriteButton } from "./favorite-button";

interface RecipeCardProps {
  recipe: Card;
  canFavorite: boolean;
  onFavoriteRemoved?: () => void;
}

/**
 * A recipe in the grid: its picture, category, title, time and what a serving brings. A locked one
 * (Premium's, for a free user) shows the same card with a lock; its page says what Premium adds.
 */
export function RecipeCard({ recipe, canFavorite, onFavoriteRemoved }: RecipeCardProps) {
  const minutes = recipe.prepMinutes + recipe.cookMinutes;
  return (
    // The grid holds many cards, two of them on a phone's first screen: the browser skips the style,
    // layout and paint of those far from the viewport. The intrinsic height: about a card's at any
    // width (the grid's column sets the width).
    <li className="group relative flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-card transition-shadow [contain-intrinsic-height:auto_380px] [content-visibility:auto] hover:shadow-popover">
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        <img
          src={recipe.illustrationUrl}
          alt=""
          loading="lazy"
          decoding="async"
          width={800}
          height={600}
          className={cn(
            "size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]",
            recipe.locked && "saturate-[.85]",
          )}
        />
        {/* Above the card's link, but only the badge and the heart take clicks: the rest falls through to it. */}
        <div className="pointer-events-none absolute inset-x-3 top-3 z-10 flex items-start justify-between gap-2 [&>*]:pointer-events-auto">
          {recipe.free ? (
            <span className="rounded-full bg-surface/95 px-2.5 py-1 text-xs font-bold text-primary shadow-sm">Free</span>
          ) : recipe.locked ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-foreground/80 px-2.5 py-1 text-xs font-bold text-background shadow-sm">
              <Lock aria-hidden="true" className="size-3" />
              Premium
            </span>
          ) : (
            <span />
          )}
          {canFavorite && (
            <FavoriteButton
              slug={recipe.slug}
              title={recipe.title}
              favorite={recipe.favorite}
              variant="overlay"
              onRemoved={onFavoriteRemoved}
            />
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="text-xs font-semibold tracking-wide text-ember-strong uppercase">{categoryLabel(recipe.category)}</p>
        <h2 className="text-lg leading-snug font-bold tracking-tight">
          {/* The whole card is the link (a stretched link), the heart above it stays its own button. */}
          <Link
            to={`/recipes/${recipe.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-xl after:focus-visible:ring-2 after:focus-visible:ring-ring"
          >
            {recipe.title}
            {recipe.locked && <span className="sr-only"> (Premium)</span>}
          </Link>
        </h2>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-sm text-muted-foreground tabular-nums">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {formatMinutes(minutes)}
          </span>
          {recipe.perServing.kcal !== null && <span>{formatNumber(recipe.perServing.kcal, { digits: 0 })} kcal</span>}
          {recipe.perServing.protein !== null && <span>{formatNumber(recipe.perServing.protein)} g protein</span>}
        </p>
      </div>
    </li>
  );
}
