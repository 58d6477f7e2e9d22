import pLimit from "p-limit";
import sharp, { type Metadata } from "sharp";
import { PHOTO_FULL_PX, PHOTO_MAX_PIXELS, PHOTO_THUMB_PX } from "@app/shared/photos";
import { AppError } from "../../platform/errors";

export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  /** Of the full version, upright. */
  width: number;
  height: number;
}

/** What we decode: no SVG, TIFF, GIF or HEIC reaching libvips' other loaders. */
const FORMATS = new Set(["jpeg", "png", "webp"]);
const JPEG_QUALITY = 85;
/**
 * Photos decoded at once in this process: each may take a few hundred MB (40 MP × 4 bytes and
 * the resized copies), and libvips already spreads one over the cores. The rest wait their turn.
 */
const decoding = pLimit(2);

/**
 * Turns an upload into the two JPEGs we keep: decoded only after its header says it is a JPEG,
 * PNG or WebP of at most PHOTO_MAX_PIXELS (a small file can decode to gigabytes), upright by its
 * EXIF orientation, with every piece of metadata (GPS above all) left behind.
 */
export function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  return decoding(() => decode(bytes));
}

async function decode(bytes: Buffer): Promise<ProcessedPhoto> {
  await checkHeader(bytes);
  // "truncated", not libvips' stricter "warning": many cameras write JPEGs with harmless flaws
  // ("extraneous bytes before marker") that people still want to keep.
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "truncated", autoOrient: true } as const;
  try {
    // sharp writes no metadata unless asked (withMetadata/keepExif), so EXIF, XMP and GPS stay behind.
    const full = await sharp(bytes, options)
      .resize({ width: PHOTO_FULL_PX, height: PHOTO_FULL_PX, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(full.data)
      .resize({ width: PHOTO_THUMB_PX, height: PHOTO_THUMB_PX, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch (err) {
    throw new AppError("VALIDATION_FAILED", `The photo could not be read: it looks damaged or incomplete (${reason(err)}).`);
  }
}

/** The header alone: the format and the size, before a single pixel is decoded. */
async function checkHeader(bytes: Buffer): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (err) {
    if (/unsupported image format/i.test(reason(err))) throw notAnImage();
    throw new AppError("VALIDATION_FAILED", `The photo could not be read: it looks damaged or incomplete (${reason(err)}).`);
  }
  if (!meta.format || !FORMATS.has(meta.format)) throw notAnImage();
  if (!meta.width || !meta.height) throw new AppError("VALIDATION_FAILED", "The photo has no size: it looks damaged.");
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) {
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      `The photo is ${Math.round((meta.width * meta.height) / 1e6)} megapixels; the most we take is ${PHOTO_MAX_PIXELS / 1e6} megapixels.`,
    );
  }
}

function notAnImage(): AppError {
  return new AppError("UNSUPPORTED_MEDIA_TYPE", "That file is not a photo we can read: upload a JPEG, PNG or WebP image.");
}

/** libvips' message, first line, for the user to quote when they ask us. */
function reason(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).split("\n")[0]!.slice(0, 120);
}
