import { RefreshCw } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { useFoodDetail } from "../api/food-queries";
import type { LogTarget } from "../log-form";
import { everydayName } from "./food-name";
import { LogFoodForm, type LogFoodContext } from "./log-food-form";

interface LogFoodDialogProps extends LogFoodContext {
  /** null: closed. */
  target: LogTarget | null;
  /**
   * Where the focus goes once a food is added (the search box, for the next food). Otherwise it
   * goes back to what opened the dialog.
   */
  focusAfterAdd?: () => void;
}

/** Log a food (or edit an entry): amount and unit, raw or cooked weight, time, note, and a live nutrition preview. */
export function LogFoodDialog({ target, onClose, ...rest }: LogFoodDialogProps) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {target && <LogFoodDialogContent target={target} onClose={onClose} {...rest} />}
    </Dialog>
  );
}

/** The food's detail first (portions, yields, cooked forms): the form waits for it. */
function LogFoodDialogContent({ target, onClose, focusAfterAdd, ...rest }: LogFoodDialogProps & { target: LogTarget }) {
  const food = target.mode === "add" ? target.food : target.entry.food;
  const detail = useFoodDetail(food.id);
  const added = useRef(false);
  return (
    <DialogContent
      className="sm:max-w-lg"
      onCloseAutoFocus={(event) => {
        if (!added.current || !focusAfterAdd) return;
        event.preventDefault();
        focusAfterAdd();
      }}
    >
      <DialogHeader>
        <DialogTitle>{everydayName(food)}</DialogTitle>
        <DialogDescription>
          {food.displayName !== null && <span className="mb-1 block text-xs">{food.name}</span>}
          {target.mode === "add" ? "How much did you eat, and when?" : "Change the amount, time or note of this entry."}
        </DialogDescription>
      </DialogHeader>
      {detail.data ? (
        <LogFoodForm
          key={food.id}
          target={target}
          detail={detail.data}
          onClose={onClose}
          onAdded={() => (added.current = true)}
          {...rest}
        />
      ) : detail.isError ? (
        <div className="grid justify-items-center gap-3 py-6 text-center text-sm text-muted-foreground">
          <p>{errorMessage(detail.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void detail.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : (
        <div className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground" aria-busy="true">
          <Spinner className="size-5 text-primary" />
          Loading this food…
        </div>
      )}
    </DialogContent>
  );
}
