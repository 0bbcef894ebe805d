// The upload storage on an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), for production: every API
// instance reads what another stored (ADR 018). Metadata travels as the object's content type and
// `x-amz-meta-*` headers, so an object is complete on its own.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, type UploadMetadata, type UploadStorage } from './storage.ts';

/** Where the bucket is and how to reach it (validated in config.ts from the UPLOAD_S3_* variables). */
export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** Endpoint of an S3-compatible service, e.g. https://minio.internal:9000; unset: AWS's. */
  endpoint: string | undefined;
  /** Keys are `{prefix}{key}`, e.g. 'uploads/'. */
  prefix: string;
  /** Path-style addressing (most S3-compatible services want it). */
  forcePathStyle: boolean;
  /** Static credentials; unset: the SDK's default chain (instance role, environment, profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export function s3Storage(config: S3StorageConfig, client?: S3Client): UploadStorage {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      maxAttempts: 3,
    });
  const objectKey = (key: string) => {
    assertKey(key);
    return `${config.prefix}${key}`;
  };
  const missing = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
  return {
    kind: 's3',
    async put(key, data, metadata) {
      await s3.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: metadata.contentType,
          ContentLength: data.length,
          Metadata: { sha256: metadata.sha256, owner: metadata.owner, size: String(metadata.size) },
        }),
      );
    },
    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        if (!answer.Body) return undefined;
        const data = Buffer.from(await answer.Body.transformToByteArray());
        const meta = answer.Metadata ?? {};
        const metadata: UploadMetadata = {
          contentType: answer.ContentType ?? 'application/octet-stream',
          size: Number(meta.size ?? data.length),
          sha256: meta.sha256 ?? '',
          owner: meta.owner ?? '',
        };
        return { data, metadata };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
}
