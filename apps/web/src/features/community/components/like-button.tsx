import { Heart } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { useToggleLike, type LikeTarget } from "../api/community-queries";
import { reportFailure } from "@/lib/failed";

const likesText = (n: number) => (n === 1 ? "1 like" : `${formatNumber(n, { digits: 0 })} likes`);

interface LikeButtonProps {
  target: LikeTarget;
  itemName: string;
  liked: boolean;
  likeCount: number;
}

/** The heart with its count (Premium): pressed when the member likes the item, named by `itemName` ("post “Down 6 kg”"). */
export function LikeButton({ target, itemName, liked, likeCount }: LikeButtonProps) {
  const toggle = useToggleLike();
  // Said once the member changes it, for screen readers: the new count.
  const [announced, setAnnounced] = useState("");
  const onClick = () => {
    const next = !liked;
    setAnnounced(`${next ? "Liked" : "Like removed"}. ${likesText(likeCount + (next ? 1 : -1))}.`);
    toggle.mutate({ ...target, liked: next }, { onError: (error) => reportFailure("Couldn't change your like", error) });
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={liked}
        aria-label={`Like ${itemName} (${likesText(likeCount)})`}
        onClick={onClick}
        className={cn("gap-1.5 px-2.5 text-muted-foreground hover:text-foreground", liked && "text-primary hover:text-primary")}
      >
        <Heart aria-hidden="true" className={cn(liked && "fill-current")} />
        <span className="tabular-nums" data-testid="like-count">
          {formatNumber(likeCount, { digits: 0 })}
        </span>
      </Button>
      <span className="sr-only" aria-live="polite">
        {announced}
      </span>
    </>
  );
}

/** A free user's view of the count: the same heart, not a button. */
export function LikeCount({ likeCount }: { likeCount: number }) {
  return (
    <span className="inline-flex h-9 items-center gap-1.5 px-2.5 text-sm font-semibold text-muted-foreground">
      <Heart aria-hidden="true" className="size-4" />
      <span className="tabular-nums" aria-hidden="true">
        {formatNumber(likeCount, { digits: 0 })}
      </span>
      <span className="sr-only">{likesText(likeCount)}</span>
    </span>
  );
}
