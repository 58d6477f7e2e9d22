import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  SUSPENSION_DAYS_MAX,
  SUSPENSION_DAYS_MIN,
  type ModerationAction,
  type ModerationItem,
  suspendForm,
  type SuspendForm,
} from "@app/shared/community";
import { zodResolver } from "@hookform/resolvers/zod";
import { Ban, Check, Eye, EyeOff, Flag, History, Inbox } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Dialog, DialogContent, FormFooter, DialogHeader } from "@/components/ui/dialog";
import { FormField, TextareaField } from "@/components/ui/form-field";
import { LoadError } from "@/components/ui/load-error";
import { SectionHeading } from "@/components/ui/section-heading";
import { Spinner } from "@/components/ui/spinner";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { useModerationLog, useModerationQueue, useSuspend } from "../api/community-queries";
import { formatDayAndClock } from "@/lib/format";
import { HiddenBadge, TimeAgo } from "./item-meta";
import { MemberAvatar } from "./member-avatar";
import { useModerationAction } from "./moderator-button";
import { RichTextView } from "./rich-text";
import { fieldProps } from "@/lib/form-fields";

const SUSPEND_DEFAULTS: SuspendForm = { days: "7", note: "" };

const reasonLabel = (key: string) => REPORT_REASONS.find((r) => r.key === key)?.label ?? key;

/** "Suspend": the member can't post or comment for SUSPENSION_DAYS_MIN to SUSPENSION_DAYS_MAX days. */
function SuspendButton({ member }: { member: ModerationItem["author"] }) {
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<SuspendForm>({
    resolver: zodResolver(suspendForm),
    defaultValues: SUSPEND_DEFAULTS,
  });
  const field = fieldProps(register, formState.errors);
  const suspend = useSuspend();
  const submit = handleSubmit(async ({ days, note }) => {
    const n = Number(days);
    try {
      await suspend.mutateAsync({ memberId: member.id, days: n, ...(note.trim() && { note: note.trim() }) });
    } catch (failure) {
      reportFailure(`Couldn't suspend ${member.displayName}`, failure);
      return;
    }
    setOpen(false);
    toast.success(`${member.displayName} is suspended for ${n === 1 ? "1 day" : `${n} days`}`);
  });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          reset(SUSPEND_DEFAULTS);
          setOpen(true);
        }}
      >
        <Ban aria-hidden="true" />
        Suspend
      </Button>
      <Dialog open={open} onOpenChange={(next) => !suspend.isPending && setOpen(next)}>
        <DialogContent>
          <DialogHeader
            title={`Suspend ${member.displayName}`}
            description="They can still read, but can't post or comment until the suspension ends. They'll see when."
          />
          <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
            <FormField
              id="suspend-days"
              label="Days"
              type="number"
              inputMode="numeric"
              min={SUSPENSION_DAYS_MIN}
              max={SUSPENSION_DAYS_MAX}
              step={1}
              autoFocus
              {...field("days")}
            />
            <TextareaField id="suspend-note" label="Note for the log (optional)" rows={2} maxLength={REPORT_NOTE_MAX} {...field("note")} />
            <FormFooter onCancel={() => setOpen(false)} variant="destructive" pending={suspend.isPending}>
              Suspend
            </FormFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

function QueueItem({ item }: { item: ModerationItem }) {
  const { act, pending: busy } = useModerationAction({ targetType: item.targetType, targetId: item.targetId });
  const suspendedUntil =
    item.author.suspendedUntil && new Date(item.author.suspendedUntil) > new Date() ? item.author.suspendedUntil : null;
  const headingId = `moderation-${item.targetId}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <p className="text-xs font-semibold tracking-wide text-ember-strong uppercase">
              {item.targetType === "post" ? "Post" : "Comment on a post"}
            </p>
            <h3 id={headingId} className="font-bold leading-snug">
              <Link
                to={item.targetType === "post" ? `/community/${item.post.id}` : `/community/${item.post.id}#comment-${item.targetId}`}
                className="hover:text-primary hover:underline"
              >
                {item.post.title}
              </Link>
            </h3>
          </div>
          {item.hidden && <HiddenBadge />}
        </div>

        <div className="grid gap-3 rounded-lg border border-border bg-muted/40 p-3.5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <MemberAvatar name={item.author.displayName} size="sm" />
            <span className="font-semibold">{item.author.displayName}</span>
            <span className="text-xs text-muted-foreground">
              <TimeAgo at={item.createdAt} />
            </span>
            {suspendedUntil && (
              <span className="rounded-full bg-foreground/85 px-2 py-0.5 text-[0.7rem] font-bold text-background">
                Suspended until {formatDayAndClock(suspendedUntil)}
              </span>
            )}
          </div>
          <RichTextView doc={item.body} className="max-h-64 overflow-y-auto text-sm" />
        </div>

        <div className="grid gap-2">
          <h4 className="flex items-center gap-1.5 text-sm font-semibold">
            <Flag aria-hidden="true" className="size-4 text-primary" />
            {item.reports.length === 1 ? "1 report" : `${item.reports.length} reports`}
          </h4>
          <ul className="grid gap-2">
            {item.reports.map((r, i) => (
              <li key={i} className="grid gap-0.5 border-l-2 border-primary/30 pl-3 text-sm">
                <span>
                  <span className="font-semibold">{reasonLabel(r.reason)}</span>
                  <span className="text-muted-foreground">
                    {" "}
                    · {r.reporter.displayName} · <TimeAgo at={r.createdAt} />
                  </span>
                </span>
                {r.note && <span className="text-pretty text-muted-foreground">“{r.note}”</span>}
              </li>
            ))}
          </ul>
        </div>

        <div className="flex flex-wrap gap-2 border-t border-border pt-4">
          {item.hidden ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void act("restore")}>
              <Eye aria-hidden="true" />
              Restore
            </Button>
          ) : (
            <Button size="sm" disabled={busy} onClick={() => void act("hide")}>
              <EyeOff aria-hidden="true" />
              Hide
            </Button>
          )}
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void act("dismiss")}>
            <Check aria-hidden="true" />
            Dismiss
          </Button>
          <SuspendButton member={item.author} />
        </div>
      </article>
    </li>
  );
}

