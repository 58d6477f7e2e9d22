import type { FastingSession } from "@app/shared/fasting";
import { errorMessage } from "@/lib/errors";
import { formatDayAndClock } from "@/lib/format";
import { toast } from "@/lib/toast";
import { useDeleteFastMutation, useRestoreFastMutation } from "../api/fasting-queries";

interface DeleteWords {
  /** What was done: "Fast deleted" unless told ("Fast discarded"). */
  title?: string;
  /** Under it: the fast's type and start unless told. */
  description?: string;
  /** What failed: "Couldn't delete this fast" unless told. */
  failureTitle?: string;
}

/**
 * Deletes a fast, running or finished, with "Undo" in the toast, which asks the server to put the
 * very same fast back (POST /api/fasting/:id/restore): the one way the app deletes a fast (the
 * edit dialog's Delete, the end toast's Discard). Resolves true once the fast is deleted, false
 * if the server refused.
 */
export function useDeleteFast(): (session: FastingSession, words?: DeleteWords) => Promise<boolean> {
  const remove = useDeleteFastMutation();
  const restore = useRestoreFastMutation();
  // mutateAsync, not mutate's callbacks: a second delete before the first responses would replace
  // the first's callbacks, and its Undo toast would never show.
  return (session, { title = "Fast deleted", failureTitle = "Couldn't delete this fast", ...words } = {}) => {
    const description = words.description ?? `${session.fastingType}, started ${formatDayAndClock(session.startTime)}`;
    return remove.mutateAsync(session).then(
      () => {
        toast(title, {
          description,
          // Long enough to notice the mistake and reach the button.
          duration: 10_000,
          action: {
            label: "Undo",
            onClick: () => {
              void restore.mutateAsync(session).then(
                () => toast.success("Fast restored", { description }),
                (error: unknown) => toast.error("Couldn't restore the fast", { description: errorMessage(error) }),
              );
            },
          },
        });
        return true;
      },
      (error: unknown) => {
        toast.error(failureTitle, { description: errorMessage(error) });
        return false;
      },
    );
  };
}
