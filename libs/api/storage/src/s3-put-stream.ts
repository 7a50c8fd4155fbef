import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { exactLength } from './exact-length';
import { asStorageUnavailable } from './storage-unavailable';

/** One streamed PUT of {@link putStreamToS3}. */
export interface S3StreamPut {
  readonly client: S3Client;
  readonly bucket: string;
  readonly key: string;
  readonly contentType: string;
  /** Removes whatever the store kept of a failed PUT. */
  readonly deleteKey: () => Promise<void>;
}

/**
 * PUTs exactly `size` bytes of `body` (sent once: a stream cannot be sent again). A body that
 * fails or has another length aborts the PUT (its own error; `SIZE_MISMATCH` 400). A store that
 * fails or drops the connection stops the copy, drains `body` without destroying it (the caller
 * can still answer) and rejects with `StorageUnavailableError` (503). Either way the key is deleted, since
 * some S3-compatible servers keep what arrived; a failing delete never hides the first error.
 */
export async function putStreamToS3(put: S3StreamPut, body: Readable, size: number): Promise<void> {
  const abort = new AbortController();
  const checker = exactLength(size);
  const forward = new PassThrough();
  let failure: unknown;
  body.pipe(checker);
  finished(body).catch((error: unknown) => checker.destroy(error as Error));
  const copying = pipeline(checker, forward).catch((error: unknown) => {
    failure ??= error;
    abort.abort(error);
  });
  try {
    await put.client.send(
      new PutObjectCommand({
        Bucket: put.bucket,
        Key: put.key,
        Body: forward,
        ContentLength: size,
        ContentType: put.contentType,
      }),
      { abortSignal: abort.signal },
    );
  } catch (error) {
    failure ??= asStorageUnavailable(error);
    // The rest of the body is read and dropped: the client finishes sending and reads the 503
    // (an unread body would stall its connection; a destroyed one would hide the answer).
    body.unpipe(checker);
    body.resume();
    checker.destroy();
    forward.destroy();
  }
  await copying;
  if (failure !== undefined) {
    await put.deleteKey().catch(() => undefined);
    throw failure;
  }
}