/** The open reports, one item per reported post or comment, with what a moderator can do about it. */
export function ModerationQueue() {
  const queue = useModerationQueue();
  const items = queue.data?.items;
  return (
    <section aria-labelledby="moderation-queue-title" className="grid gap-4">
      <div className="flex items-center gap-3">
        <h2 id="moderation-queue-title" className="text-xl font-bold tracking-tight">
          Reported
        </h2>
        {items && (
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-sm font-semibold text-muted-foreground tabular-nums" aria-live="polite">
            {items.length === 1 ? "1 item" : `${items.length} items`}
          </span>
        )}
        {queue.isFetching && <Spinner className="text-primary" />}
      </div>
      {queue.isError && !items ? (
        <LoadError what="the reports" onRetry={() => void queue.refetch()} retrying={queue.isFetching} />
      ) : !items ? (
        <div className="h-48 animate-pulse rounded-xl bg-muted/60" />
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center">
          <Inbox aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-semibold">Nothing to review</p>
          <p className="text-sm text-muted-foreground">New reports will show up here.</p>
        </div>
      ) : (
        <ul aria-label="Reported items" className="grid gap-4">
          {items.map((item) => (
            <QueueItem key={`${item.targetType}-${item.targetId}`} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function actionText(a: ModerationAction): string {
  const what = a.targetType === "comment" ? "a comment" : "a post";
  switch (a.action) {
    case "hide":
      return `hid ${what}`;
    case "restore":
      return `restored ${what}`;
    case "dismiss":
      return `dismissed the reports on ${what}`;
    case "suspend":
      return `suspended ${a.member?.displayName ?? "a former member"}${a.until ? ` until ${formatDayAndClock(a.until)}` : ""}`;
  }
}

/** Every moderation action, newest first: who did what, and when. */
export function ModerationLog() {
  const log = useModerationLog();
  const actions = log.data?.actions;
  return (
    <Card as="section" aria-labelledby="moderation-log-title">
      <CardHeader>
        <SectionHeading id="moderation-log-title" icon={<History />}>
          Action log
        </SectionHeading>
        <CardDescription>Every hide, restore, dismissal and suspension, with who and when.</CardDescription>
      </CardHeader>
      <CardContent>
        {log.isError && !actions ? (
          <LoadError what="the log" onRetry={() => void log.refetch()} retrying={log.isFetching} />
        ) : !actions ? (
          <div className="h-24 animate-pulse rounded-lg bg-muted/60" />
        ) : actions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No actions yet.</p>
        ) : (
          <ol aria-label="Moderation actions" className="grid gap-3">
            {actions.map((a) => (
              <li key={a.id} className="grid gap-0.5 border-b border-border pb-3 text-sm last:border-0 last:pb-0">
                <span>
                  <span className="font-semibold">{a.moderator?.displayName ?? "A former moderator"}</span> {actionText(a)}
                  {a.targetId && a.targetType === "post" && (
                    <>
                      {" · "}
                      <Link to={`/community/${a.targetId}`} className="font-medium text-primary underline-offset-4 hover:underline">
                        Open post
                      </Link>
                    </>
                  )}
                </span>
                <span className="text-xs text-muted-foreground">
                  <TimeAgo at={a.createdAt} />
                  {a.note && <> · “{a.note}”</>}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
