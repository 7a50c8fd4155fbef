import type { KyInstance } from 'ky';
import { ServerError } from '../errors/api-error';
import { CLIENT_ERROR_CODE } from '@unfurl/domain';
import { isCancelledError } from '../errors/guards';
import { toApiError } from '../errors/to-api-error';
import type { ApiLogger, CallOptions } from '../types';
import { toSearchParams, type QueryValue } from './search-params';

/** Performs one JSON GET and maps failures to ApiError. */
export type GetJson = <T>(
  path: string,
  query?: Readonly<Record<string, QueryValue>>,
  options?: CallOptions,
) => Promise<T>;

/**
 * Wraps the ky instance: cancellations are rethrown unchanged; every other failure
 * becomes an ApiError and is logged.
 */
export function createGetJson(http: KyInstance, logger: ApiLogger): GetJson {
  return async <T>(
    path: string,
    query: Readonly<Record<string, QueryValue>> = {},
    options: CallOptions = {},
  ): Promise<T> => {
    const info = { method: 'GET', url: path };
    const { signal } = options;
    let status = 0;
    try {
      const response = await http.get(path, {
        searchParams: toSearchParams(query),
        ...(signal ? { signal } : {}),
      });
      status = response.status;
      return (await response.json()) as T;
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
      logger.error(`API call failed: GET ${path}: ${apiError.message}`, apiError);
      throw apiError;
    }
  };
}
