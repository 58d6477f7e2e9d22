import { logRecipeForm, type LogRecipeForm } from "@app/shared/recipes";
import { FUTURE_MEAL_MESSAGE, MEAL_SERVINGS_MAX, MEAL_SERVINGS_MIN } from "@app/shared/food";
import { zodResolver } from "@hookform/resolvers/zod";
import { Flame, NotebookPen } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { fromDateTimeLocal, localDateOf, toDateTimeLocal } from "@/lib/local-day";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { EndFastNotice, useEndFastOnLog, type ActiveFast, type EndFast } from "@/features/fasting";
import { useLogRecipe } from "../api/recipes-queries";
import { fieldProps } from "@/lib/form-fields";

const servingsText = (n: number) => (n === 1 ? "1 serving" : `${n} servings`);

interface LogRecipeButtonProps {
  slug: string;
  title: string;
  activeFast?: ActiveFast | null;
  onEndFast?: EndFast;
}

/**
 * "Log this meal": how many servings were eaten (1 unless told; the page's servings control
 * scales the recipe as cooked, which is not what one person ate) and when, logged as one meal in
 * the food log under the recipe's title, to be edited or removed there as one. The rules are the
 * shared form's (a whole number of servings, a time not after now), as the server's. A fast running
 * since before the meal can end with it ("End fast and add"), as in the food log's dialog; the
 * page passes the running fast and fasting's end mutation in.
 */
export function LogRecipeButton({ slug, title, activeFast, onEndFast }: LogRecipeButtonProps) {
  const [open, setOpen] = useState(false);
  const log = useLogRecipe();
  const navigate = useNavigate();
  const { register, handleSubmit, reset, setError, control, formState } = useForm<LogRecipeForm>({
    resolver: zodResolver(logRecipeForm),
    defaultValues: { servings: "1", eatenAt: "" },
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);
  const eatenAt = useWatch({ control, name: "eatenAt" });
  const fast = useEndFastOnLog({ activeFast, onEndFast, adding: true, mealTime: fromDateTimeLocal(eatenAt) });
  // Which button sent the form ("End fast and add" or "Add to food log"), for its spinner.
  const [choice, setChoice] = useState<"add" | "end-fast">("add");

  const onOpenChange = (next: boolean) => {
    if (next) reset({ servings: "1", eatenAt: toDateTimeLocal(new Date()) });
    setOpen(next);
  };
  const submit = (endFast: boolean) =>
    handleSubmit(async (values) => {
      const at = fromDateTimeLocal(values.eatenAt)!;
      const servings = Number(values.servings);
      try {
        await log.mutateAsync({ slug, body: { servings, eatenAt: at.toISOString() } });
      } catch (failure) {
        // A time the server finds ahead of its clock is about the time field.
        if (errorMessage(failure).endsWith(FUTURE_MEAL_MESSAGE))
          setError("eatenAt", { message: FUTURE_MEAL_MESSAGE }, { shouldFocus: true });
        else reportFailure("Couldn't add this meal", failure);
        return;
      }
      const fastEnded = endFast ? await fast.endWith(at) : null;
      setOpen(false);
      const day = localDateOf(at);
      toast.success(`${title} is in your food log`, {
        description: fastEnded ? `${servingsText(servings)}. ${fastEnded}` : servingsText(servings),
        action: { label: "Open food log", onClick: () => void navigate(`/food?date=${day}`) },
      });
    });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The button that sent the form (Enter sends it with the first one, "Add to food log").
    const endFast = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("data-action") === "end-fast";
    setChoice(endFast ? "end-fast" : "add");
    void submit(endFast)(event);
  };

  return (
    <>
      <Button size="lg" onClick={() => onOpenChange(true)} className="print:hidden">
        <NotebookPen aria-hidden="true" />
        Log this meal
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader title="Log this meal" description={`How much of ${title} did you eat? It goes to your food log as one meal.`} />
          <form noValidate className="grid gap-4" onSubmit={onSubmit}>
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
              {...field("servings")}
            />
            <FormField id="recipe-log-time" label="Eaten at" type="datetime-local" {...field("eatenAt")} />
            {fast.offer && <EndFastNotice since={fast.offer.since} endsAt={fast.offer.endsAt} />}
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" variant={fast.offer ? "outline" : "default"} disabled={isSubmitting} data-action="add">
                {isSubmitting && choice === "add" && <Spinner />}
                Add to food log
              </Button>
              {fast.offer && (
                <Button type="submit" disabled={isSubmitting} data-action="end-fast">
                  {isSubmitting && choice === "end-fast" ? <Spinner /> : <Flame aria-hidden="true" />}
                  End fast and add
                </Button>
              )}
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
