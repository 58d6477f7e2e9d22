import type { FastingSession } from "@app/shared/fasting";
import { deleteWithUndo, type UndoWords } from "@/lib/delete-with-undo";
import { formatDayAndClock } from "@/lib/format";
import { useDeleteFastMutation, useRestoreFastMutation } from "../api/fasting-queries";

/**
 * Deletes a fast, running or finished, with "Undo" in the toast, which asks the server to put the
 * very same fast back (POST /api/fasting/:id/restore): the one way the app deletes a fast (the
 * edit dialog's Delete, the end toast's Discard). The toasts say "Fast deleted" and the fast's
 * type and start unless `words` say otherwise ("Fast discarded"). Resolves true once the fast is
 * deleted, false if the server refused.
 */
export function useDeleteFast(): (session: FastingSession, words?: Partial<UndoWords>) => Promise<boolean> {
  const remove = useDeleteFastMutation();
  const restore = useRestoreFastMutation();
  return (session, words) =>
    deleteWithUndo({
      remove: () => remove.mutateAsync(session),
      restore: () => restore.mutateAsync(session),
      title: "Fast deleted",
      failureTitle: "Couldn't delete this fast",
      restoredTitle: "Fast restored",
      restoreFailureTitle: "Couldn't restore the fast",
      description: `${session.fastingType}, started ${formatDayAndClock(session.startTime)}`,
      ...words,
    });
}
