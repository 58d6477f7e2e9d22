import { fastingTypeChoice, fastingTypeOf, startFastForm, type StartFastForm } from "@app/shared/fasting";
import { zodResolver } from "@hookform/resolvers/zod";
import { Play } from "lucide-react";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { CustomHoursField, FastingTypeOptions } from "./fasting-type-fields";
import { fieldProps } from "@/lib/form-fields";

interface StartFastFormProps {
  isStarting: boolean;
  /** Called with the stored type: "16:8", ..., or "Custom {n}h". */
  onStart: (fastingType: string) => void;
  /** The user's usual plan ("18:6", "Custom 36h"), chosen to begin with. */
  preferredType?: string | null;
  className?: string;
}

/**
 * "Start Your Fast" (spec section 2), react-hook-form with the shared startFastForm. The custom
 * duration is checked by the browser's own form validation first (whole hours, 1 to 72: the spec's
 * number input), then by the shared rule, whose message shows under the field; nothing out of
 * range is sent. A part of the "Ready to Fast" card, not a card of its own.
 */
export function StartFastForm({ isStarting, onStart, preferredType, className }: StartFastFormProps) {
  const { register, handleSubmit, control, reset, formState } = useForm<StartFastForm>({
    resolver: zodResolver(startFastForm),
    defaultValues: fastingTypeChoice(preferredType),
  });
  const field = fieldProps(register, formState.errors);
  // The usual plan may arrive after the form first showed: it becomes the default, but a type the
  // user already picked stays.
  useEffect(() => {
    reset(fastingTypeChoice(preferredType), { keepDirtyValues: true });
  }, [preferredType, reset]);
  const choice = useWatch({ control, name: "choice" });
  const onSubmit = handleSubmit((form) => onStart(fastingTypeOf(form)));

  return (
    <section aria-labelledby="start-fast-title" className={cn("grid gap-4 px-5 py-5 sm:px-6 sm:py-6", className)}>
      <div className="grid gap-1">
        <h4 id="start-fast-title" className="text-lg leading-tight font-bold tracking-tight">
          Start Your Fast
        </h4>
        <p className="text-sm text-muted-foreground">Pick a schedule. The timer starts right away and you can end it at any time.</p>
      </div>
      <form onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="fasting-type">Choose Fasting Type</Label>
          <NativeSelect id="fasting-type" {...register("choice")}>
            <FastingTypeOptions />
          </NativeSelect>
        </div>
        {choice === "Custom" && <CustomHoursField id="custom-hours" {...field("customHours")} />}
        <Button type="submit" size="lg" className="w-full" disabled={isStarting}>
          {isStarting ? <Spinner /> : <Play aria-hidden="true" className="fill-current" />}
          Start Fasting
        </Button>
      </form>
    </section>
  );
}
