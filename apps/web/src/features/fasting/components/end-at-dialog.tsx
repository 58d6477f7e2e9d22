import { endAtForm, type EndAtForm } from "@app/shared/fasting";
import { zodResolver } from "@hookform/resolvers/zod";
import { Clock } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, FormFooter, DialogHeader, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";
import { errorCode, errorMessage } from "@/lib/errors";
import { fromDateTimeLocal, toDateTimeLocal } from "@/lib/local-day";
import { fieldProps } from "@/lib/form-fields";

interface EndAtDialogProps {
  startTime: string;
  /** Ends the fast at the ISO time; resolves once ended, rejects with the server's refusal. */
  onEndAt: (endTime: string) => Promise<unknown>;
  className?: string;
}

/** "End at…": forgot to end the fast? End it when it really ended, beside the spec's End Fast. */
export function EndAtDialog({ startTime, onEndAt, className }: EndAtDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg" variant="ghost" className={cn("w-full sm:w-auto", className)}>
          <Clock aria-hidden="true" />
          End at…
        </Button>
      </DialogTrigger>
      {open && <EndAtFormBody startTime={startTime} onEndAt={onEndAt} onClose={() => setOpen(false)} />}
    </Dialog>
  );
}

function EndAtFormBody({ startTime, onEndAt, onClose }: Omit<EndAtDialogProps, "className"> & { onClose: () => void }) {
  const nowLocal = toDateTimeLocal(new Date());
  const { register, handleSubmit, setError, formState } = useForm<EndAtForm>({
    resolver: zodResolver(endAtForm(Date.parse(startTime))),
    defaultValues: { endTime: nowLocal },
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);
  const submit = handleSubmit(async ({ endTime }) => {
    try {
      await onEndAt(fromDateTimeLocal(endTime)!.toISOString());
    } catch (error) {
      // Ended elsewhere meanwhile: the card is gone, and the caller has said so.
      if (errorCode(error) === "NO_ACTIVE_FAST") return onClose();
      setError("endTime", { message: errorMessage(error) }, { shouldFocus: true });
      return;
    }
    onClose();
  });
  return (
    <DialogContent>
      <DialogHeader
        title="End your fast at…"
        description="Forgot to end it? Choose when you really ate; your fast is saved as ending then."
      />
      <form noValidate className="grid gap-4" onSubmit={(e) => void submit(e)}>
        <FormField
          id="fast-end-at"
          label="Ended"
          type="datetime-local"
          min={toDateTimeLocal(new Date(startTime))}
          max={nowLocal}
          autoFocus
          {...field("endTime")}
        />
        <FormFooter onCancel={onClose} pending={isSubmitting}>
          End at this time
        </FormFooter>
      </form>
    </DialogContent>
  );
}
