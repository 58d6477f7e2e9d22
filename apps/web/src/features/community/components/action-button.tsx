import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * A quiet action under a post or comment ("Reply", "Edit", "Report"): icon and word; on phones the
 * icon alone when `compact`. `name` is the whole name, starting with the word and naming the item
 * it acts on ("Delete post “Down 6 kg”", "Reply to Ann"), so a list of buttons says which is which.
 */
export function ActionButton({
  icon,
  label,
  name,
  compact = false,
  className,
  ...props
}: Omit<ButtonProps, "children"> & { icon: ReactNode; label: string; name?: string; compact?: boolean }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={name}
      className={cn("gap-1.5 px-2.5 text-muted-foreground hover:text-foreground", className)}
      {...props}
    >
      <span aria-hidden="true" className="contents">
        {icon}
      </span>
      <span className={cn(compact && "sr-only sm:not-sr-only")}>{label}</span>
    </Button>
  );
}
