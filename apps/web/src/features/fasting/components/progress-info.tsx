import { Info } from "lucide-react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/** The "i" beside the percentage: how progress is measured for this fast. */
export function ProgressInfo({ fastingType, targetHours }: { fastingType: string; targetHours: number }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label="How progress is measured"
          className="inline-flex size-6 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground"
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
