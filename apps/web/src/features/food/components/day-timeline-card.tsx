import type { FoodDayResponse } from "@app/shared/food";
import { Clock } from "lucide-react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { SectionHeading } from "@/components/ui/section-heading";
import { cn } from "@/lib/cn";
import { useNow } from "@/lib/use-now";
import { formatClock, formatDayAndClock, formatHour, formatNumber } from "@/lib/format";

const HOUR_MARKS = [0, 6, 12, 18];

function hoursText(ms: number): string {
  const hours = ms / 3_600_000;
  return `${formatNumber(hours)} h`;
}

/**
 * The day on one strip: the fasts that overlap it, the eating window (first to last meal) and each
 * meal, with the same in words for everyone (the strip itself is decoration).
 */
export function DayTimelineCard({ day, className }: { day: FoodDayResponse | undefined; className?: string }) {
  const now = useNow();
  if (!day) return null;
  const dayStart = Date.parse(day.start);
  const dayEnd = Date.parse(day.end);
  const at = (ms: number) => Math.min(100, Math.max(0, ((ms - dayStart) / (dayEnd - dayStart)) * 100));
  const [y, m, d] = day.date.split("-").map(Number) as [number, number, number];
  const marks = HOUR_MARKS.map((hour) => {
    const time = new Date(y, m - 1, d, hour);
    return { hour, left: at(time.getTime()), label: formatHour(time) };
  });
  const showNow = now > dayStart && now < dayEnd;

  const fasts = day.fasts.map((fast) => {
    const start = Date.parse(fast.start);
    const end = fast.end === null ? Math.max(start, now) : Date.parse(fast.end);
    const startText = start < dayStart ? formatDayAndClock(fast.start) : formatClock(fast.start);
    const text =
      fast.end === null
        ? `Fasting since ${startText}: ${hoursText(end - start)} so far`
        : `Fasted ${startText} – ${end > dayEnd ? formatDayAndClock(fast.end) : formatClock(fast.end)} (${hoursText(end - start)})`;
    return { key: fast.start, left: at(start), right: at(end), running: fast.end === null, text };
  });
  const eating = day.eatingWindow;
  const windowText = eating
    ? eating.start === eating.end
      ? `Eating window ${formatClock(eating.start)} (one meal time)`
      : `Eating window ${formatClock(eating.start)} – ${formatClock(eating.end ?? eating.start)}`
    : null;

  return (
    <Card as="section" aria-labelledby="day-timeline-title" className={className}>
      <CardHeader className="pb-3">
        <SectionHeading id="day-timeline-title" icon={<Clock />}>
          Eating &amp; fasting
        </SectionHeading>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div aria-hidden="true" className="grid gap-1.5">
          <div className="relative h-6 overflow-hidden rounded-full bg-muted">
            {fasts.map((fast) => (
              <div
                key={fast.key}
                className={cn("absolute inset-y-0 bg-ember/35", fast.running && "bg-ember/25")}
                style={{ left: `${fast.left}%`, width: `${Math.max(0.5, fast.right - fast.left)}%` }}
              />
            ))}
            {eating && (
              <div
                className="absolute inset-y-1 rounded-full bg-primary/80"
                style={{
                  left: `${at(Date.parse(eating.start))}%`,
                  width: `max(0.5rem, ${at(Date.parse(eating.end ?? eating.start)) - at(Date.parse(eating.start))}%)`,
                }}
              />
            )}
            {day.entries.map((entry) => (
              <div
                key={entry.id}
                className="absolute top-1/2 size-2 -translate-x-1/2 -translate-y-1/2 rounded-full bg-surface ring-2 ring-primary"
                style={{ left: `${at(Date.parse(entry.eatenAt))}%` }}
              />
            ))}
            {showNow && <div className="absolute inset-y-0 w-0.5 bg-foreground/70" style={{ left: `${at(now)}%` }} />}
          </div>
          <div className="relative h-4 text-[0.7rem] text-muted-foreground tabular-nums">
            {marks.map((mark) => (
              <span key={mark.hour} className={cn("absolute", mark.hour > 0 && "-translate-x-1/2")} style={{ left: `${mark.left}%` }}>
                {mark.label}
              </span>
            ))}
          </div>
        </div>

        <ul className="grid gap-1.5 text-sm">
          {windowText && (
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-primary/80" />
              <span className="font-medium">{windowText}</span>
            </li>
          )}
          {fasts.map((fast) => (
            <li key={fast.key} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-ember/50" />
              <span>{fast.text}</span>
            </li>
          ))}
          {!windowText && fasts.length === 0 && <li className="text-muted-foreground">No meals or fasts on this day yet.</li>}
        </ul>
      </CardContent>
    </Card>
  );
}
