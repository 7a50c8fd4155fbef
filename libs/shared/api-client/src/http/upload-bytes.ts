import { createApiError } from '../errors/api-error';
import type { ApiError } from '../errors/api-error';
import type { ApiLogger, CallOptions } from '../types';

/** Sends raw bytes to a signed upload URL (no API headers: the signature authorises it). */
export type UploadBytes = (
  target: { readonly url: string; readonly method?: string | undefined },
  body: Blob,
  options?: CallOptions,
) => Promise<void>;

/** Resolves a path-absolute or relative upload URL against the API base (and the page). */
export function resolveUploadUrl(url: string, baseUrl: string): string {
  const page = globalThis.location?.href;
  const base = page ? new URL(baseUrl, page).href : baseUrl;
  return new URL(url, base).href;
}

async function failure(response: Response, method: string, url: string): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown; code?: unknown };
  return createApiError({
    status: response.status,
    ...(typeof body.message === 'string' ? { detail: body.message } : {}),
    ...(typeof body.code === 'string' ? { code: body.code } : {}),
    method,
    url,
  });
}

/** Creates the uploader over the client's fetch; failures become ApiError and are logged. */
export function createUploadBytes(
  fetchFn: typeof fetch,
  baseUrl: string,
  logger: ApiLogger,
): UploadBytes {
  return async (target, body, options = {}) => {
    const method = target.method ?? 'PUT';
    const url = resolveUploadUrl(target.url, baseUrl);
    let response: Response;
    try {
      response = await fetchFn(url, {
        method,
        body,
        headers: { 'Content-Type': body.type || 'application/octet-stream' },
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const apiError = createApiError({ status: 0, method, url, cause: error });
      logger.error(`Upload failed: ${method} ${url}: ${apiError.message}`, apiError);
      throw apiError;
    }
    if (response.ok) return;
    const apiError = await failure(response, method, url);
    logger.error(`Upload failed: ${method} ${url}: ${apiError.message}`, apiError);
    throw apiError;
  };
}
