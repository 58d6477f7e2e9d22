import type { FormEvent, ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";
import { Button } from "./button";
import { Spinner } from "./spinner";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when one does (focus goes back to it when the dialog closes). */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  /** A red confirm button, for what can't be undone. */
  destructive?: boolean;
  /** While the confirmed action runs: a spinner on the confirm button, and no way to close the dialog. */
  pending?: boolean;
  /** The confirm button is disabled, e.g. until a field is filled in. */
  confirmDisabled?: boolean;
  /**
   * Confirming doesn't close the dialog: the caller does, at once or once its action has succeeded
   * (so a refusal can be read while the dialog is still there).
   */
  onConfirm: () => void;
  /** Fields between the description and the buttons: the dialog is then a form, and Enter in a field confirms. */
  children?: ReactNode;
}

/** "Are you sure?": a title, what happens, Cancel and the confirm button. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  destructive = false,
  pending = false,
  confirmDisabled = false,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const header = (
    <AlertDialogHeader>
      <AlertDialogTitle>{title}</AlertDialogTitle>
      <AlertDialogDescription>{description}</AlertDialogDescription>
    </AlertDialogHeader>
  );
  const footer = (
    <AlertDialogFooter>
      <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
      <Button
        type={children ? "submit" : "button"}
        variant={destructive ? "destructive" : "default"}
        onClick={children ? undefined : onConfirm}
        disabled={pending || confirmDisabled}
      >
        {pending && <Spinner />}
        {confirmLabel}
      </Button>
    </AlertDialogFooter>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        {children ? (
          <form onSubmit={submit} noValidate className="grid gap-5">
            {header}
            {children}
            {footer}
          </form>
        ) : (
          <>
            {header}
            {footer}
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
