import { HTTPError, TimeoutError } from 'ky';
import { ApiError, createApiError } from './api-error';
import { CLIENT_ERROR_CODE } from '@unfurl/domain';

/** Reads `{ message, code }` from an error body; anything else yields nothing. */
async function readErrorBody(response: Response): Promise<{ message?: string; code?: string }> {
  try {
    const body: unknown = await response.clone().json();
    if (typeof body !== 'object' || body === null) return {};
    const { message, code } = body as Record<string, unknown>;
    return {
      ...(typeof message === 'string' ? { message } : {}),
      ...(typeof code === 'string' ? { code } : {}),
    };
  } catch {
    return {};
  }
}

/** Where the failed call went. */
export interface RequestInfo {
  readonly method: string;
  readonly url: string;
}

/**
 * Turns whatever a ky call threw into an ApiError. Cancellations never reach this: the
 * caller rethrows them unchanged.
 */
export async function toApiError(error: unknown, info: RequestInfo): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const { message, code } = await readErrorBody(error.response);
    return createApiError({
      status: error.response.status,
      detail: message,
      code,
      ...info,
      cause: error,
    });
  }
  if (error instanceof TimeoutError) {
    return createApiError({
      status: 0,
      clientCode: CLIENT_ERROR_CODE.TIMEOUT,
      ...info,
      cause: error,
    });
  }
  return createApiError({ status: 0, ...info, cause: error });
}
