import { REPORT_NOTE_MAX, REPORT_REASONS, reportForm, type ReportForm as ReportValues } from "@app/shared/community";
import { zodResolver } from "@hookform/resolvers/zod";
import { Flag } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Dialog, DialogContent, FormFooter, DialogHeader } from "@/components/ui/dialog";
import { TextareaField } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";
import { failed } from "@/lib/failed";
import { toast } from "@/lib/toast";
import type { TargetType } from "../api/community-api";
import { useReport } from "../api/community-queries";
import { ActionButton } from "./action-button";
import { fieldProps } from "@/lib/form-fields";

interface ReportButtonProps {
  targetType: TargetType;
  targetId: string;
  /** "post “Down 6 kg”", "comment by Ann": what the button names. */
  itemName: string;
  compact?: boolean;
}

/** "Report": a reason and an optional note, for the moderators (never for the member reported). */
export function ReportButton({ targetType, targetId, itemName, compact }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton icon={<Flag />} label="Report" name={`Report ${itemName}`} compact={compact} onClick={() => setOpen(true)} />
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader
            title={`Report this ${targetType}`}
            description="A moderator will look at it. The member won't know who reported it."
          />
          <ReportForm targetType={targetType} targetId={targetId} onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}

function ReportForm({ targetType, targetId, onDone }: { targetType: TargetType; targetId: string; onDone: () => void }) {
  const { register, handleSubmit, formState } = useForm<ReportValues>({ resolver: zodResolver(reportForm), defaultValues: { note: "" } });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);
  const send = useReport();
  const onSubmit = handleSubmit(async ({ reason, note }) => {
    const report = { targetType, targetId, reason, ...(note.trim() && { note: note.trim() }) };
    if (await failed(send.mutateAsync(report), "Couldn't send your report")) return;
    toast.success("Thanks for your report", { description: "A moderator will look at it soon." });
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <fieldset className="grid gap-2" aria-describedby={errors.reason ? "report-reason-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">Reason</legend>
        {REPORT_REASONS.map((reason, i) => (
          <label
            key={reason.key}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-md border border-border px-3.5 py-2.5 text-sm font-medium transition-colors",
              "hover:bg-secondary has-[:checked]:border-primary has-[:checked]:bg-primary-soft/60",
            )}
          >
            <input
              type="radio"
              value={reason.key}
              autoFocus={i === 0}
              className="size-4 accent-primary"
              aria-invalid={Boolean(errors.reason) || undefined}
              {...register("reason")}
            />
            {reason.label}
          </label>
        ))}
        {errors.reason && (
          <p id="report-reason-error" className="text-sm font-medium text-destructive">
            {errors.reason.message}
          </p>
        )}
      </fieldset>
      <TextareaField
        id="report-note"
        label="Note (optional)"
        rows={3}
        maxLength={REPORT_NOTE_MAX}
        hint="Anything that helps a moderator understand."
        {...field("note")}
      />
      <FormFooter onCancel={onDone} pending={isSubmitting}>
        Send report
      </FormFooter>
    </form>
  );
}
