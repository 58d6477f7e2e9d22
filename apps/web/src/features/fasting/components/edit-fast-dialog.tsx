import { editFastForm, type EditFastForm, fastTimeFieldOf, type FastingSession } from "@app/shared/fasting";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogContent, DialogFor, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { errorCode, errorMessage, errorStatus } from "@/lib/errors";
import { fromDateTimeLocal, toDateTimeLocal } from "@/lib/local-day";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { useEditFastMutation } from "../api/fasting-queries";
import { useDeleteFast } from "../hooks/use-delete-fast";
import { fieldProps } from "@/lib/form-fields";

/**
 * Fix a fast: the running fast's start ("forgot to start it"), or a finished fast's start and end;
 * and delete it (with Undo). Editing fasts is free. null: closed.
 */
export function EditFastDialog({ session, onClose }: { session: FastingSession | null; onClose: () => void }) {
  return (
    <DialogFor value={session} onClose={onClose}>
      {(session) => <EditFastFormBody key={session.id} session={session} onClose={onClose} />}
    </DialogFor>
  );
}

function EditFastFormBody({ session, onClose }: { session: FastingSession; onClose: () => void }) {
  const running = session.endTime === null;
  const edit = useEditFastMutation();
  const deleteFast = useDeleteFast();
  const defaults: EditFastForm = {
    startTime: toDateTimeLocal(new Date(session.startTime)),
    ...(session.endTime && { endTime: toDateTimeLocal(new Date(session.endTime)) }),
  };
  const { register, handleSubmit, setError, formState } = useForm<EditFastForm>({
    resolver: zodResolver(editFastForm),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);
  const nowLocal = toDateTimeLocal(new Date());

  const submit = handleSubmit(async (values) => {
    // Only what was changed: an unchanged time keeps its seconds rather than the input's minute.
    const changes = {
      ...(values.startTime !== defaults.startTime && { startTime: fromDateTimeLocal(values.startTime)!.toISOString() }),
      ...(values.endTime !== undefined &&
        values.endTime !== defaults.endTime && { endTime: fromDateTimeLocal(values.endTime)!.toISOString() }),
    };
    if (Object.keys(changes).length === 0) return onClose();
    try {
      await edit.mutateAsync({ id: session.id, changes });
    } catch (error) {
      const status = errorStatus(error);
      if (status === 400 || status === 409) {
        const field = running ? "startTime" : fastTimeFieldOf(errorCode(error), errorMessage(error));
        setError(field, { message: errorMessage(error) }, { shouldFocus: true });
      } else {
        reportFailure("Couldn't save your changes", error);
      }
      return;
    }
    toast.success(running ? "Start time updated" : "Fast updated");
    onClose();
  });

  return (
    <DialogContent>
      <DialogHeader
        title={running ? "Edit start time" : "Edit fast"}
        description={
          running
            ? "Started earlier than you pressed Start? Set when your fast really began; the timer follows."
            : "Fix when this fast started and ended; its duration is worked out again."
        }
      />
      <form noValidate className="grid gap-4" onSubmit={(e) => void submit(e)}>
        <FormField id="fast-start" label="Started" type="datetime-local" max={nowLocal} autoFocus {...field("startTime")} />
        {!running && <FormField id="fast-end" label="Ended" type="datetime-local" max={nowLocal} {...field("endTime")} />}
        <DialogFooter className="sm:justify-between">
          <Button
            variant="ghost"
            className="text-destructive hover:bg-destructive/10 sm:mr-auto"
            onClick={() => {
              onClose();
              void deleteFast(session);
            }}
          >
            <Trash2 aria-hidden="true" />
            Delete fast
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" pending={isSubmitting}>
              Save changes
            </Button>
          </div>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
