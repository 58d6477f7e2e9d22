import { logRecipeForm, type LogRecipeForm } from "@app/shared/contracts/recipes-forms";
import { FUTURE_MEAL_MESSAGE, MEAL_SERVINGS_MAX, MEAL_SERVINGS_MIN } from "@app/shared/food";
import { zodResolver } from "@hookform/resolvers/zod";
import { NotebookPen } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { fromDateTimeLocal, localDateOf, toDateTimeLocal } from "@/lib/local-day";
import { toast } from "@/lib/toast";
import { useLogRecipe } from "../api/recipes-queries";

const servingsText = (n: number) => (n === 1 ? "1 serving" : `${n} servings`);

/**
 * "Log this meal": how many servings were eaten (1 unless told; the page's servings control
 * scales the recipe as cooked, which is not what one person ate) and when, logged as one meal in
 * the food log under the recipe's title, to be edited or removed there as one. The rules are the
 * shared form's (a whole number of servings, a time not after now), as the server's.
 */
export function LogRecipeButton({ slug, title }: { slug: string; title: string; servings?: number }) {
  const [open, setOpen] = useState(false);
  const log = useLogRecipe();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<LogRecipeForm>({ resolver: zodResolver(logRecipeForm), defaultValues: { servings: "1", eatenAt: "" } });

  const onOpenChange = (next: boolean) => {
    if (next) reset({ servings: "1", eatenAt: toDateTimeLocal(new Date()) });
    setOpen(next);
  };
  const submit = handleSubmit(async (values) => {
    const at = fromDateTimeLocal(values.eatenAt)!;
    const servings = Number(values.servings);
    try {
      await log.mutateAsync({ slug, body: { servings, eatenAt: at.toISOString() } });
    } catch (failure) {
      // A time the server finds ahead of its clock is about the time field.
      if (errorMessage(failure).endsWith(FUTURE_MEAL_MESSAGE)) setError("eatenAt", { message: FUTURE_MEAL_MESSAGE }, { shouldFocus: true });
      else toast.error("Couldn't add this meal", { description: errorMessage(failure) });
      return;
    }
    setOpen(false);
    const day = localDateOf(at);
    toast.success(`${title} is in your food log`, {
      description: servingsText(servings),
      action: { label: "Open food log", onClick: () => void navigate(`/food?date=${day}`) },
    });
  });

  return (
    <>
      <Button size="lg" onClick={() => onOpenChange(true)} className="print:hidden">
        <NotebookPen aria-hidden="true" />
        Log this meal
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Log this meal</DialogTitle>
            <DialogDescription>How much of {title} did you eat? It goes to your food log as one meal.</DialogDescription>
          </DialogHeader>
          <form noValidate className="grid gap-4" onSubmit={(e) => void submit(e)}>
            <FormField
              id="recipe-log-servings"
              label="Servings eaten"
              type="number"
              inputMode="numeric"
              min={MEAL_SERVINGS_MIN}
              max={MEAL_SERVINGS_MAX}
              step={1}
              autoFocus
              hint="Servings as the recipe counts them, whatever amount you cooked."
              error={errors.servings?.message}
              {...register("servings")}
            />
            <FormField
              id="recipe-log-time"
              label="Eaten at"
              type="datetime-local"
              error={errors.eatenAt?.message}
              {...register("eatenAt")}
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={log.isPending}>
                {log.isPending && <Spinner />}
                Add to food log
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
