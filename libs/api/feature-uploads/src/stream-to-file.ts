import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { BadRequestError, HttpError } from '@unfurl/api-http';
import { UPLOAD_ERROR_CODE } from './upload-error-code';

/** The 413 of an upload over its signed size limit. */
export function tooLargeError(maxBytes: number): HttpError {
  return new HttpError(
    413,
    UPLOAD_ERROR_CODE.tooLarge,
    `The file is larger than ${maxBytes} bytes`,
  );
}

/**
 * Writes a request body to `file` chunk by chunk (back-pressure: bounded memory). Over `maxBytes`
 * the file is abandoned with a 413 and the rest of the body is read and dropped, so the client
 * still gets the answer instead of a reset connection. Resolves with the size written.
 */
export function streamToFile(body: Readable, file: string, maxBytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(file);
    let size = 0;
    let failed: unknown;
    const fail = (error: unknown): void => {
      if (failed !== undefined) return;
      failed = error;
      out.destroy();
      body.resume();
      reject(error);
    };
    out.on('error', fail);
    body.on('error', fail);
    body.on('aborted', () => fail(new BadRequestError('The upload was interrupted')));
    body.on('data', (chunk: Buffer) => {
      if (failed !== undefined) return;
      size += chunk.length;
      if (size > maxBytes) {
        fail(tooLargeError(maxBytes));
        return;
      }
      if (!out.write(chunk)) {
        body.pause();
        out.once('drain', () => body.resume());
      }
    });
    body.on('end', () => {
      if (failed !== undefined) return;
      out.end(() => resolve(size));
    });
  });
}
