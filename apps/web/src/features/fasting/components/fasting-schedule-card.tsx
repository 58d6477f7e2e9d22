import {
  fastingTypeChoice,
  scheduleForm,
  scheduleOf,
  type ScheduleForm,
  WEEKDAYS,
  WEEKDAYS_FROM_MONDAY,
  type FastingSchedule,
} from "@app/shared/fasting";
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarClock } from "lucide-react";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField, SelectField } from "@/components/ui/form-field";
import { SectionHeading } from "@/components/ui/section-heading";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { formatClock, formatDayPart } from "@/lib/format";
import { userTimeZone } from "@/lib/local-day";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { useFastingSchedule, useSaveFastingSchedule } from "../api/fasting-queries";
import { CustomHoursField, FastingTypeOptions } from "./fasting-type-fields";
import { fieldProps } from "@/lib/form-fields";

/** The evening start of the example plan (16:8 from 20:00), every day, until the user picks. */
const DEFAULT_START_TIME = "20:00";

function formOf(schedule: FastingSchedule | null, usualPlan: string | null | undefined): ScheduleForm {
  return {
    ...fastingTypeChoice(schedule?.fastingType ?? usualPlan),
    startTime: schedule?.startTime ?? DEFAULT_START_TIME,
    weekdays: (schedule?.weekdays ?? WEEKDAYS).map(String),
  };
}

/** 2026-11-22 is a Sunday: the day names in the user's language, from Intl. */
const dayOf = (day: number) => `2026-11-${22 + day}`;

/** "8:00 PM" for a clock time "20:00", in the user's language. */
function clockText(startTime: string): string {
  const [h, m] = startTime.split(":").map(Number) as [number, number];
  return formatClock(new Date(2026, 0, 1, h, m));
}

function summary(schedule: FastingSchedule): string {
  const days =
    schedule.weekdays.length === WEEKDAYS.length
      ? "every day"
      : WEEKDAYS_FROM_MONDAY.filter((day) => schedule.weekdays.includes(day))
          .map((day) => formatDayPart(dayOf(day), "weekday"))
          .join(", ");
  return `${schedule.fastingType} at ${clockText(schedule.startTime)}, ${days}.`;
}

/**
 * Settings → "Fasting schedule": the plan the dashboard offers to start ("Start now") at its local
 * time, in whatever zone the device is in. Off until saved; a new one starts from the usual fast
 * given in onboarding (`usualPlan`).
 */
export function FastingScheduleCard({ usualPlan }: { usualPlan?: string | null }) {
  const query = useFastingSchedule();
  const save = useSaveFastingSchedule();
  const schedule = query.data ?? null;
  const { register, handleSubmit, control, reset, formState } = useForm<ScheduleForm>({
    resolver: zodResolver(scheduleForm),
    defaultValues: formOf(schedule, usualPlan),
  });
  const { errors } = formState;
  const field = fieldProps(register, errors);
  useEffect(() => {
    reset(formOf(schedule, usualPlan), { keepDirtyValues: true });
  }, [schedule, usualPlan, reset]);
  const choice = useWatch({ control, name: "choice" });

  const onSubmit = handleSubmit((form) => {
    save.mutate(
      { ...scheduleOf(form), timeZone: userTimeZone() },
      {
        onSuccess: (saved) => {
          reset(formOf(saved, usualPlan));
          toast.success("Fasting schedule saved");
        },
        onError: (error) => reportFailure("Couldn't save your schedule", error),
      },
    );
  });
  const turnOff = () =>
    save.mutate(null, {
      onSuccess: () => {
        reset(formOf(null, usualPlan));
        toast.success("Fasting schedule turned off");
      },
      onError: (error) => reportFailure("Couldn't turn off your schedule", error),
    });

  return (
    <Card as="section" aria-labelledby="fasting-schedule-title">
      <CardHeader>
        <SectionHeading
          id="fasting-schedule-title"
          icon={<CalendarClock />}
          aside={query.isPending ? <Spinner className="size-4" /> : undefined}
        >
          Fasting schedule
        </SectionHeading>
        <CardDescription>
          Plan a fast at a time of day. The dashboard offers to start it from 30 minutes before; the time stays the same wherever you
          travel.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <p className="text-sm font-medium" aria-live="polite">
          {query.isPending ? "Loading your schedule…" : schedule ? `On: ${summary(schedule)}` : "Off: no fast is planned."}
        </p>
        <form onSubmit={onSubmit} className="grid gap-5" noValidate>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField id="schedule-type" label="Fasting type" {...register("choice")}>
              <FastingTypeOptions />
            </SelectField>
            <FormField id="schedule-time" label="Start time" type="time" required {...field("startTime")} />
          </div>
          {choice === "Custom" && <CustomHoursField id="schedule-custom-hours" {...field("customHours")} />}
          <fieldset className="grid gap-2" aria-describedby={errors.weekdays ? "schedule-days-error" : undefined}>
            <legend className="mb-1 text-sm font-medium">Days</legend>
            <div className="flex flex-wrap gap-2">
              {WEEKDAYS_FROM_MONDAY.map((day) => (
                <label key={day} className="relative">
                  <input
                    type="checkbox"
                    value={String(day)}
                    aria-label={formatDayPart(dayOf(day), "weekdayLong")}
                    className="peer sr-only"
                    {...register("weekdays")}
                  />
                  <span
                    aria-hidden="true"
                    className={cn(
                      "inline-flex h-9 min-w-12 cursor-pointer items-center justify-center rounded-full border border-border px-3 text-sm font-medium",
                      "peer-checked:border-ember peer-checked:bg-ember/15 peer-checked:text-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring",
                    )}
                  >
                    {formatDayPart(dayOf(day), "weekday")}
                  </span>
                </label>
              ))}
            </div>
            {errors.weekdays && (
              <p id="schedule-days-error" className="text-sm font-medium text-destructive">
                {errors.weekdays.message}
              </p>
            )}
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={save.isPending || query.isPending}>
              {save.isPending && save.variables !== null && <Spinner />}
              {schedule ? "Save schedule" : "Turn on schedule"}
            </Button>
            {schedule && (
              <Button type="button" variant="outline" disabled={save.isPending} onClick={turnOff}>
                {save.isPending && save.variables === null && <Spinner />}
                Turn off
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
