import { Eye, EyeOff } from "lucide-react";
import { errorMessage } from "@/lib/errors";
import { toast } from "@/lib/toast";
import type { TargetType } from "../api/community-api";
import { useModerate } from "../api/community-queries";
import { ActionButton } from "./action-button";

/**
 * A moderator's "Hide" or "Restore" on a post or comment where it is read: the way back for an
 * item hidden from the queue (hiding deals with its reports, so it leaves the queue).
 */
export function ModeratorButton({
  targetType,
  targetId,
  hidden,
  compact,
}: {
  targetType: TargetType;
  targetId: string;
  hidden: boolean;
  compact?: boolean;
}) {
  const moderate = useModerate();
  const act = async () => {
    const action = hidden ? "restore" : "hide";
    try {
      await moderate.mutateAsync({ action, targetType, targetId });
    } catch (error) {
      toast.error("Couldn't do that", { description: errorMessage(error) });
      return;
    }
    toast.success(hidden ? "Restored: everyone sees it again" : "Hidden: only its author and moderators see it now");
  };
  return (
    <ActionButton
      icon={hidden ? <Eye /> : <EyeOff />}
      label={hidden ? "Restore" : "Hide"}
      compact={compact}
      disabled={moderate.isPending}
      onClick={() => void act()}
    />
  );
}
