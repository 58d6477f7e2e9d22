import {
  EDIT_WINDOW_HOURS,
  plainText,
  POST_BODY_MAX,
  POST_CATEGORIES,
  TITLE_MAX,
  type PostBody,
  type MeResponse,
  type Post,
  postForm,
  type PostForm as PostFormValues,
} from "@app/shared/community";
import { PHOTO_MAX_MB, PHOTO_TYPES, PHOTO_TYPES_TEXT, photoFileProblem } from "@app/shared/photos";
import { zodResolver } from "@hookform/resolvers/zod";
import { ImagePlus, PenLine, X } from "lucide-react";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, FormFooter, DialogHeader } from "@/components/ui/dialog";
import { FormField, SelectField, TextareaField } from "@/components/ui/form-field";
import { PrivateImage } from "@/components/private-image";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/errors";
import { formatNumber } from "@/lib/format";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { useObjectUrl } from "@/lib/use-object-url";
import { useCreatePost, useDeletePostPhoto, usePutPostPhoto, useUpdatePost } from "../api/community-queries";
import { ActionButton } from "./action-button";
import { GuidelinesStep } from "./guidelines-dialog";
import { NotMedicalAdvice } from "./guidelines";
import { FormattingHint } from "./rich-text";
import { fieldProps } from "@/lib/form-fields";
import { Options } from "@/components/ui/native-select";

/** The chosen photo as it will be posted, before it is sent. */
function LocalPreview({ file }: { file: File }) {
  const preview = useObjectUrl(file);
  return preview && <img src={preview} alt="The photo you chose" className="max-h-48 w-full rounded-md object-contain bg-muted" />;
}

interface PhotoFieldProps {
  file: File | null;
  /** The post's photo now (editing), unless the member took it out. */
  current: Post["photo"];
  onFile: (file: File | null) => void;
  onRemoveCurrent: () => void;
}

/** The photo field: one JPEG, PNG or WebP, a preview, and a way to take it out again. */
function PhotoField({ file, current, onFile, onRemoveCurrent }: PhotoFieldProps) {
  const id = useId();
  const [error, setError] = useState<string>();
  const shown = file ? (
    <LocalPreview file={file} />
  ) : current ? (
    <PrivateImage url={current.url} alt="Your post's photo" className="max-h-48 w-full rounded-md" />
  ) : null;
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium">
        Photo <span className="font-normal text-muted-foreground">(optional)</span>
      </span>
      {shown ? (
        <div className="relative">
          {shown}
          <Button
            variant="secondary"
            size="sm"
            className="absolute top-2 right-2 shadow-sm"
            onClick={() => (file ? onFile(null) : onRemoveCurrent())}
          >
            <X aria-hidden="true" />
            Remove photo
          </Button>
        </div>
      ) : (
        <label
          htmlFor={id}
          className={cn(
            "flex cursor-pointer items-center justify-center gap-2 rounded-md border border-dashed border-input bg-surface px-4 py-4 text-sm font-semibold text-muted-foreground",
            "transition-colors hover:border-primary/40 hover:text-foreground has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-ember/20",
          )}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          Add a photo
          <input
            id={id}
            type="file"
            accept={PHOTO_TYPES.join(",")}
            className="sr-only"
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            aria-invalid={Boolean(error) || undefined}
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              e.target.value = "";
              if (!chosen) return;
              const problem = photoFileProblem(chosen);
              setError(problem ?? undefined);
              if (!problem) onFile(chosen);
            }}
          />
        </label>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {PHOTO_TYPES_TEXT} up to {PHOTO_MAX_MB} MB. We remove its location and camera details.
        </p>
      )}
    </div>
  );
}

interface PostFormProps {
  me: Pick<MeResponse, "canPostLinks">;
  /** Editing this post; else a new one. */
  post?: Post;
  onCancel: () => void;
  onDone: (post: Post) => void;
}

/**
 * The composer's fields: "Category", "Title", "Body" (the small Markdown), an optional photo, and
 * "Publish" (or "Save changes"). Checked with the server's own rules; what the server refuses is
 * said in a toast.
 */
