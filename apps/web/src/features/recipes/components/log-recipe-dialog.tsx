import { logRecipeForm, type LogRecipeForm } from "@app/shared/contracts/recipes-forms";
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
 * "Log this meal": the servings chosen on the page go to the food log, now or at a chosen time, as
 * one entry per ingredient (each editable there like any food). Two taps: the button, then "Add to
 * food log". The time's rules are the shared form's (at most a day ahead, as the server's).
 */
export function LogRecipeButton({ slug, title, servings }: { slug: string; title: string; servings: number }) {
  const [open, setOpen] = useState(false);
  const log = useLogRecipe();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LogRecipeForm>({ resolver: zodResolver(logRecipeForm), defaultValues: { eatenAt: "" } });

  const onOpenChange = (next: boolean) => {
    if (next) reset({ eatenAt: toDateTimeLocal(new Date()) });
    setOpen(next);
  };
  const submit = handleSubmit(async ({ eatenAt }) => {
    const at = fromDateTimeLocal(eatenAt)!;
    try {
      await log.mutateAsync({ slug, body: { servings, eatenAt: at.toISOString() } });
    } catch (failure) {
      toast.error("Couldn't add this meal", { description: errorMessage(failure) });
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
            <DialogDescription>
              {servingsText(servings)} of {title}, as one entry per ingredient in your food log.
            </DialogDescription>
          </DialogHeader>
          <form noValidate className="grid gap-4" onSubmit={(e) => void submit(e)}>
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
