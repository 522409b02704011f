import { join } from "node:path";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { Config } from "../../config/config.ts";
import { assertMediaPath, createFileMediaStorage, type MediaStorage } from "./storage.ts";

export type S3Settings = {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * Variants as objects `media/<key>/<file>` in an S3-compatible bucket. A custom endpoint
 * (MinIO, R2, B2…) is addressed path-style, which all of them accept; checksums are sent
 * only where S3 requires them, since several compatible stores reject the newer headers.
 */
export function createS3MediaStorage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  const objectOf = (key: string, file: string) => {
    assertMediaPath(key, file);
    return `media/${key}/${file}`;
  };
  return {
    kind: "s3",
    async put(key, file, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectOf(key, file),
          Body: data,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key, file) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectOf(key, file) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async remove(key, files) {
      await Promise.all(
        files.map((file) => client.send(new DeleteObjectCommand({ Bucket, Key: objectOf(key, file) }))),
      );
    },
  };
}

/** S3 when a bucket is configured, else files under DATA_DIR/media. */
export function createMediaStorage(config: Config): MediaStorage {
  if (config.MEDIA_S3_BUCKET && config.MEDIA_S3_ACCESS_KEY_ID && config.MEDIA_S3_SECRET_ACCESS_KEY) {
    return createS3MediaStorage({
      endpoint: config.MEDIA_S3_ENDPOINT,
      bucket: config.MEDIA_S3_BUCKET,
      region: config.MEDIA_S3_REGION,
      accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID,
      secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY,
    });
  }
  return createFileMediaStorage(join(config.dataDir, "media"));
}
