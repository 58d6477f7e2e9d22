import { reportFailure } from "./failed";
import { toast } from "./toast";

/** A delete's toasts, e.g. "Entry deleted", "Couldn't delete this entry", "Entry restored", "Couldn't restore the entry". */
export interface UndoWords {
  title: string;
  failureTitle: string;
  /** None: what came back shows for itself. */
  restoredTitle?: string;
  restoreFailureTitle: string;
  /** Under the titles: which one it was. */
  description: string;
}

interface DeleteWithUndo extends UndoWords {
  remove: () => Promise<unknown>;
  /** Puts the very same back. */
  restore: () => Promise<unknown>;
}

/**
 * Deletes at once, with "Undo" in the toast. Resolves true once deleted, false if the server
 * refused (said in an error toast). `remove` and `restore` take a mutation's mutateAsync, not
 * mutate's callbacks: a second delete before the first responds would replace the first's
 * callbacks, and its Undo toast would never show.
 */
export async function deleteWithUndo({ remove, restore, ...words }: DeleteWithUndo): Promise<boolean> {
  try {
    await remove();
  } catch (error) {
    reportFailure(words.failureTitle, error);
    return false;
  }
  toast(words.title, {
    description: words.description,
    // Long enough to notice the mistake and reach the button.
    duration: 10_000,
    action: {
      label: "Undo",
      onClick: () => {
        void restore().then(
          () => words.restoredTitle && toast.success(words.restoredTitle, { description: words.description }),
          (error: unknown) => reportFailure(words.restoreFailureTitle, error),
        );
      },
    },
  });
  return true;
}
