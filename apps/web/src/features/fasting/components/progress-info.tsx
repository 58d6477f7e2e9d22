import { Info } from "lucide-react";
import { useState } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/**
 * The "i" beside the percentage: how progress is measured for this fast. A tooltip (hover after
 * the spec's 700 ms, keyboard focus) that a tap or click also opens, since phones have no hover:
 * Radix's tooltip closes on pointer-down and click, so those are ours. A tap outside or Escape
 * closes it.
 */
export function ProgressInfo({ fastingType, targetHours }: { fastingType: string; targetHours: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip open={open} onOpenChange={setOpen}>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label="How progress is measured"
          className="inline-flex size-8 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground"
          onPointerDown={(event) => event.preventDefault()}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          <Info aria-hidden="true" className="size-4" />
        </button>
      </TooltipTrigger>
      <TooltipContent side="top">
        Time fasted out of your {targetHours}-hour target for a {fastingType} fast. It reaches 100% when you hit the target; you can keep
        going past it.
      </TooltipContent>
    </Tooltip>
  );
}
