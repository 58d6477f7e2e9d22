import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatDay } from "@/lib/format";
import { relativeDayName, shiftDay, todayLocal } from "@/lib/local-day";

/**
 * Previous day, the shown day as a readable date, next day, and back to today. It stops at today:
 * meals are logged once eaten, so a day ahead has nothing to show or add.
 */
export function DayNavigator({ date, onChange, className }: { date: string; onChange: (date: string) => void; className?: string }) {
  const relative = relativeDayName(date);
  const today = todayLocal();
  const isToday = date === today;
  return (
    <nav aria-label="Day" className={cn("flex items-center gap-1 rounded-xl border border-border bg-surface p-1.5 shadow-card", className)}>
      <Button variant="ghost" size="icon" aria-label="Previous day" onClick={() => onChange(shiftDay(date, -1))}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <div className="min-w-0 flex-1 text-center" aria-live="polite">
        <p className="text-xs font-bold tracking-wide text-ember-strong uppercase">{relative ?? "\u00a0"}</p>
        <p className="font-semibold whitespace-nowrap tabular-nums">
          <time dateTime={date} data-testid="shown-day" title={formatDay(date)}>
            {formatDay(date, { short: true })}
          </time>
        </p>
      </div>
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus that reached today through it. */}
      <Button
        variant="ghost"
        size="icon"
        aria-label="Next day"
        aria-disabled={isToday || undefined}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
        onClick={() => {
          if (date < today) onChange(shiftDay(date, 1));
        }}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
      <Button variant="outline" size="sm" onClick={() => onChange(today)} aria-current={isToday ? "date" : undefined}>
        Today
      </Button>
    </nav>
  );
}
