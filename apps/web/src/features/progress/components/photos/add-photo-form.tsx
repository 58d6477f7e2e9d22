import { photoForm } from "@app/shared/progress";
import { PHOTO_MAX_MB, PHOTO_POSES, PHOTO_TYPES, PHOTO_TYPES_TEXT, photoFileProblem } from "@app/shared/photos";
import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod/mini";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, SelectField } from "@/components/ui/form-field";
import { failed } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { useObjectUrl } from "@/lib/use-object-url";
import { useUploadPhoto } from "../../api/progress-queries";
import { POSE_LABELS } from "./photo-labels";
import { fieldProps } from "@/lib/form-fields";
import { Options } from "@/components/ui/native-select";

/** The shared day and pose, and the chosen file (the picker's FileList) checked here. */
const addPhotoForm = (today: string) =>
  z.extend(photoForm(today), {
    files: z.custom<FileList | null>().check(
      z.superRefine((files, ctx) => {
        const file = files?.[0];
        const problem = file ? photoFileProblem(file) : "Choose a photo.";
        if (problem) ctx.addIssue({ code: "custom", message: problem, input: files });
      }),
    ),
  });
type AddPhotoForm = z.infer<ReturnType<typeof addPhotoForm>>;

/**
 * "Add photo": from the file picker or, on a phone, the camera (the system offers both for an
 * image input). The server re-encodes it and strips its metadata, location included.
 */
export function AddPhotoForm({ today }: { today: string }) {
  const upload = useUploadPhoto();
  const { register, handleSubmit, reset, control, formState } = useForm<AddPhotoForm>({
    resolver: zodResolver(addPhotoForm(today)),
    defaultValues: { files: null, takenOn: today, pose: "front" },
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);
  // A preview of the chosen file before it is sent: let go when another is chosen or the form is reset.
  const preview = useObjectUrl(useWatch({ control, name: "files" })?.[0]);

  const onSubmit = handleSubmit(async ({ files, takenOn, pose }) => {
    if (await failed(upload.mutateAsync({ file: files![0]!, takenOn, pose }), "Couldn't add your photo")) return;
    toast.success("Photo added.");
    reset({ files: null, takenOn, pose });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Add a progress photo">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-start">
        <FormField
          id="photo-file"
          label="Photo"
          type="file"
          accept={PHOTO_TYPES.join(",")}
          className="[&_input]:pt-2.5"
          hint={`${PHOTO_TYPES_TEXT}, up to ${PHOTO_MAX_MB} MB. Only you can see it; its location data is removed.`}
          {...field("files")}
        />
        <FormField id="photo-date" label="Date" type="date" max={today} {...field("takenOn")} />
        <SelectField id="photo-pose" label="Pose" {...register("pose")}>
          <Options values={PHOTO_POSES} labels={POSE_LABELS} />
        </SelectField>
      </div>
      {preview && <img src={preview} alt="The photo you chose" className="h-32 w-auto justify-self-start rounded-md object-cover" />}
      <Button type="submit" className="justify-self-start" pending={isSubmitting}>
        Add photo
      </Button>
    </form>
  );
}
