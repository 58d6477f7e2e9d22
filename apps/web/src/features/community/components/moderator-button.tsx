import { Eye, EyeOff } from "lucide-react";
import { failed } from "@/lib/failed";
import { toast } from "@/lib/toast";
import type { ModerationVerb, TargetType } from "../api/community-api";
import { useModerate } from "../api/community-queries";
import { ActionButton } from "./action-button";

const DONE: Record<ModerationVerb, string> = {
  hide: "Hidden: only its author and moderators see it now",
  restore: "Restored: everyone sees it again",
  dismiss: "Reports dismissed",
};

/**
 * A moderator's hide, restore or dismiss on one post or comment, told in a toast. Awaited rather
 * than through mutate()'s callbacks: an item leaves the queue (and its component unmounts) once
 * the queue is read again, and a callback would go with it.
 */
export function useModerationAction(target: { targetType: TargetType; targetId: string }) {
  const moderate = useModerate();
  const act = async (action: ModerationVerb) => {
    if (await failed(moderate.mutateAsync({ action, targetType: target.targetType, targetId: target.targetId }), "Couldn't do that"))
      return;
    toast.success(DONE[action]);
  };
  return { act, pending: moderate.isPending };
}

interface ModeratorButtonProps {
  targetType: TargetType;
  targetId: string;
  itemName: string;
  hidden: boolean;
  compact?: boolean;
}

/**
 * A moderator's "Hide" or "Restore" on a post or comment where it is read: the way back for an
 * item hidden from the queue (hiding deals with its reports, so it leaves the queue).
 */
export function ModeratorButton({ targetType, targetId, itemName, hidden, compact }: ModeratorButtonProps) {
  const { act, pending } = useModerationAction({ targetType, targetId });
  return (
    <ActionButton
      icon={hidden ? <Eye /> : <EyeOff />}
      label={hidden ? "Restore" : "Hide"}
      name={`${hidden ? "Restore" : "Hide"} ${itemName}`}
      compact={compact}
      disabled={pending}
      onClick={() => void act(hidden ? "restore" : "hide")}
    />
  );
}
