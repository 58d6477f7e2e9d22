import { RefreshCw } from "lucide-react";
import { useRef, type ReactNode, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { DialogContent, DialogFor, DialogHeader } from "@/components/ui/dialog";
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
    <DialogFor value={target} onClose={onClose}>
      {(target) => <LogFoodDialogContent target={target} onClose={onClose} {...rest} />}
    </DialogFor>
  );
}

/** The food's detail first (portions, yields, cooked forms): the form waits for it. */
function LogFoodDialogContent({ target, onClose, focusAfterAdd, ...rest }: LogFoodDialogProps & { target: LogTarget }) {
  const food = target.mode === "add" ? target.food : target.entry.food;
  const detail = useFoodDetail(food.id);
  const added = useRef(false);
  return (
    <FoodsDialogContent
      title={everydayName(food)}
      description={
        <>
          {food.displayName !== null && <span className="mb-1 block text-xs">{food.name}</span>}
          {target.mode === "add" ? "How much did you eat, and when?" : "Change the amount, time or note of this entry."}
        </>
      }
      focusAfterAdd={focusAfterAdd}
      added={added}
      ready={detail.data !== undefined}
      failed={detail.isError ? detail : undefined}
      loadingText="Loading this food…"
    >
      {detail.data && (
        <LogFoodForm
          key={food.id}
          target={target}
          detail={detail.data}
          onClose={onClose}
          onAdded={() => (added.current = true)}
          {...rest}
        />
      )}
    </FoodsDialogContent>
  );
}

interface FoodsDialogContentProps {
  title: ReactNode;
  description: ReactNode;
  focusAfterAdd?: (() => void) | undefined;
  /** Set by the form once it has added: the focus then goes to `focusAfterAdd`. */
  added: RefObject<boolean>;
  /** Whether the foods' details the form needs have come. */
  ready: boolean;
  failed: { error: unknown; refetch: () => unknown } | undefined;
  loadingText: string;
  /** The form. */
  children: ReactNode;
}

/** The log dialogs' content: the form once the foods' details have come (a spinner, or the error and "Try again", before). */
export function FoodsDialogContent({
  title,
  description,
  focusAfterAdd,
  added,
  ready,
  failed,
  loadingText,
  children,
}: FoodsDialogContentProps) {
  return (
    <DialogContent
      className="sm:max-w-lg"
      onCloseAutoFocus={(event) => {
        if (!added.current || !focusAfterAdd) return;
        event.preventDefault();
        focusAfterAdd();
      }}
    >
      <DialogHeader title={title} description={description} />
      {ready ? (
        children
      ) : failed ? (
        <div className="grid justify-items-center gap-3 py-6 text-center text-sm text-muted-foreground">
          <p>{errorMessage(failed.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void failed.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : (
        <div className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground" aria-busy="true">
          <Spinner className="size-5 text-primary" />
          {loadingText}
        </div>
      )}
    </DialogContent>
  );
}
