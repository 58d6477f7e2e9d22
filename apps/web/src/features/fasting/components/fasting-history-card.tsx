import type { FastingSession, FastingStats } from "@app/shared/fasting";
import { ChartNoAxesCombined, RefreshCw } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { useFastingHistoryQuery } from "../api/fasting-queries";
import { formatHours } from "../month-stats";
import { FastingMonthStats } from "./fasting-month-stats";
import { EditFastDialog } from "./edit-fast-dialog";
import { SessionRow } from "./recent-sessions-card";

export type HistoryAccess = "checking" | "preview" | "premium";

interface FastingHistoryCardProps {
  /** "checking" while the subscription loads; "preview" for free users; "premium" for subscribers. */
  access: HistoryAccess;
  /** Shown over the preview (free users, or when the server refuses with PREMIUM_REQUIRED). */
  upgradePrompt: ReactNode;
  /**
   * What a subscriber sees if the server still refuses (403 PREMIUM_REQUIRED): by default the
   * upgrade prompt; the native app says the store purchase is being confirmed instead.
   */
  confirmingNotice?: string;
  /** The user asked for no streaks (Settings → Focus mode). */
  focusMode?: boolean;
}

const TITLE_ID = "fasting-history-title";

/** Premium: every finished fast with lifetime statistics. Free users see a blurred preview and an upgrade prompt. */
export function FastingHistoryCard({ access, upgradePrompt, confirmingNotice, focusMode = false }: FastingHistoryCardProps) {
  // Read again by the fasting mutations (a fast ended) through the shared query keys.
  const history = useFastingHistoryQuery(access === "premium");
  const { retry, loadMore } = history;
  const state = history;
  const showPreview = access === "preview" || (state.status === "locked" && !confirmingNotice);

  let body: ReactNode;
  if (access === "checking" || (access === "premium" && state.status === "loading")) {
    body = (
      <div className="flex min-h-40 items-center justify-center gap-3 text-muted-foreground" aria-busy="true">
        <Spinner className="size-5 text-primary" />
        <span className="text-sm font-medium">Loading your history…</span>
      </div>
    );
  } else if (showPreview) {
    body = <Preview prompt={upgradePrompt} />;
  } else if (state.status === "locked" && confirmingNotice) {
    body = <Notice text={confirmingNotice} onRetry={retry} />;
  } else if (state.status === "error") {
    body = <Notice text="We couldn't load your fasting history." onRetry={retry} />;
  } else if (state.status === "ready" && state.stats) {
    body =
      state.stats.totalFasts === 0 ? (
        <p className="py-6 text-center text-muted-foreground">
          No finished fasts yet. Your history and statistics appear here after your first fast.
        </p>
      ) : (
        <div className="grid gap-6">
          <StatsGrid stats={state.stats} />
          <FastingMonthStats focusMode={focusMode} />
          <SessionList sessions={state.sessions} />
          {state.hasMore && (
            <Button variant="outline" className="justify-self-center" pending={state.isLoadingMore} onClick={() => void loadMore()}>
              Load more
            </Button>
          )}
        </div>
      );
  }

  return (
    <Card as="section" aria-labelledby={TITLE_ID}>
      <CardHeader className="flex-row items-center gap-3 pb-4">
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-ember-soft text-ember-strong"
        >
          <ChartNoAxesCombined className="size-[18px]" />
        </span>
        <CardTitle as="h2" id={TITLE_ID} className="text-lg">
          Fasting History &amp; Stats
        </CardTitle>
        <span className="ml-auto hidden rounded-full sm:inline bg-gradient-to-r from-ember to-primary px-2.5 py-0.5 text-xs font-bold tracking-wide text-primary-foreground uppercase">
          Premium
        </span>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

function StatsGrid({ stats }: { stats: FastingStats }) {
  const items = [
    // Ending a fast and reaching its target are told apart: only the latter counts as completed.
    { label: "Fasts ended", value: formatNumber(stats.totalFasts, { digits: 0 }) },
    { label: "Total hours", value: formatHours(stats.totalHours) },
    { label: "Average", value: formatHours(stats.averageHours) },
    { label: "Longest", value: formatHours(stats.longestHours) },
    { label: "Reached target", value: formatNumber(stats.completedFasts, { digits: 0 }) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Fasting statistics">
      {items.map(({ label, value }, index) => (
        <div
          key={label}
          className={cn(
            "rounded-lg border border-border bg-background/60 px-4 py-3",
            index === items.length - 1 && "col-span-2 sm:col-span-1",
          )}
        >
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="mt-1 font-display text-xl font-extrabold tracking-tight tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SessionList({ sessions }: { sessions: FastingSession[] }) {
  const [editing, setEditing] = useState<FastingSession | null>(null);
  return (
    <>
      <ul aria-label="All fasting sessions" className="divide-y divide-border border-t border-border">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} showZone onEdit={setEditing} />
        ))}
      </ul>
      <EditFastDialog session={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function Notice({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <p className="text-muted-foreground">{text}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/** Made-up numbers behind the blur: what the card looks like with a few weeks of fasting. */
const SAMPLE_STATS: FastingStats = { totalFasts: 24, totalHours: 412.5, averageHours: 17.2, longestHours: 36, completedFasts: 19 };
const SAMPLE_SESSIONS: FastingSession[] = [
  { id: "a", fastingType: "18:6", startTime: "2026-01-12T19:00:00Z", endTime: "2026-01-13T13:15:00Z", durationHours: 18.25 },
  { id: "b", fastingType: "16:8", startTime: "2026-01-11T20:00:00Z", endTime: "2026-01-12T12:30:00Z", durationHours: 16.5 },
  { id: "c", fastingType: "24:0", startTime: "2026-01-09T18:00:00Z", endTime: "2026-01-10T18:05:00Z", durationHours: 24.08 },
];

function Preview({ prompt }: { prompt: ReactNode }) {
  return (
    <div className="relative">
      {/* The sample's figures are hidden from screen readers, which would read them as the user's own. */}
      <p className="sr-only">Sample statistics: Premium shows your total fasts, hours and longest fast.</p>
      <span
        aria-hidden="true"
        className="absolute top-0 left-0 z-10 rounded-full border border-border bg-card px-2.5 py-0.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Sample
      </span>
      <div aria-hidden="true" inert className="pointer-events-none grid gap-6 blur-[5px] select-none">
        <StatsGrid stats={SAMPLE_STATS} />
        <SessionList sessions={SAMPLE_SESSIONS} />
      </div>
      <div className="absolute inset-0 flex items-center justify-center p-2">{prompt}</div>
    </div>
  );
}
