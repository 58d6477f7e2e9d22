import { fastingTypeChoice, fastingTypeOf, pastFastForm, type PastFastForm, fastTimeFieldOf, targetHours } from "@app/shared/fasting";
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CustomHoursField, FastingTypeOptions } from "./fasting-type-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, FormFooter, DialogHeader, DialogTrigger } from "@/components/ui/dialog";
import { FormField, SelectField } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";
import { errorCode, errorMessage, errorStatus } from "@/lib/errors";
import { fromDateTimeLocal, toDateTimeLocal } from "@/lib/local-day";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { useAddPastFastMutation } from "../api/fasting-queries";
import { fieldProps } from "@/lib/form-fields";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * "Add a past fast": a fast done without the timer (forgot to start it, or before the app), with
 * its type, start and end. Refusals show at the field they are about; one for overlapping another
 * fast names that fast (the server's message). Free, as editing fasts is.
 */
export function AddPastFastDialog({ preferredType, className }: { preferredType?: string | null; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className={cn(className)}>
          <CalendarPlus aria-hidden="true" />
          Add a past fast
        </Button>
      </DialogTrigger>
      {open && <PastFastFormBody preferredType={preferredType} onClose={() => setOpen(false)} />}
    </Dialog>
  );
}

/** A fast of the usual plan's length, ending at this minute: the user moves what differs. */
function pastFastDefaults(preferredType: string | null | undefined, now: number): PastFastForm {
  const type = fastingTypeChoice(preferredType);
  const end = Math.floor(now / MINUTE) * MINUTE;
  return {
    ...type,
    startTime: toDateTimeLocal(new Date(end - targetHours(fastingTypeOf(type)) * HOUR)),
    endTime: toDateTimeLocal(new Date(end)),
  };
}

function PastFastFormBody({ preferredType, onClose }: { preferredType?: string | null; onClose: () => void }) {
  const add = useAddPastFastMutation();
  const [defaults] = useState(() => pastFastDefaults(preferredType, Date.now()));
  const { register, handleSubmit, control, setError, formState } = useForm<PastFastForm>({
    resolver: zodResolver(pastFastForm),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);
  const choice = useWatch({ control, name: "choice" });
  const nowLocal = toDateTimeLocal(new Date());

  const submit = handleSubmit(async (form) => {
    try {
      await add.mutateAsync({
        fastingType: fastingTypeOf(form),
        startTime: fromDateTimeLocal(form.startTime)!.toISOString(),
        endTime: fromDateTimeLocal(form.endTime)!.toISOString(),
      });
    } catch (error) {
      const status = errorStatus(error);
      if (status === 400 || status === 409) {
        setError(fastTimeFieldOf(errorCode(error), errorMessage(error)), { message: errorMessage(error) }, { shouldFocus: true });
      } else {
        reportFailure("Couldn't add the fast", error);
      }
      return;
    }
    toast.success("Past fast added");
    onClose();
  });

  return (
    <DialogContent>
      <DialogHeader
        title="Add a past fast"
        description="Fasted without the timer? Add when it started and ended; it counts like any other fast."
      />
      <form noValidate className="grid gap-4" onSubmit={(e) => void submit(e)}>
        <SelectField id="past-fast-type" label="Fasting type" autoFocus {...register("choice")}>
          <FastingTypeOptions />
        </SelectField>
        {choice === "Custom" && <CustomHoursField id="past-fast-hours" {...field("customHours")} />}
        <FormField id="past-fast-start" label="Started" type="datetime-local" max={nowLocal} {...field("startTime")} />
        <FormField id="past-fast-end" label="Ended" type="datetime-local" max={nowLocal} {...field("endTime")} />
        <FormFooter onCancel={onClose} pending={isSubmitting}>
          Add fast
        </FormFooter>
      </form>
    </DialogContent>
  );
}