export function PostForm({ me, post, onCancel, onDone }: PostFormProps) {
  const { register, handleSubmit, control, formState } = useForm<PostFormValues>({
    resolver: zodResolver(postForm),
    defaultValues: post
      ? { category: post.category, title: post.title, body: post.source ?? plainText(post.body) }
      : { title: "", body: "" },
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);
  const [file, choosePhoto] = useState<File | null>(null);
  const [removeCurrent, setRemoveCurrent] = useState(false);
  const body = useWatch({ control, name: "body" }) ?? "";
  const create = useCreatePost();
  const update = useUpdatePost();
  const putPhoto = usePutPostPhoto();
  const deletePhoto = useDeletePostPhoto();

  const onSubmit = handleSubmit(async (values) => {
    let saved: Post;
    try {
      if (post) {
        const source = post.source ?? plainText(post.body);
        const changes: Partial<PostBody> = {
          ...(values.category !== post.category && { category: values.category }),
          ...(values.title !== post.title && { title: values.title }),
          ...(values.body !== source && { body: values.body }),
        };
        saved = Object.keys(changes).length ? (await update.mutateAsync({ postId: post.id, changes })).post : post;
        if (removeCurrent && post.photo && !file) {
          await deletePhoto.mutateAsync(post.id);
          saved = { ...saved, photo: null };
        }
      } else {
        saved = (await create.mutateAsync(values)).post;
      }
    } catch (error) {
      reportFailure(post ? "Couldn't save your post" : "Couldn't publish your post", error);
      return;
    }
    if (file) {
      try {
        saved = (await putPhoto.mutateAsync({ postId: saved.id, file })).post;
      } catch (error) {
        toast.error(post ? "Your changes are saved, but the photo couldn't be added" : "Your post is up, but its photo couldn't be added", {
          description: errorMessage(error),
        });
        onDone(saved);
        return;
      }
    }
    toast.success(post ? "Your post is updated" : "Your post is published");
    onDone(saved);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <SelectField id="post-category" label="Category" autoFocus={!post} {...field("category")}>
        <option value="">Choose a category</option>
        <Options options={POST_CATEGORIES.map(({ key, label }) => ({ value: key, label }))} />
      </SelectField>
      <FormField
        id="post-title"
        label="Title"
        autoComplete="off"
        maxLength={TITLE_MAX}
        placeholder="e.g. 90 days in: what changed"
        {...field("title")}
      />
      <TextareaField
        id="post-body"
        label="Body"
        rows={8}
        className="[&_textarea]:min-h-40"
        placeholder="Share your win, question or meal…"
        hint={
          <span className="flex flex-wrap justify-between gap-x-4 gap-y-1">
            <span>
              <FormattingHint />
              {!me.canPostLinks && <span className="block">New members can post links after their first day.</span>}
            </span>
            <span className={cn("tabular-nums", body.length > POST_BODY_MAX && "font-semibold text-destructive")}>
              {formatNumber(body.length, { digits: 0 })} / {formatNumber(POST_BODY_MAX, { digits: 0 })}
            </span>
          </span>
        }
        {...field("body")}
      />
      <PhotoField
        file={file}
        current={removeCurrent ? null : (post?.photo ?? null)}
        onFile={choosePhoto}
        onRemoveCurrent={() => setRemoveCurrent(true)}
      />
      <NotMedicalAdvice />
      <FormFooter onCancel={onCancel} pending={isSubmitting}>
        {post ? "Save changes" : "Publish"}
      </FormFooter>
    </form>
  );
}

/**
 * "New post": the composer in a dialog; before a member's first post, the guidelines and "I
 * agree" first. The new post opens once it is published.
 */
export function NewPostButton({ me, onPublished }: { me: MeResponse; onPublished: (post: Post) => void }) {
  const [open, setOpen] = useState(false);
  // Chosen when the dialog opens: agreeing moves on to the composer without closing it.
  const [step, setStep] = useState<"guidelines" | "compose">("compose");
  const published = (post: Post) => {
    setOpen(false);
    onPublished(post);
  };
  return (
    <>
      <Button
        onClick={() => {
          setStep(me.guidelinesAccepted ? "compose" : "guidelines");
          setOpen(true);
        }}
      >
        <PenLine aria-hidden="true" />
        New post
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-xl" onInteractOutside={(e) => e.preventDefault()}>
          {step === "guidelines" ? (
            <GuidelinesStep onAgreed={() => setStep("compose")} onCancel={() => setOpen(false)} />
          ) : (
            <>
              <DialogHeader title="New post" description={`Share it with the community. You can edit it for ${EDIT_WINDOW_HOURS} hours.`} />
              <PostForm me={me} onCancel={() => setOpen(false)} onDone={published} />
            </>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** "Edit" on the author's own post, within the edit window: the composer with what it says now. */
export function EditPostButton({ me, post, compact }: { me: Pick<MeResponse, "canPostLinks">; post: Post; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton icon={<PenLine />} label="Edit" name={`Edit post “${post.title}”`} compact={compact} onClick={() => setOpen(true)} />
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-xl" onInteractOutside={(e) => e.preventDefault()}>
          <DialogHeader
            title="Edit post"
            description={`Posts can be edited for ${EDIT_WINDOW_HOURS} hours; they show "edited" afterwards.`}
          />
          <PostForm me={me} post={post} onCancel={() => setOpen(false)} onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
