import { NotebookPen } from "lucide-react";
import { useState } from "react";
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
 * food log".
 */
export function LogRecipeButton({ slug, title, servings }: { slug: string; title: string; servings: number }) {
  const [open, setOpen] = useState(false);
  const [time, setTime] = useState("");
  const [error, setError] = useState<string | undefined>();
  const log = useLogRecipe();
  const navigate = useNavigate();

  const onOpenChange = (next: boolean) => {
    if (next) {
      setTime(toDateTimeLocal(new Date()));
      setError(undefined);
    }
    setOpen(next);
  };
  const submit = async () => {
    const at = fromDateTimeLocal(time);
    if (!at) return setError("Enter the date and time you ate it.");
    if (at.getTime() > Date.now() + 86_400_000) return setError("That is more than a day ahead.");
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
  };

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
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <FormField
              id="recipe-log-time"
              label="Eaten at"
              type="datetime-local"
              value={time}
              onChange={(e) => setTime(e.target.value)}
              error={error}
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
