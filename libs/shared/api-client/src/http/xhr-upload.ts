import { createApiError } from '../errors/api-error';
import type { ApiError } from '../errors/api-error';
import type { ApiLogger } from '../types';
import { resolveUploadUrl } from './upload-bytes';

/** Options of one progress-reporting upload. */
export interface XhrUploadOptions {
  /** Called with whole percentages 0..100 as the body is sent. */
  readonly onProgress?: ((percent: number) => void) | undefined;
  /** Aborting cancels the upload and rejects with an AbortError DOMException. */
  readonly signal?: AbortSignal | undefined;
}

/** Sends raw bytes to a signed URL reporting upload progress (fetch cannot; XMLHttpRequest can). */
export type XhrUpload = (
  target: { readonly url: string; readonly method?: string | undefined },
  body: Blob,
  options?: XhrUploadOptions,
) => Promise<void>;

function parseFailure(status: number, text: string, method: string, url: string): ApiError {
  let body: { message?: unknown; code?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // not JSON
  }
  return createApiError({
    status,
    ...(typeof body.message === 'string' ? { detail: body.message } : {}),
    ...(typeof body.code === 'string' ? { code: body.code } : {}),
    method,
    url,
  });
}

/**
 * Creates the XMLHttpRequest uploader (the signature in the URL authorises it, so no API headers).
 * Failures become ApiError (status 0 for network errors) and are logged.
 */
export function createXhrUpload(baseUrl: string, logger: ApiLogger): XhrUpload {
  return (target, body, options = {}) =>
    new Promise<void>((resolve, reject) => {
      const method = target.method ?? 'PUT';
      const url = resolveUploadUrl(target.url, baseUrl);
      const { signal, onProgress } = options;
      if (signal?.aborted) {
        reject(new DOMException('The upload was aborted', 'AbortError'));
        return;
      }
      const xhr = new XMLHttpRequest();
      const fail = (error: ApiError) => {
        logger.error(`Upload failed: ${method} ${url}: ${error.message}`, error);
        reject(error);
      };
      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      xhr.open(method, url);
      xhr.setRequestHeader('Content-Type', body.type || 'application/octet-stream');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
      };
      xhr.onload = () => {
        done();
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(100);
          resolve();
        } else fail(parseFailure(xhr.status, xhr.responseText, method, url));
      };
      xhr.onerror = () => {
        done();
        fail(createApiError({ status: 0, method, url }));
      };
      xhr.onabort = () => {
        done();
        reject(new DOMException('The upload was aborted', 'AbortError'));
      };
      onProgress?.(0);
      xhr.send(body);
    });
}
