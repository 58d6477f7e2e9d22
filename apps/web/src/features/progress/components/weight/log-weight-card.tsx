import { logWeightForm, type LogWeightForm } from "@app/shared/contracts/progress-forms";
import { toKg, type WeightUnit } from "@app/shared/progress";
import { zodResolver } from "@hookform/resolvers/zod";
import { Scale } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { SectionHeading } from "@/components/ui/section-heading";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { useSaveWeight } from "../../api/progress-queries";

/** "Log weight": one weigh-in a day; saving a day again replaces its weight. */
export function LogWeightCard({ unit, today }: { unit: WeightUnit; today: string }) {
  const save = useSaveWeight();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LogWeightForm>({ resolver: zodResolver(logWeightForm(unit, today)), defaultValues: { weight: "", date: today } });

  const onSubmit = handleSubmit(async ({ weight, date }) => {
    try {
      await save.mutateAsync({ date, weightKg: toKg(Number(weight), unit) });
    } catch (error) {
      toast.error("Couldn't save your weight", { description: errorMessage(error) });
      return;
    }
    toast.success("Weight saved.");
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
            error={errors.weight?.message}
            {...register("weight")}
          />
          <FormField id="weight-date" label="Date" type="date" max={today} error={errors.date?.message} {...register("date")} />
          <Button type="submit" className="sm:mt-7" disabled={isSubmitting}>
            {isSubmitting && <Spinner />}
            Save weight
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
