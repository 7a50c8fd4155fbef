import { CLIENT_ERROR_CODE, type ClientErrorCode } from '@unfurl/domain';

/**
 * The generic client code (R-015, the closed set `CLIENT_ERROR_CODE` of @unfurl/domain) for an
 * HTTP status: 0 (no response) is a network error, 5xx a bad response, anything else a bad request.
 */
export function clientCodeForStatus(status: number): ClientErrorCode {
  if (status === 0) return CLIENT_ERROR_CODE.NETWORK_ERROR;
  return status >= 500 ? CLIENT_ERROR_CODE.BAD_RESPONSE : CLIENT_ERROR_CODE.BAD_REQUEST;
}
