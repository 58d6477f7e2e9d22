import { type FoodEntry, saveMealForm, type SaveMealForm, SAVED_MEAL_NAME_MAX } from "@app/shared/food";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogContent, DialogFor, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Switch } from "@/components/ui/switch";
import { formatClock } from "@/lib/format";
import { userTimeZone } from "@/lib/local-day";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { useCreateSavedMealMutation } from "../api/food-queries";
import { entryAmountText, logBodyFromEntry } from "../food-units";
import { everydayName } from "./food-name";
import { fieldProps } from "@/lib/form-fields";

interface SaveMealDialogProps {
  /** The shown day's entries to choose from; null: closed. */
  entries: FoodEntry[] | null;
  onClose: () => void;
}

/** The name a meal eaten at this hour is usually given. */
function mealNameAt(time: Date): string {
  const hour = time.getHours();
  return hour < 11 ? "Breakfast" : hour < 16 ? "Lunch" : "Dinner";
}

/**
 * "Save as meal": a group of the day's entries (to start with, the last ones eaten at one time),
 * named, to log again in one tap; "Every day" adds it to each new day until turned off.
 */
export function SaveMealDialog({ entries, onClose }: SaveMealDialogProps) {
  return (
    <DialogFor value={entries} onClose={onClose}>
      {(entries) => (
        <DialogContent className="sm:max-w-lg">
          <DialogHeader title="Save as meal" description="Log these foods again in one tap, from the search box." />
          <SaveMealForm entries={entries} onClose={onClose} />
        </DialogContent>
      )}
    </DialogFor>
  );
}

function SaveMealForm({ entries, onClose }: { entries: FoodEntry[]; onClose: () => void }) {
  const last = entries.at(-1)!;
  const [defaults] = useState<SaveMealForm>(() => ({
    name: mealNameAt(new Date(last.eatenAt)),
    entryIds: entries.filter((e) => e.eatenAt === last.eatenAt).map((e) => e.id),
    everyDay: false,
  }));
  const { register, handleSubmit, control, formState } = useForm<SaveMealForm>({
    resolver: zodResolver(saveMealForm),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);
  const create = useCreateSavedMealMutation();

  const save = async (values: SaveMealForm) => {
    const chosen = entries.filter((e) => values.entryIds.includes(e.id));
    const at = new Date(chosen[0]!.eatenAt);
    try {
      await create.mutateAsync({
        name: values.name.trim(),
        items: chosen.map((entry) => {
          const { foodId, amount, unit, weighed } = logBodyFromEntry(entry);
          return { foodId, amount, unit, weighed };
        }),
        everyDay: values.everyDay,
        minuteOfDay: at.getHours() * 60 + at.getMinutes(),
        tz: userTimeZone(),
      });
    } catch (error) {
      reportFailure("Couldn't save this meal", error);
      return;
    }
    toast.success("Meal saved", { description: `${values.name.trim()}: log it again from the search box.` });
    onClose();
  };

  return (
    <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate className="grid gap-5">
      <FormField id="save-meal-name" label="Name" maxLength={SAVED_MEAL_NAME_MAX} autoComplete="off" {...field("name")} />
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Foods</legend>
        {entries.map((entry) => (
          <label key={entry.id} className="flex items-start gap-2.5 rounded-md px-1 py-1.5 text-sm">
            <input type="checkbox" value={entry.id} className="mt-0.5 size-4 accent-primary" {...register("entryIds")} />
            <span className="grid">
              <span className="font-medium">{everydayName(entry.food)}</span>
              <span className="text-xs text-muted-foreground">
                {entryAmountText(entry)} · {formatClock(entry.eatenAt)}
              </span>
            </span>
          </label>
        ))}
        {errors.entryIds?.message && <p className="text-sm font-medium text-destructive">{errors.entryIds.message}</p>}
      </fieldset>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor="save-meal-every-day" className="grid gap-0.5 text-sm">
          <span className="font-semibold">Every day</span>
          <span className="text-xs text-muted-foreground">Added to each new day, from tomorrow, until you turn it off.</span>
        </label>
        <Controller
          control={control}
          name="everyDay"
          render={({ field }) => <Switch id="save-meal-every-day" checked={field.value} onCheckedChange={field.onChange} />}
        />
      </div>
      <DialogFooter>
        <Button type="submit" pending={isSubmitting}>
          Save meal
        </Button>
      </DialogFooter>
    </form>
  );
}
