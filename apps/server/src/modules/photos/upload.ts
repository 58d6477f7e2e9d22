import { PHOTO_MAX_BYTES } from "@app/shared/progress";
import type { Context } from "hono";
import type { z } from "zod";
import { AppError, containsNul, describeZodError } from "../../platform/errors";

/**
 * A multipart upload of one image: the `file` field of at most PHOTO_MAX_BYTES, and text fields
 * checked by `schema` (nothing else). `what` names the fields for the error messages.
 */
export async function readImageUpload<S extends z.ZodType>(
  c: Context,
  schema: S,
  what: string,
): Promise<{ file: File; fields: z.infer<S> }> {
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", `Send the photo as multipart/form-data with the fields ${what}.`);
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new AppError("BAD_REQUEST", `The upload could not be read: send multipart/form-data with the fields ${what}.`);
  }
  const fields: Record<string, string> = {};
  let file: File | undefined;
  for (const [name, value] of form) {
    if (name in fields || (name === "file" && file)) throw new AppError("VALIDATION_FAILED", `${name} is sent more than once.`);
    if (name === "file") {
      if (typeof value === "string") throw new AppError("VALIDATION_FAILED", "file must be a photo file, not text.");
      file = value;
    } else if (typeof value === "string") fields[name] = value;
    else throw new AppError("VALIDATION_FAILED", `${name} must be text, not a file.`);
  }
  if (containsNul(fields)) throw new AppError("VALIDATION_FAILED", "Text must not contain NUL characters.");
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new AppError("VALIDATION_FAILED", describeZodError(parsed.error, fields));
  if (!file) throw new AppError("VALIDATION_FAILED", "file is required: choose a JPEG, PNG or WebP photo.");
  if (file.size > PHOTO_MAX_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", `The photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB: choose a smaller one.`);
  }
  if (file.size === 0) throw new AppError("VALIDATION_FAILED", "The photo is empty.");
  return { file, fields: parsed.data };
}
