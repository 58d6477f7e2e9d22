import { toKg, WEIGHT_MAX_KG, WEIGHT_MIN_KG, weightBounds, type WeightUnit } from "@app/shared/progress";
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
import { validateDay } from "../../day-field";

interface WeightForm {
  weight: string;
  date: string;
}

/** The bounds in the user's unit, e.g. "between 44 and 881.9 lb". */
export function weightBoundsMessage(unit: WeightUnit): string {
  const { min, max } = weightBounds(unit);
  return `Weight must be between ${min.toLocaleString("en-US")} and ${max.toLocaleString("en-US")} ${unit}.`;
}

export function validateWeight(value: string, unit: WeightUnit): true | string {
  if (value.trim() === "") return "Enter your weight.";
  const number = Number(value);
  if (!Number.isFinite(number)) return "Weight must be a number.";
  const kg = toKg(number, unit);
  return kg >= WEIGHT_MIN_KG && kg <= WEIGHT_MAX_KG ? true : weightBoundsMessage(unit);
}

/** "Log weight": one weigh-in a day; saving a day again replaces its weight. */
export function LogWeightCard({ unit, today }: { unit: WeightUnit; today: string }) {
  const save = useSaveWeight();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WeightForm>({ defaultValues: { weight: "", date: today } });

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
            {...register("weight", { validate: (value) => validateWeight(value, unit) })}
          />
          <FormField
            id="weight-date"
            label="Date"
            type="date"
            max={today}
            error={errors.date?.message}
            {...register("date", { validate: (value) => validateDay(value, today) })}
          />
          <Button type="submit" className="sm:mt-7" disabled={isSubmitting}>
            {isSubmitting && <Spinner />}
            Save weight
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
