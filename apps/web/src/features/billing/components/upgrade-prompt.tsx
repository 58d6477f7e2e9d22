import { Crown } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** The upgrade prompt that free users see over a premium feature's preview. */
export function UpgradePrompt({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex w-full max-w-sm flex-col items-center gap-3 rounded-xl border border-border bg-surface/95 px-6 py-6 text-center shadow-popover">
      <span
        aria-hidden="true"
        className="inline-flex size-11 items-center justify-center rounded-full bg-gradient-to-br from-ember to-primary text-primary-foreground shadow-sm shadow-primary/30"
      >
        <Crown className="size-5" />
      </span>
      <p className="text-lg font-bold tracking-tight">{title}</p>
      <p className="text-sm text-pretty text-muted-foreground">{text}</p>
      <Button asChild className="mt-1 w-full sm:w-auto">
        <Link to="/premium">Upgrade to Premium</Link>
      </Button>
    </div>
  );
}

/** A one-line upgrade prompt inside a free feature's card, where a Premium extra would be. */
export function UpgradeLine({ text }: { text: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      <Crown aria-hidden="true" className="size-4 shrink-0 text-ember-strong" />
      <span>{text}</span>
      <Link to="/premium" className="font-semibold text-primary underline-offset-4 hover:underline">
        Upgrade to Premium
      </Link>
    </p>
  );
}
