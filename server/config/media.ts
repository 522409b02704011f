import { z } from "zod";

/**
 * Where uploaded images are kept: DATA_DIR/media by default, or an S3-compatible bucket
 * (AWS S3, MinIO, Cloudflare R2, Backblaze B2…) when MEDIA_S3_BUCKET is set.
 */
export const mediaSettings = {
  /** The service's address for S3-compatible stores; unset: AWS S3 in MEDIA_S3_REGION. */
  MEDIA_S3_ENDPOINT: z.url().optional(),
  MEDIA_S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be an S3 bucket name (3-63 lowercase letters, digits, dots, dashes)",
    )
    .optional(),
  MEDIA_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, "must be a region name such as eu-west-1 or auto")
    .default("us-east-1"),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(3).max(128).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(8).max(256).optional(),
};

type MediaSettings = z.output<z.ZodObject<typeof mediaSettings>>;

/** A bucket needs its credentials, and credentials or an endpoint without a bucket are a mistake. */
export function mediaSettingsIssues(raw: MediaSettings): string[] {
  if (raw.MEDIA_S3_BUCKET) {
    return (["MEDIA_S3_ACCESS_KEY_ID", "MEDIA_S3_SECRET_ACCESS_KEY"] as const)
      .filter((key) => !raw[key])
      .map((key) => `${key}: required when MEDIA_S3_BUCKET is set`);
  }
  return (["MEDIA_S3_ENDPOINT", "MEDIA_S3_ACCESS_KEY_ID", "MEDIA_S3_SECRET_ACCESS_KEY"] as const)
    .filter((key) => raw[key])
    .map((key) => `${key}: set MEDIA_S3_BUCKET too, or leave it unset to keep images in DATA_DIR`);
}
