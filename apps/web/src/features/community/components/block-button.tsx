import type { Member } from "@app/shared/community";
import { Ban } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { failed } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { useSetBlocked } from "../api/community-queries";
import { ActionButton } from "./action-button";

/** "Block" a member, after a confirmation: their posts and comments disappear for this member. */
export function BlockButton({ member, compact, onBlocked }: { member: Member; compact?: boolean; onBlocked?: () => void }) {
  const [open, setOpen] = useState(false);
  const block = useSetBlocked();
  const confirm = async () => {
    if (await failed(block.mutateAsync({ memberId: member.id, blocked: true }), `Couldn't block ${member.displayName}`)) return;
    setOpen(false);
    toast.success(`You blocked ${member.displayName}`, { description: "You can unblock them in Settings." });
    onBlocked?.();
  };
  return (
    <>
      <ActionButton icon={<Ban />} label="Block" name={`Block ${member.displayName}`} compact={compact} onClick={() => setOpen(true)} />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Block ${member.displayName}?`}
        description="You won't see their posts and comments any more, and they won't be told. You can unblock them in Settings."
        confirmLabel="Block"
        destructive
        pending={block.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
