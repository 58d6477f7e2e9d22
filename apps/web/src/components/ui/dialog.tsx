import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button, type ButtonProps } from "./button";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** A dialog open while `value` is set; dismissing it calls onClose. Its content is made from the value. */
export function DialogFor<T>({ value, onClose, children }: { value: T | null; onClose: () => void; children: (value: T) => ReactNode }) {
  return (
    <Dialog open={value !== null} onOpenChange={(open) => !open && onClose()}>
      {value !== null && children(value)}
    </Dialog>
  );
}

/** The centred panel of a dialog, and of ConfirmDialog's alert dialog. */
export const DIALOG_PANEL_CLASS = cn(
  "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4",
  "max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-xl border border-border bg-surface p-6 shadow-popover",
  "focus-visible:outline-none data-[state=open]:animate-zoom-in",
);

export function DialogContent({
  className,
  children,
  showClose = true,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { showClose?: boolean }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-50 bg-charcoal/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in"
      />
      <DialogPrimitive.Content data-slot="dialog-content" className={cn(DIALOG_PANEL_CLASS, className)} {...props}>
        {children}
        {showClose && (
          <DialogPrimitive.Close
            className="absolute top-3.5 right-3.5 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A dialog's title and what it is for, which name and describe the dialog to assistive technology. */
export function DialogHeader({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5 pr-8">
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </div>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

interface FormFooterProps {
  onCancel: () => void;
  pending: boolean;
  variant?: ButtonProps["variant"];
  children: ReactNode;
}

/** A form dialog's footer: Cancel, and the submit button (`children`, its label). */
export function FormFooter({ onCancel, pending, variant, children }: FormFooterProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={variant} pending={pending}>
        {children}
      </Button>
    </DialogFooter>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-bold tracking-tight", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
