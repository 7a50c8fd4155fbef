import { mkdir, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { BadRequestError, isHttpError } from '@unfurl/api-http';
import type { ObjectStore } from '@unfurl/api-storage';
import { SCRATCH_KIND, scratchPath } from './scratch-files';
import { streamToFile, tooLargeError } from './stream-to-file';
import { UPLOAD_ERROR_CODE } from './upload-error-code';

const OCTETS = 'application/octet-stream';

/** Where {@link storeUploadBody} puts one PUT body. */
export interface UploadBodyTarget {
  readonly store: ObjectStore;
  /** Object key of the upload. */
  readonly key: string;
  readonly maxBytes: number;
  /** Folder for a body without a length, spooled before it is stored. */
  readonly scratchDir: string;
}

const emptyError = (): BadRequestError =>
  new BadRequestError('The upload is empty', UPLOAD_ERROR_CODE.empty);

/**
 * Stores a PUT body in the object store with bounded memory and resolves with its size. With a
 * Content-Length it streams straight into the store (S3 needs the length); without one it is
 * spooled to a scratch file first (still under the size limit: 413 past it), stored, and the
 * file removed. A broken body leaves no object and no file: 400 "The upload was interrupted".
 */
export async function storeUploadBody(
  body: Readable,
  declaredLength: number | undefined,
  target: UploadBodyTarget,
): Promise<number> {
  const { store, key, maxBytes } = target;
  if (declaredLength !== undefined) {
    if (declaredLength > maxBytes) throw tooLargeError(maxBytes);
    if (declaredLength === 0) throw emptyError();
    try {
      await store.putStream(key, body, declaredLength, OCTETS);
    } catch (error) {
      if (isHttpError(error) || body.readableEnded) throw error;
      throw new BadRequestError('The upload was interrupted');
    }
    return declaredLength;
  }
  await mkdir(target.scratchDir, { recursive: true });
  const spool = scratchPath(target.scratchDir, SCRATCH_KIND.spool);
  try {
    const size = await streamToFile(body, spool, maxBytes);
    if (size === 0) throw emptyError();
    await store.putFile(key, spool, OCTETS);
    return size;
  } finally {
    await rm(spool, { force: true });
  }
}
