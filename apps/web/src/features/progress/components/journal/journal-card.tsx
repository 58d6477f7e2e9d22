import {
  journalForm,
  type JournalForm,
  JOURNAL_NOTE_MAX,
  JOURNAL_SCORES,
  JOURNAL_TAG_LABELS,
  JOURNAL_TAGS,
  type JournalBody,
  type JournalEntry,
} from "@app/shared/progress";
import { zodResolver } from "@hookform/resolvers/zod";
import { NotebookPen } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { SectionHeading } from "@/components/ui/section-heading";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { formatDay, formatNumber } from "@/lib/format";
import { failed, reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { useDeleteJournal, useJournalDay, useJournalMonth, useSaveJournal } from "../../api/progress-queries";
import { MonthCalendar } from "./month-calendar";

const EMPTY: JournalForm = { energy: "", mood: "", sleep: "", digestion: "", tags: [], note: "" };

function toForm(entry: JournalEntry | null): JournalForm {
  if (!entry) return EMPTY;
  const score = (v: number | null) => (v === null ? "" : (String(v) as JournalForm["energy"]));
  return {
    energy: score(entry.energy),
    mood: score(entry.mood),
    sleep: score(entry.sleep),
    digestion: score(entry.digestion),
    tags: entry.tags,
    note: entry.note,
  };
}

export function toBody(form: JournalForm): JournalBody {
  const score = (v: string) => (v === "" ? null : Number(v));
  return {
    energy: score(form.energy),
    mood: score(form.mood),
    sleep: score(form.sleep),
    digestion: score(form.digestion),
    tags: form.tags,
    note: form.note,
  };
}

/** "Energy 1 of 5 (Drained)", "Energy 3 of 5", "Energy not rated": each radio says what it means. */
function scoreLabel(score: (typeof JOURNAL_SCORES)[number], n: JournalForm["energy"]): string {
  if (n === "") return `${score.label} not rated`;
  const end = n === "1" ? ` (${score.low})` : n === "5" ? ` (${score.high})` : "";
  return `${score.label} ${n} of 5${end}`;
}

const isEmpty = (body: JournalBody) =>
  body.energy === null &&
  body.mood === null &&
  body.sleep === null &&
  body.digestion === null &&
  body.tags.length === 0 &&
  !body.note.trim();

/** The journal: a calendar marking the days written, and the chosen day's entry. */
export function JournalCard({ today }: { today: string }) {
  const [date, setDate] = useState(today);
  const [month, setMonth] = useState(today.slice(0, 7));
  const entries = useJournalMonth(month);
  const marked = useMemo(() => new Set(entries.data?.entries.map((e) => e.date)), [entries.data]);

  return (
    <Card as="section" aria-labelledby="journal-title">
      <CardHeader>
        <SectionHeading
          id="journal-title"
          icon={<NotebookPen />}
          aside={entries.isFetching && <Spinner className="ml-auto text-primary" />}
        >
          Journal
        </SectionHeading>
        <CardDescription>How the day felt, in a minute: it shows you what the first weeks change.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <MonthCalendar
          month={month}
          onMonthChange={setMonth}
          selected={date}
          onSelect={setDate}
          marked={marked}
          today={today}
          markLabel="journal entry"
        />
        <JournalDayForm key={date} date={date} />
      </CardContent>
    </Card>
  );
}

function JournalDayForm({ date }: { date: string }) {
  const day = useJournalDay(date);
  const save = useSaveJournal();
  const remove = useDeleteJournal();
  const saved = useMemo(() => (day.data ? toForm(day.data.entry) : undefined), [day.data]);
  const { register, handleSubmit, reset, control, formState } = useForm<JournalForm>({
    resolver: zodResolver(journalForm),
    defaultValues: EMPTY,
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = formState;
  const heading = useRef<HTMLHeadingElement>(null);
  const noteLength = useWatch({ control, name: "note" }).length;

  const onSubmit = handleSubmit(async (form) => {
    const body = toBody(form);
    if (isEmpty(body)) {
      toast.error("Nothing to save yet", { description: "Rate your day, pick a symptom or write a note first." });
      return;
    }
    let entry: JournalEntry | null;
    try {
      entry = (await save.mutateAsync({ date, body })).entry;
    } catch (error) {
      reportFailure("Couldn't save your journal entry", error);
      return;
    }
    // What was saved is the form's new starting point: nothing is left "changed" to outlive it.
    reset(toForm(entry));
    toast.success("Journal entry saved.");
  });

  const onDelete = async () => {
    if (await failed(remove.mutateAsync(date), "Couldn't delete this entry")) return;
    reset(EMPTY);
    // The button is gone: focus goes to the day it was on, not to the page's start.
    heading.current?.focus();
    toast("Journal entry deleted", { description: formatDay(date) });
  };

  if (day.isError && !day.data) {
    return <LoadError what="this day's entry" onRetry={() => void day.refetch()} className="content-start" />;
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid content-start gap-5" aria-labelledby="journal-day-title">
      <h3 id="journal-day-title" ref={heading} tabIndex={-1} className="text-lg font-bold tracking-tight focus:outline-none">
        {formatDay(date)}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {JOURNAL_SCORES.map((score) => (
          <fieldset key={score.key} className="grid gap-2" disabled={!day.data}>
            <legend className="mb-1 text-sm font-medium">{score.label}</legend>
            <div className="flex gap-1">
              {(["", "1", "2", "3", "4", "5"] as const).map((n) => (
                <label key={n} className={cn("relative", n === "" ? "w-10 shrink-0" : "flex-1")}>
                  <input type="radio" value={n} className="peer sr-only" aria-label={scoreLabel(score, n)} {...register(score.key)} />
                  <span
                    aria-hidden="true"
                    className={cn(
                      "flex h-10 cursor-pointer items-center justify-center rounded-md border border-border text-sm font-semibold tabular-nums",
                      "peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground",
                      "peer-focus-visible:ring-2 peer-focus-visible:ring-ring",
                    )}
                  >
                    {n === "" ? "–" : n}
                  </span>
                </label>
              ))}
            </div>
            <span className="flex justify-between pl-11 text-xs text-muted-foreground" aria-hidden="true">
              <span>{score.low}</span>
              <span>{score.high}</span>
            </span>
          </fieldset>
        ))}
      </div>
      <fieldset className="grid gap-2" disabled={!day.data}>
        <legend className="mb-1 text-sm font-medium">Symptoms</legend>
        <div className="flex flex-wrap gap-2">
          {JOURNAL_TAGS.map((tag) => (
            <label key={tag} className="relative">
              <input type="checkbox" value={tag} className="peer sr-only" {...register("tags")} />
              <span
                className={cn(
                  "inline-flex h-9 cursor-pointer items-center rounded-full border border-border px-3.5 text-sm font-medium",
                  "peer-checked:border-ember peer-checked:bg-ember/15 peer-checked:text-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring",
                )}
              >
                {JOURNAL_TAG_LABELS[tag]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-2">
        <label htmlFor="journal-note" className="text-sm font-medium">
          Note
        </label>
        <textarea
          id="journal-note"
          rows={5}
          disabled={!day.data}
          aria-describedby="journal-note-count"
          aria-invalid={Boolean(errors.note) || undefined}
          className={cn(
            "w-full rounded-md border border-input bg-surface px-3.5 py-2.5 text-base shadow-xs sm:text-sm",
            "focus-visible:border-ember-strong focus-visible:ring-4 focus-visible:ring-ember/20 focus-visible:outline-none",
            "aria-invalid:border-destructive",
          )}
          {...register("note")}
        />
        <p id="journal-note-count" className={cn("text-xs text-muted-foreground", noteLength > JOURNAL_NOTE_MAX && "text-destructive")}>
          {errors.note?.message ?? `${formatNumber(noteLength, { digits: 0 })} / ${formatNumber(JOURNAL_NOTE_MAX, { digits: 0 })}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={isSubmitting} disabled={!day.data}>
          Save entry
        </Button>
        {day.data?.entry && (
          <Button
            type="button"
            variant="outline"
            aria-label={`Delete entry for ${formatDay(date, { short: true })}`}
            onClick={() => void onDelete()}
            disabled={remove.isPending || isSubmitting}
          >
            Delete entry
          </Button>
        )}
      </div>
    </form>
  );
}
