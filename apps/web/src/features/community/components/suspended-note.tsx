import { Clock } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatDayAndClock } from "@/lib/format";

/** Instead of "New post" or the comment box while a moderator's suspension lasts. */
export function SuspendedNote({ until, className }: { until: Date; className?: string }) {
  return (
    <p
      role="status"
      className={cn(
        "flex items-start gap-2 rounded-lg border border-border bg-muted/60 px-3.5 py-2.5 text-sm text-muted-foreground",
        className,
      )}
    >
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        A moderator paused your posting. You can post and comment again on{" "}
        <time dateTime={until.toISOString()} className="font-semibold text-foreground">
          {formatDayAndClock(until)}
        </time>
        .
      </span>
    </p>
  );
}
