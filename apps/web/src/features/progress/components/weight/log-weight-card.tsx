import { logWeightForm, type LogWeightForm, FREE_RANGE, formatWeight, toKg, type WeightUnit } from "@app/shared/progress";
import { zodResolver } from "@hookform/resolvers/zod";
import { Scale } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { SectionHeading } from "@/components/ui/section-heading";
import { formatDay } from "@/lib/format";
import { failed } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { useSaveWeight, useWeights } from "../../api/progress-queries";
import { fieldProps } from "@/lib/form-fields";

/** "You already logged 82.4 kg today. Saving replaces it.": said before a day's weigh-in is replaced. */
export function replaceNote(entry: { date: string; weightKg: number }, unit: WeightUnit, today: string): string {
  const day = entry.date === today ? "today" : `on ${formatDay(entry.date, { short: true })}`;
  return `You already logged ${formatWeight(entry.weightKg, unit, { entered: true })} ${day}. Saving replaces it.`;
}

/**
 * "Log weight": one weigh-in a day; saving a day again replaces its weight, and the form says so
 * before (a note when the chosen day has one; the last 30 days', which every plan reads) and after.
 */
export function LogWeightCard({ unit, today }: { unit: WeightUnit; today: string }) {
  const save = useSaveWeight();
  const recent = useWeights(FREE_RANGE, today);
  const { register, handleSubmit, reset, control, formState } = useForm<LogWeightForm>({
    resolver: zodResolver(logWeightForm(unit, today)),
    defaultValues: { weight: "", date: today },
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);
  const date = useWatch({ control, name: "date" });
  const existing = recent.data?.entries.find((e) => e.date === date);

  const onSubmit = handleSubmit(async ({ weight, date }) => {
    const replaces = recent.data?.entries.some((e) => e.date === date) ?? false;
    if (await failed(save.mutateAsync({ date, weightKg: toKg(Number(weight), unit) }), "Couldn't save your weight")) return;
    toast.success(replaces ? "Weight updated" : "Weight saved.");
    reset({ weight: "", date });
  });

  return (
    <Card as="section" aria-labelledby="log-weight-title">
      <CardHeader>
        <SectionHeading id="log-weight-title" icon={<Scale />}>
          Log weight
        </SectionHeading>
        <CardDescription>Weigh in at the same time of day; the trend smooths out the daily water swings.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
          <FormField
            id="weight-value"
            label="Weight"
            type="number"
            inputMode="decimal"
            step="0.1"
            autoComplete="off"
            hint={`In ${unit === "kg" ? "kilograms" : "pounds"}; change it in Settings.`}
            {...field("weight")}
          />
          <FormField id="weight-date" label="Date" type="date" max={today} {...field("date")} />
          {/* Under the date on a phone, under the whole row beside it. */}
          <p
            role="status"
            className="text-sm text-muted-foreground empty:hidden sm:order-last sm:col-span-3"
            data-testid="weight-replace-note"
          >
            {existing && replaceNote(existing, unit, today)}
          </p>
          <Button type="submit" className="sm:mt-7" pending={isSubmitting}>
            Save weight
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
