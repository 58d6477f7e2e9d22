import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ActionButton } from "./action-button";

interface DeleteButtonProps {
  what: "post" | "comment";
  /** The item, as the button names it: "post “Down 6 kg”", "comment by Ann". */
  itemName: string;
  description: string;
  compact?: boolean;
  /** Resolves true when it is gone (the caller says why not). */
  onDelete: () => Promise<boolean>;
}

/** "Delete", after a confirmation that says what goes with it. */
export function DeleteButton({ what, itemName, description, compact, onDelete }: DeleteButtonProps) {
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
      <ActionButton icon={<Trash2 />} label="Delete" name={`Delete ${itemName}`} compact={compact} onClick={() => setOpen(true)} />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete this ${what}?`}
        description={description}
        confirmLabel="Delete"
        destructive
        pending={pending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
