import type { FastingDay } from "@app/shared/fasting";
import { cn } from "@/lib/cn";
import { monthName } from "@/lib/format";
import { calendarWeeks, firstDayOfWeek, weekdayNames } from "@/lib/calendar";
import { dayDescription } from "../month-stats";

/**
 * A day with fasts is a filled circle: primary when a fast reached its target, soft ember when
 * none did (a colour, never a warning). Its text alternative says it all in words.
 */
function DayCell({ day, isToday }: { day: FastingDay; isToday: boolean }) {
  const number = Number(day.date.slice(8));
  const base = "mx-auto flex aspect-square w-full max-w-10 items-center justify-center rounded-full text-sm tabular-nums";
  const todayRing = isToday && "ring-2 ring-foreground/70 ring-offset-2 ring-offset-surface";
  if (day.fasts === 0) {
    return (
      <span className={cn(base, "text-muted-foreground", todayRing)} aria-current={isToday ? "date" : undefined}>
        {number}
      </span>
    );
  }
  return (
    <span
      role="img"
      aria-label={dayDescription(day)}
      aria-current={isToday ? "date" : undefined}
      data-reached={day.reachedTarget}
      className={cn(
        base,
        "font-semibold",
        day.reachedTarget ? "bg-primary text-primary-foreground" : "bg-ember-soft text-ember-strong ring-1 ring-ember/50 ring-inset",
        todayRing,
      )}
    >
      {number}
    </span>
  );
}

function Legend() {
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <li className="flex items-center gap-1.5">
        <span className="size-3 rounded-full bg-primary" />
        Reached target
      </li>
      <li className="flex items-center gap-1.5">
        <span className="size-3 rounded-full bg-ember-soft ring-1 ring-ember/50 ring-inset" />
        Fasted
      </li>
    </ul>
  );
}

/** The month as a table of weeks, each fasting day marked. */
export function FastingCalendar({ month, days, today }: { month: string; days: FastingDay[]; today: string }) {
  const firstDay = firstDayOfWeek();
  return (
    <div className="grid content-start gap-3">
      <table className="w-full table-fixed border-separate border-spacing-y-1" aria-label={`Fasts in ${monthName(month)}`}>
        <thead>
          <tr>
            {weekdayNames(firstDay).map(({ short, long }) => (
              <th key={long} scope="col" abbr={long} className="pb-1 text-xs font-medium text-muted-foreground">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendarWeeks(days, firstDay).map((week) => (
            <tr key={week.find(Boolean)!.date}>
              {week.map((day, i) => (
                <td key={day?.date ?? `empty-${i}`} className="px-0.5">
                  {day && <DayCell day={day} isToday={day.date === today} />}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Legend />
    </div>
  );
}
