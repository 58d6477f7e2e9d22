import { deepestZone, reachedTarget, targetHours, type FastingSession } from "@app/shared/fasting";
import { CircleCheck, CircleDashed, History, Pencil } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";

/** "16.5 hours", or "N/A" when the duration is missing (spec section 2). */
export function hoursFigure(durationHours: number | null): string {
  return durationHours === null ? "N/A" : `${durationHours} hours`;
}

interface RecentSessionsCardProps {
  sessions: FastingSession[];
  onEdit: (session: FastingSession) => void;
  className?: string;
}

/** "Recent Fasting Sessions": hidden while the list is empty. */
export function RecentSessionsCard({ sessions, onEdit, className }: RecentSessionsCardProps) {
  if (sessions.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="recent-fasts-title" className={cn(className)}>
      <CardHeader className="flex-row items-center gap-3 pb-2">
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-ember-soft text-ember-strong"
        >
          <History className="size-[18px]" />
        </span>
        <CardTitle as="h3" id="recent-fasts-title" className="text-lg">
          Recent Fasting Sessions
        </CardTitle>
      </CardHeader>
      <CardContent className="pb-3">
        <ul aria-labelledby="recent-fasts-title" className="divide-y divide-border">
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} onEdit={onEdit} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/**
 * Whether a finished fast reached its target, as a mark beside its type: "Target reached" with a
 * check, or a quiet "Ended early" (ending early is fine; it just is not the same, decision 022).
 * In words as well as colour and icon, so it reads the same to everyone.
 */
export function TargetMark({ session }: { session: FastingSession }) {
  const target = targetHours(session.fastingType);
  const reached = reachedTarget(session.durationHours, target);
  return (
    <span
      data-testid="fast-target-mark"
      data-reached={reached}
      title={`Target: ${target} hours`}
      className={cn(
        // Outlined on the card's own surface: small text keeps its contrast on no tint.
        "inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold",
        reached ? "border-success/40 text-success" : "border-dashed border-border text-muted-foreground",
      )}
    >
      {reached ? <CircleCheck aria-hidden="true" className="size-3.5" /> : <CircleDashed aria-hidden="true" className="size-3.5" />}
      {reached ? "Target reached" : "Ended early"}
    </span>
  );
}

interface SessionRowProps {
  session: FastingSession;
  showZone?: boolean;
  onEdit?: (session: FastingSession) => void;
}

/**
 * One finished fast: its type, start date and duration once (spec section 2, Recent Fasting
 * Sessions), and whether it reached its target; in the Premium history also the deepest fasting
 * zone it reached; with `onEdit` a button to fix or delete it.
 */
export function SessionRow({ session, showZone = false, onEdit }: SessionRowProps) {
  return (
    <li className="flex items-center gap-3 py-3">
      <div className="mr-auto grid min-w-0 gap-0.5">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="truncate font-semibold">{session.fastingType}</span>
          <TargetMark session={session} />
        </div>
        <time dateTime={session.startTime} className="text-sm text-muted-foreground">
          {formatDate(session.startTime)}
        </time>
        {showZone && session.durationHours !== null && (
          <span className="text-xs text-muted-foreground" data-testid="fast-deepest-zone">
            Deepest zone: {deepestZone(session.durationHours).name}
          </span>
        )}
      </div>
      <span
        data-testid="fast-duration"
        className={cn(
          "shrink-0 rounded-full px-3 py-1 text-sm font-semibold tabular-nums",
          session.durationHours === null ? "bg-muted text-muted-foreground" : "bg-ember-soft text-ember-strong",
        )}
      >
        {hoursFigure(session.durationHours)}
      </span>
      {onEdit && (
        <Button
          variant="ghost"
          size="icon"
          className="-mr-2 shrink-0 text-muted-foreground"
          aria-label={`Edit the ${session.fastingType} fast of ${formatDate(session.startTime)}`}
          onClick={() => onEdit(session)}
        >
          <Pencil aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}
