import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { createS3Client } from './s3-client';
import { putStreamToS3 } from './s3-put-stream';
import { assertObjectKey } from './object-key';
import type { ObjectStore, SignedUpload } from './object-store';
import { presignS3Url, uriEncode } from './sigv4-presign';
import type { S3Credentials } from './sigv4-presign';
import { StorageError, STORAGE_ERROR_CODE } from './storage-error';
import { reachStore } from './storage-unavailable';
import { SNIFF_BYTES, uploadedContentType } from './upload-check';

/** Options of {@link createS3ObjectStore}. */
export interface S3ObjectStoreOptions {
  readonly bucket: string;
  readonly region: string;
  /** Endpoint of an S3-compatible service (MinIO, R2, ...); default AWS S3 of `region`. */
  readonly endpoint?: string | undefined;
  /** Static keys: presigned URLs are signed synchronously, so no async credential providers. */
  readonly credentials: S3Credentials;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most self-hosted). */
  readonly forcePathStyle?: boolean | undefined;
  /** Lifetime of upload URLs without an explicit one; default 900 s. */
  readonly uploadExpiresInSeconds?: number | undefined;
  /** Clock, epoch ms; default Date.now. */
  readonly now?: () => number;
}

/** The S3 store, with its client (call `close` when done). */
export interface S3ObjectStore extends ObjectStore {
  readonly bucket: string;
  readonly client: S3Client;
  /** Absolute URL of a key, without a signature. */
  urlOf(key: string): URL;
  close(): void;
}

const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const isNotFound = (error: unknown): boolean => {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
};

/**
 * An {@link ObjectStore} on any S3-compatible service: objects through `@aws-sdk/client-s3`,
 * browser uploads and downloads through SigV4 presigned URLs with an expiry.
 */
export function createS3ObjectStore(options: S3ObjectStoreOptions): S3ObjectStore {
  const { bucket, region, credentials } = options;
  const now = options.now ?? Date.now;
  const endpoint = new URL(options.endpoint ?? `https://s3.${region}.amazonaws.com`);
  const client = createS3Client(options);
  const urlOf = (key: string): URL => {
    const path = assertObjectKey(key).split('/').map(uriEncode).join('/');
    const base = endpoint.pathname.replace(/\/$/, '');
    return options.forcePathStyle
      ? new URL(`${endpoint.origin}${base}/${bucket}/${path}`)
      : new URL(`${endpoint.protocol}//${bucket}.${endpoint.host}${base}/${path}`);
  };
  const presign = (method: 'GET' | 'PUT', key: string, expiresAt: number): string => {
    const seconds = expiresAt - Math.floor(now() / 1000);
    // An expiry in the past still gets a well-formed URL, signed so that it has already expired.
    const signedAt = seconds >= 1 ? now() : (expiresAt - 1) * 1000;
    const expiresInSeconds = Math.max(1, seconds);
    return presignS3Url({
      method,
      url: urlOf(key),
      region,
      credentials,
      expiresInSeconds,
      now: signedAt,
    });
  };
  const head = (key: string) =>
    reachStore(async () => {
      try {
        return await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: assertObjectKey(key) }),
        );
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    });

  const store: S3ObjectStore = {
    bucket,
    client,
    urlOf,
    close: () => client.destroy(),
    put: (key, bytes, contentType) =>
      reachStore(async () => {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: assertObjectKey(key),
            Body: bytes,
            ContentType: contentType,
          }),
        );
      }),
    async putFile(key, path, contentType) {
      const { size } = await stat(path);
      // The SDK does not retry a stream body; a fresh read of the file can be sent again.
      await reachStore(async () => {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: assertObjectKey(key),
            Body: createReadStream(path),
            ContentLength: size,
            ContentType: contentType,
          }),
        );
      }, 1);
    },
    putStream: (key, body, size, contentType) =>
      putStreamToS3(
        {
          client,
          bucket,
          key: assertObjectKey(key),
          contentType,
          deleteKey: () => store.delete(key),
        },
        body,
        size,
      ),
    getStream: (key) =>
      reachStore(async () => {
        try {
          const object = await client.send(
            new GetObjectCommand({ Bucket: bucket, Key: assertObjectKey(key) }),
          );
          return {
            stream: object.Body as Readable,
            contentType: object.ContentType ?? 'application/octet-stream',
            size: object.ContentLength ?? 0,
          };
        } catch (error) {
          if (isNotFound(error)) return undefined;
          throw error;
        }
      }),
    // Reading the body can fail after the answer began (the SDK retried only the request).
    get: (key) =>
      reachStore(async () => {
        try {
          const object = await client.send(
            new GetObjectCommand({ Bucket: bucket, Key: assertObjectKey(key) }),
          );
          const bytes = await object.Body?.transformToByteArray();
          return {
            bytes: bytes ?? new Uint8Array(),
            contentType: object.ContentType ?? 'application/octet-stream',
          };
        } catch (error) {
          if (isNotFound(error)) return undefined;
          throw error;
        }
      }, 1),
    async readRange(key, offset, length) {
      if (length <= 0) return (await head(key)) ? new Uint8Array() : undefined;
      return reachStore(async () => {
        try {
          const object = await client.send(
            new GetObjectCommand({
              Bucket: bucket,
              Key: assertObjectKey(key),
              Range: `bytes=${offset}-${offset + length - 1}`,
            }),
          );
          return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
        } catch (error) {
          if (isNotFound(error)) return undefined;
          // A range starting past the end (416): no bytes there.
          if (statusOf(error) === 416) return new Uint8Array();
          throw error;
        }
      }, 1);
    },
    exists: async (key) => (await head(key)) !== undefined,
    delete: (key) =>
      reachStore(async () => {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertObjectKey(key) }));
      }),
    async deletePrefix(prefix) {
      const keys = await store.list(prefix);
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000).map((Key) => ({ Key }));
        await reachStore(() =>
          client.send(
            new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }),
          ),
        );
      }
    },
    async list(prefix) {
      const folder = prefix === '' ? '' : `${assertObjectKey(prefix.replace(/\/+$/, ''))}/`;
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await reachStore(() =>
          client.send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix: folder, ContinuationToken: token }),
          ),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async confirmUpload(key, rules) {
      const info = await head(key);
      if (!info) throw new StorageError(STORAGE_ERROR_CODE.notFound, 'No such file');
      const size = info.ContentLength ?? 0;
      let start: Uint8Array = new Uint8Array();
      if (size > 0 && size <= rules.maxBytes) {
        const range = `bytes=0-${SNIFF_BYTES - 1}`;
        start = await reachStore(async () => {
          const object = await client.send(
            new GetObjectCommand({ Bucket: bucket, Key: key, Range: range }),
          );
          return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
        }, 1);
      }
      try {
        return { key, size, contentType: uploadedContentType(size, start, rules) };
      } catch (error) {
        await store.delete(key);
        throw error;
      }
    },
    signUpload(key, upload): SignedUpload {
      const expiresAt =
        Math.floor(now() / 1000) +
        (upload.expiresInSeconds ?? options.uploadExpiresInSeconds ?? 900);
      return {
        url: presign('PUT', key, expiresAt),
        method: 'PUT',
        expiresAt,
        maxBytes: upload.maxBytes,
      };
    },
    signDownload: (key, expiresAt) => presign('GET', key, expiresAt),
  };
  return store;
}
