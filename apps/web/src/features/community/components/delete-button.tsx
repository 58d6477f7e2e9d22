import { Trash2 } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ActionButton } from "./action-button";

/** "Delete", after a confirmation that says what goes with it. */
export function DeleteButton({
  what,
  description,
  compact,
  onDelete,
}: {
  what: "post" | "comment";
  description: string;
  compact?: boolean;
  /** Resolves true when it is gone (the caller says why not). */
  onDelete: () => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    const done = await onDelete();
    setPending(false);
    if (done) setOpen(false);
  };
  return (
    <>
      <ActionButton icon={<Trash2 />} label="Delete" compact={compact} onClick={() => setOpen(true)} />
      <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this {what}?</AlertDialogTitle>
            <AlertDialogDescription>{description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
            <Button variant="destructive" onClick={() => void confirm()} disabled={pending}>
              {pending && <Spinner />}
              Delete
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
