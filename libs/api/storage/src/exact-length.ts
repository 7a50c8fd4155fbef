import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { StorageError, STORAGE_ERROR_CODE } from './storage-error';

/**
 * A pass-through that fails unless exactly `size` bytes go through it: more is refused at once,
 * fewer when the source ends.
 */
export function exactLength(size: number): Transform {
  let seen = 0;
  const mismatch = (): StorageError =>
    new StorageError(STORAGE_ERROR_CODE.sizeMismatch, `The body is not the declared ${size} bytes`);
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > size) done(mismatch());
      else done(null, chunk);
    },
    flush(done: TransformCallback) {
      done(seen === size ? null : mismatch());
    },
  });
}
