import { AppError } from "../../http/errors.ts";

export type ImageFormat = "jpeg" | "png" | "webp" | "avif" | "gif";

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** The ISO-BMFF brands of an `ftyp` box (AVIF's container): the major one and the compatible ones. */
function brandsOf(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return [];
  const size = Math.min(
    (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!,
    bytes.length,
    256,
  );
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/**
 * What an upload is, from its first bytes only: the file name and the declared type are the
 * sender's word and are never trusted. SVG (script inside an image), HEIC, PDF, HTML and
 * everything else are refused.
 */
export function sniffImage(bytes: Uint8Array): ImageFormat {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (brandsOf(bytes).some((brand) => brand === "avif" || brand === "avis")) return "avif";
  throw new AppError(
    "unsupported-media-type",
    "unsupported-image-type",
    "Upload a JPEG, PNG, WebP, AVIF or GIF image. Other files, SVG included, are not accepted.",
  );
}
