import {
  COMMENT_BODY_MAX,
  plainText,
  type Comment,
  type MeResponse,
  commentForm,
  type CommentForm as CommentValues,
} from "@app/shared/community";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/form-field";
import { failed, reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { useAddComment, useUpdateComment } from "../api/community-queries";
import { GuidelinesDialog } from "./guidelines-dialog";
import { FormattingHint } from "./rich-text";
import { fieldProps } from "@/lib/form-fields";

interface CommentFormProps {
  id: string;
  postId: string;
  /** A reply: the top-level comment it answers. */
  parentId?: string;
  me: Pick<MeResponse, "guidelinesAccepted">;
  label: string;
  submitLabel: string;
  autoFocus?: boolean;
  onCancel?: () => void;
  onDone?: (comment: Comment) => void;
}

/**
 * "Add a comment" (or a reply): the same Markdown as posts. Before a member's first words in the
 * community, the guidelines and "I agree"; then the comment goes.
 */
export function CommentForm({ id, postId, parentId, me, label, submitLabel, autoFocus, onCancel, onDone }: CommentFormProps) {
  const { register, handleSubmit, reset, setFocus, formState } = useForm<CommentValues>({
    resolver: zodResolver(commentForm),
    defaultValues: { body: "" },
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);
  const add = useAddComment();
  // A first comment waits for the guidelines' "I agree".
  const [waiting, setWaiting] = useState<string | null>(null);

  const send = async (body: string) => {
    try {
      const { comment } = await add.mutateAsync({ postId, body, ...(parentId && { parentId }) });
      reset({ body: "" });
      onDone?.(comment);
    } catch (error) {
      reportFailure(parentId ? "Couldn't post your reply" : "Couldn't post your comment", error);
    }
  };
  const onSubmit = handleSubmit(async ({ body }) => {
    if (!me.guidelinesAccepted) {
      setWaiting(body);
      return;
    }
    await send(body);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <TextareaField
        id={id}
        label={label}
        rows={parentId ? 2 : 3}
        autoFocus={autoFocus}
        maxLength={COMMENT_BODY_MAX}
        placeholder={parentId ? "Write a reply…" : "Share your experience, ask, encourage…"}
        hint={<FormattingHint />}
        {...field("body")}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" pending={isSubmitting || add.isPending}>
          {submitLabel}
        </Button>
      </div>
      <GuidelinesDialog
        open={waiting !== null}
        onOpenChange={(open) => {
          if (open) return;
          setWaiting(null);
          setFocus("body");
        }}
        onAgreed={() => {
          if (waiting) void send(waiting);
        }}
      />
    </form>
  );
}

/** A comment's words, edited in place within the edit window. */
export function EditCommentForm({ comment, onDone }: { comment: Comment; onDone: () => void }) {
  const { register, handleSubmit, formState } = useForm<CommentValues>({
    resolver: zodResolver(commentForm),
    defaultValues: { body: comment.source ?? plainText(comment.body) },
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);
  const update = useUpdateComment();
  const onSubmit = handleSubmit(async ({ body }) => {
    if (await failed(update.mutateAsync({ commentId: comment.id, body }), "Couldn't save your comment")) return;
    toast.success("Your comment is updated");
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <TextareaField
        id={`edit-comment-${comment.id}`}
        label="Edit comment"
        rows={3}
        autoFocus
        maxLength={COMMENT_BODY_MAX}
        hint={<FormattingHint />}
        {...field("body")}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" pending={isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
