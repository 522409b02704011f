import sharp from "sharp";
import { tooLargeMessage } from "../../../shared/bytes.ts";
import { AppError } from "../../http/errors.ts";
import { type ImageFormat, sniffImage } from "./sniff.ts";

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** 40 megapixels: a 7,300 × 5,500 camera photo fits; a decompression bomb does not. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const VARIANT_WIDTHS = [320, 640, 1280, 1920] as const;

export type VariantFormat = "avif" | "webp" | "jpeg";
export const VARIANT_FORMATS: readonly VariantFormat[] = ["avif", "webp", "jpeg"];
export const EXTENSION_OF: Record<VariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };
export const CONTENT_TYPE_OF: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

export type ProcessedVariant = {
  format: VariantFormat;
  width: number;
  height: number;
  /** `<width>.<ext>`, the file's name under the image's key. */
  file: string;
  data: Buffer;
};
export type ProcessedImage = {
  format: ImageFormat;
  width: number;
  height: number;
  variants: ProcessedVariant[];
};

const unreadable = () =>
  new AppError(
    "unprocessable",
    "image-unreadable",
    "This image is damaged or cut short and could not be read. Export it again and upload the new file.",
  );

export function tooLarge(bytes: number): AppError {
  return new AppError(
    "payload-too-large",
    "image-too-large",
    tooLargeMessage("image", bytes, MAX_IMAGE_BYTES),
    {
      bytes,
      limit: MAX_IMAGE_BYTES,
    },
  );
}

/** The widths made for an image: each standard width it reaches, or its own when narrower than all. */
export function widthsFor(width: number): number[] {
  const fitting = VARIANT_WIDTHS.filter((candidate) => candidate <= width);
  return fitting.length > 0 ? fitting : [width];
}

/**
 * Checks the dimensions the file declares, from its header alone (libvips reads no pixels
 * here), so a small file claiming a huge canvas is refused before any memory is spent on it.
 */
async function declaredSize(bytes: Buffer, format: ImageFormat) {
  // No pixel limit here: only the header is read, and the limit is what this checks.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  const decoder = format === "avif" ? "heif" : format;
  if (meta.format !== decoder || !meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new AppError(
      "unprocessable",
      "image-too-many-pixels",
      `Images may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels; this one declares ${meta.width} × ${meta.height}.`,
      { width: meta.width, height: meta.height, limit: MAX_IMAGE_PIXELS },
    );
  }
  return { width: meta.autoOrient.width, height: meta.autoOrient.height };
}

/** One width, decoded, turned upright (EXIF orientation) and scaled; pixels only, no metadata. */
async function scaled(bytes: Buffer, width: number) {
  try {
    // `pages: 1` takes an animated GIF's first frame; `failOn: "warning"` refuses truncated data.
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "warning", pages: 1 })
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw unreadable();
  }
}

function encode(pixels: Awaited<ReturnType<typeof scaled>>, format: VariantFormat): Promise<Buffer> {
  const { width, height, channels } = pixels.info;
  const image = sharp(pixels.data, { raw: { width, height, channels } });
  // Encoders write no EXIF, XMP or ICC unless asked to (keepMetadata), so GPS and camera data go.
  if (format === "avif") return image.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === "webp") return image.webp({ quality: 78, effort: 4 }).toBuffer();
  return image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/**
 * An upload becomes AVIF, WebP and JPEG at each width: sniffed by its bytes, its declared
 * size checked before decoding, upright, metadata gone. The original is not kept.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge(bytes.length);
  const format = sniffImage(bytes);
  const { width, height } = await declaredSize(bytes, format);
  const variants: ProcessedVariant[] = [];
  for (const target of widthsFor(width)) {
    const pixels = await scaled(bytes, target);
    for (const variant of VARIANT_FORMATS) {
      variants.push({
        format: variant,
        width: pixels.info.width,
        height: pixels.info.height,
        file: `${pixels.info.width}.${EXTENSION_OF[variant]}`,
        data: await encode(pixels, variant),
      });
    }
  }
  return { format, width, height, variants };
}
