import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatDay } from "@/lib/format";
import { relativeDayName, shiftDay, todayLocal } from "@/lib/local-day";

/** Previous day, the shown day as a readable date, next day, and back to today. */
export function DayNavigator({ date, onChange, className }: { date: string; onChange: (date: string) => void; className?: string }) {
  const relative = relativeDayName(date);
  const isToday = date === todayLocal();
  return (
    <nav aria-label="Day" className={cn("flex items-center gap-2 rounded-xl border border-border bg-surface p-2 shadow-card", className)}>
      <Button variant="ghost" size="icon" aria-label="Previous day" onClick={() => onChange(shiftDay(date, -1))}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <div className="min-w-0 flex-1 text-center" aria-live="polite">
        <p className="text-xs font-bold tracking-wide text-ember-strong uppercase">{relative ?? "\u00a0"}</p>
        <p className="truncate font-semibold">
          <time dateTime={date} data-testid="shown-day" title={formatDay(date)}>
            {formatDay(date, { short: true })}
          </time>
        </p>
      </div>
      <Button variant="ghost" size="icon" aria-label="Next day" onClick={() => onChange(shiftDay(date, 1))}>
        <ChevronRight aria-hidden="true" />
      </Button>
      <Button variant="outline" size="sm" onClick={() => onChange(todayLocal())} aria-current={isToday ? "date" : undefined}>
        Today
      </Button>
    </nav>
  );
}
