import { AlertDialog } from "radix-ui";
import type { FormEvent, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button, buttonVariants } from "./button";
import { DIALOG_PANEL_CLASS } from "./dialog";

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
    <div className="flex flex-col gap-1.5">
      <AlertDialog.Title className="text-lg font-bold tracking-tight">{title}</AlertDialog.Title>
      <AlertDialog.Description className="text-sm text-muted-foreground">{description}</AlertDialog.Description>
    </div>
  );
  const footer = (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <AlertDialog.Cancel className={cn(buttonVariants({ variant: "outline" }))} disabled={pending}>
        {cancelLabel}
      </AlertDialog.Cancel>
      <Button
        type={children ? "submit" : "button"}
        variant={destructive ? "destructive" : "default"}
        onClick={children ? undefined : onConfirm}
        pending={pending}
        disabled={confirmDisabled}
      >
        {confirmLabel}
      </Button>
    </div>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-charcoal/55 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <AlertDialog.Content data-slot="alert-dialog-content" className={DIALOG_PANEL_CLASS}>
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
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
