import type { KyInstance } from 'ky';
import { CLIENT_ERROR_CODE } from '@unfurl/domain';
import { ServerError } from '../errors/api-error';
import { isCancelledError } from '../errors/guards';
import { toApiError } from '../errors/to-api-error';
import type { ApiLogger, CallOptions } from '../types';
import { toSearchParams, type QueryValue } from './search-params';

/** Methods of calls whose answer may be empty; the writes send a JSON body (or none). */
export type SendMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One write call: method, path, optional JSON body and query. */
export interface SendRequest {
  readonly method: SendMethod;
  readonly path: string;
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, QueryValue>>;
}

/** Performs one call whose answer may be empty (204) and maps failures to ApiError; an empty answer resolves undefined. */
export type SendJson = <T>(request: SendRequest, options?: CallOptions) => Promise<T>;

/**
 * Wraps the ky instance for writes (and GETs whose answer may be empty): the same hooks as GET (tenant, bearer,
 * tracker, 401 refresh-and-retry). Cancellations are rethrown unchanged; every other
 * failure becomes an ApiError and is logged.
 */
export function createSendJson(http: KyInstance, logger: ApiLogger): SendJson {
  return async <T>(request: SendRequest, options: CallOptions = {}): Promise<T> => {
    const { method, path, body, query = {} } = request;
    const info = { method, url: path };
    const { signal } = options;
    let status = 0;
    try {
      const response = await http(path, {
        method,
        searchParams: toSearchParams(query),
        ...(body === undefined ? {} : { json: body }),
        ...(signal ? { signal } : {}),
      });
      status = response.status;
      const text = await response.text();
      return (text === '' ? undefined : JSON.parse(text)) as T;
    } catch (error) {
      if (signal?.aborted || isCancelledError(error)) throw error;
      const apiError =
        status === 0
          ? await toApiError(error, info)
          : new ServerError({
              status,
              clientCode: CLIENT_ERROR_CODE.BAD_RESPONSE,
              ...info,
              cause: error,
            });
      logger.error(`API call failed: ${method} ${path}: ${apiError.message}`, apiError);
      throw apiError;
    }
  };
}
