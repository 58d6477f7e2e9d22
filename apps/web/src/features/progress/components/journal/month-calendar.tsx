import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { calendarWeeks, firstDayOfWeek, weekdayNames } from "@/lib/calendar";
import { cn } from "@/lib/cn";
import { formatDay, monthName } from "@/lib/format";
import { shiftDay, shiftMonth } from "@/lib/local-day";

/** "2026-11" → its days as "YYYY-MM-DD" in whole weeks from `firstDay` (0 Sunday … 6 Saturday), null around them. */
export function monthGrid(month: string, firstDay: number): (string | null)[] {
  const days: { date: string }[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = shiftDay(date, 1)) days.push({ date });
  return calendarWeeks(days, firstDay)
    .flat()
    .map((day) => day?.date ?? null);
}

interface MonthCalendarProps {
  month: string;
  onMonthChange: (month: string) => void;
  selected: string;
  onSelect: (date: string) => void;
  marked: ReadonlySet<string>;
  today: string;
  markLabel: string;
}

/**
 * A month of days to pick from; days with an entry carry a mark (and say so to screen readers).
 * Days after today cannot be picked.
 */
export function MonthCalendar({ month, onMonthChange, selected, onSelect, marked, today, markLabel }: MonthCalendarProps) {
  const title = monthName(month);
  const firstDay = firstDayOfWeek();
  return (
    <div className="grid content-start gap-3 self-start">
      <div className="flex items-center justify-between">
        <Button variant="ghost" size="icon" aria-label="Previous month" onClick={() => onMonthChange(shiftMonth(month, -1))}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3 className="font-semibold" aria-live="polite">
          {title}
        </h3>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Next month"
          disabled={month >= today.slice(0, 7)}
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center" role="group" aria-label={title}>
        {weekdayNames(firstDay).map(({ short, long }) => (
          <span key={long} aria-hidden="true" className="text-xs font-medium text-muted-foreground">
            {short}
          </span>
        ))}
        {monthGrid(month, firstDay).map((date, i) => {
          if (!date) return <span key={`blank-${i}`} />;
          const isMarked = marked.has(date);
          const label = formatDay(date);
          return (
            <button
              key={date}
              type="button"
              disabled={date > today}
              aria-pressed={date === selected}
              aria-label={isMarked ? `${label}, ${markLabel}` : label}
              onClick={() => onSelect(date)}
              className={cn(
                "relative flex aspect-square min-h-10 flex-col items-center justify-center rounded-md text-sm tabular-nums transition-colors",
                "hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:pointer-events-none disabled:opacity-35",
                date === today && "font-bold text-primary",
                date === selected && "bg-primary text-primary-foreground hover:bg-primary",
              )}
            >
              {Number(date.slice(8))}
              {isMarked && (
                <span
                  aria-hidden="true"
                  data-testid="calendar-mark"
                  className={cn("absolute bottom-1.5 size-1.5 rounded-full", date === selected ? "bg-primary-foreground" : "bg-ember")}
                />
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
