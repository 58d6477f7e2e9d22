import { type FoodMeal, FUTURE_MEAL_MESSAGE, MEAL_SERVINGS_MAX, MEAL_SERVINGS_MIN } from "@app/shared/food";
import { logRecipeForm, type LogRecipeForm } from "@app/shared/recipes";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { DialogContent, DialogFor, FormFooter, DialogHeader } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { errorMessage } from "@/lib/errors";
import { fromDateTimeLocal, toDateTimeLocal } from "@/lib/local-day";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { useUpdateMealMutation } from "../api/food-queries";
import { fieldProps } from "@/lib/form-fields";

/** Edit a meal logged as one: the servings eaten (every ingredient follows) and the time. null: closed. */
export function MealDialog({ meal, onClose }: { meal: FoodMeal | null; onClose: () => void }) {
  return (
    <DialogFor value={meal} onClose={onClose}>
      {(meal) => <MealForm key={meal.id} meal={meal} onClose={onClose} />}
    </DialogFor>
  );
}

function MealForm({ meal, onClose }: { meal: FoodMeal; onClose: () => void }) {
  const update = useUpdateMealMutation();
  const defaults = { servings: String(meal.servings), eatenAt: toDateTimeLocal(new Date(meal.eatenAt)) };
  const { register, handleSubmit, setError, formState } = useForm<LogRecipeForm>({
    resolver: zodResolver(logRecipeForm),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);
  const submit = handleSubmit(async (values) => {
    const changes = {
      ...(values.servings !== defaults.servings && { servings: Number(values.servings) }),
      ...(values.eatenAt !== defaults.eatenAt && { eatenAt: fromDateTimeLocal(values.eatenAt)!.toISOString() }),
    };
    try {
      await update.mutateAsync({ id: meal.id, changes });
    } catch (error) {
      if (errorMessage(error).endsWith(FUTURE_MEAL_MESSAGE)) setError("eatenAt", { message: FUTURE_MEAL_MESSAGE }, { shouldFocus: true });
      else reportFailure("Couldn't save your changes", error);
      return;
    }
    toast.success("Meal updated");
    onClose();
  });
  return (
    <DialogContent>
      <DialogHeader title={meal.title} description="Change the servings eaten or the time: every ingredient follows." />
      <form noValidate className="grid gap-4" onSubmit={(e) => void submit(e)}>
        <FormField
          id="meal-servings"
          label="Servings eaten"
          type="number"
          inputMode="numeric"
          min={MEAL_SERVINGS_MIN}
          max={MEAL_SERVINGS_MAX}
          step={1}
          autoFocus
          {...field("servings")}
        />
        <FormField id="meal-time" label="Eaten at" type="datetime-local" {...field("eatenAt")} />
        <FormFooter onCancel={onClose} pending={isSubmitting}>
          Save changes
        </FormFooter>
      </form>
    </DialogContent>
  );
}
