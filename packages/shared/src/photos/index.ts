/** Photo uploads (progress photos, community posts' photos): the files the server takes. */
import * as z from "zod/mini";

export const PHOTO_POSES = ["front", "side", "back"] as const;
export type PhotoPose = (typeof PHOTO_POSES)[number];
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** PHOTO_TYPES in words, for hints and messages. */
export const PHOTO_TYPES_TEXT = "JPEG, PNG or WebP";
export const PHOTO_MAX_MB = 15;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MB * 1024 * 1024;
/** What the photo forms say of a file of another type, and the forms and the server of one too large. */
export const PHOTO_TYPE_MESSAGE = `Choose a ${PHOTO_TYPES_TEXT} image.`;
export const PHOTO_TOO_LARGE_MESSAGE = `This photo is larger than ${PHOTO_MAX_MB} MB.`;

/**
 * What is wrong with a photo chosen for upload (a progress photo, a community post's photo), or null
 * when the server will take it. A file with no type passes: some Android pickers give none, and the
 * server reads the file itself and says if it is not a photo.
 */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (file.type !== "" && !(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  return null;
}
/** Larger images are refused before they are decoded (a decompression bomb). */
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTO_FULL_PX = 2048;
export const PHOTO_THUMB_PX = 400;

export const photoPoseSchema = z.enum(PHOTO_POSES, { error: "Pose must be front, side or back." });
