import {
  FASTING_ZONE_SOURCES,
  FASTING_ZONES,
  FASTING_ZONES_DISCLAIMER,
  FAT_ADAPTED_NOTE,
  zoneAt,
  zoneHours,
  type FastingZone as Zone,
} from "@app/shared/fasting";
import { Gauge } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { formatDuration } from "@/lib/format";
import { zoneClock } from "../fast-timing";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Who sees the zone timeline: "checking" while the subscription loads. */
export type ZoneTimelineAccess = "checking" | "preview" | "premium";

interface FastingZoneProps {
  startMs: number;
  /** The fast clock's now (server time). */
  now: number;
  timeline: ZoneTimelineAccess;
  /** The quiet line free users see where the timeline would be. */
  upgradePrompt?: ReactNode;
}

/**
 * The zone the running fast is in and how long until the next (free), and for Premium the whole
 * timeline with the time each zone begins. Plain text, not a live region: it changes every minute
 * at most, and a screen reader reads it when asked. General information with its sources and the
 * medical disclaimer (docs/fasting-zones.md).
 */
export function FastingZone({ startMs, now, timeline, upgradePrompt }: FastingZoneProps) {
  const elapsedMs = Math.max(0, now - startMs);
  const { zone, next, msToNext } = zoneAt(elapsedMs);
  return (
    <section aria-labelledby="fast-zone-label" className="grid gap-3 rounded-lg border border-border bg-background/60 px-4 py-3">
      <div className="flex items-start gap-3">
        <Gauge aria-hidden="true" className="mt-1 size-5 shrink-0 text-ember-strong" />
        <div className="grid gap-0.5">
          <h4 id="fast-zone-label" className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Fasting zone
          </h4>
          <p className="font-semibold" data-testid="fast-zone">
            {zone.name} <span className="font-normal text-muted-foreground">· {zoneHours(zone)}</span>
          </p>
          <p className="text-sm text-muted-foreground tabular-nums" data-testid="fast-zone-next">
            {next && msToNext !== null
              ? // A started minute counts, as in the time left to the target.
                `${next.name} in ${formatDuration(Math.ceil(msToNext / MINUTE) * MINUTE)}`
              : "The last zone of this timeline"}
          </p>
        </div>
      </div>
      <p className="text-sm text-pretty" data-testid="fast-zone-summary">
        {zone.summary}
      </p>
      {timeline === "premium" ? <ZoneTimeline startMs={startMs} now={now} current={zone} /> : timeline === "preview" && upgradePrompt}
      <details className="group text-sm">
        <summary className="cursor-pointer font-medium text-ember-strong underline-offset-4 hover:underline">About fasting zones</summary>
        <div className="mt-2 grid gap-2 text-muted-foreground">
          <p>{FAT_ADAPTED_NOTE}</p>
          <p className="font-medium text-foreground">{FASTING_ZONES_DISCLAIMER}</p>
          <p>Sources:</p>
          <ul className="grid list-disc gap-1 pl-5">
            {Object.values(FASTING_ZONE_SOURCES).map((source) => (
              <li key={source.url}>
                <a href={source.url} target="_blank" rel="noreferrer" className="underline underline-offset-2 hover:text-foreground">
                  {source.citation}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </details>
    </section>
  );
}

/** Premium: every zone with its state in words and the time it begins for this fast. */
function ZoneTimeline({ startMs, now, current }: { startMs: number; now: number; current: Zone }) {
  const currentIndex = FASTING_ZONES.indexOf(current);
  return (
    <ol aria-label="Zone timeline" className="grid gap-1.5" data-testid="fast-zone-timeline">
      {FASTING_ZONES.map((zone, index) => {
        const state = index < currentIndex ? "reached" : index === currentIndex ? "current" : "upcoming";
        const beginsMs = startMs + zone.fromHours * HOUR;
        return (
          <li key={zone.id} data-state={state} className="grid grid-cols-[0.375rem_minmax(0,1fr)_auto] items-center gap-x-3 text-sm">
            <span
              aria-hidden="true"
              className={cn(
                "h-full min-h-5 rounded-full",
                state === "reached" && "bg-ember",
                state === "current" && "bg-primary",
                state === "upcoming" && "bg-muted",
              )}
            />
            <span className={cn("truncate", state === "current" ? "font-semibold" : state === "upcoming" && "text-muted-foreground")}>
              {zone.name}
            </span>
            <span className="text-muted-foreground tabular-nums">
              {state === "current" ? (
                <span className="font-semibold text-primary">Now</span>
              ) : index === 0 ? (
                "At the start"
              ) : (
                <>
                  {state === "reached" ? "Reached " : "From "}
                  <time dateTime={new Date(beginsMs).toISOString()}>{zoneClock(beginsMs, now)}</time>
                </>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
