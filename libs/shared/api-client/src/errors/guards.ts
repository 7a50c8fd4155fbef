import { API_ERROR_CODE } from '@unfurl/domain';
import {
  ApiError,
  ConflictError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  ServerError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from './api-error';

/** True for any failed API call. */
export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
/** True for a 400/422. */
export const isValidationError = (e: unknown): e is ValidationError => e instanceof ValidationError;
/** True for a 401. */
export const isUnauthorizedError = (e: unknown): e is UnauthorizedError =>
  e instanceof UnauthorizedError;
/** True for a 403. */
export const isForbiddenError = (e: unknown): e is ForbiddenError => e instanceof ForbiddenError;
/** True for the 403 of a publishing request by an account whose email is not confirmed yet. */
export const isEmailNotConfirmedError = (e: unknown): e is ForbiddenError =>
  e instanceof ForbiddenError && e.code === API_ERROR_CODE.EMAIL_NOT_CONFIRMED;
/** True for a 404. */
export const isNotFoundError = (e: unknown): e is NotFoundError => e instanceof NotFoundError;
/** True for a 409. */
export const isConflictError = (e: unknown): e is ConflictError => e instanceof ConflictError;
/** True for a 429. */
export const isTooManyRequestsError = (e: unknown): e is TooManyRequestsError =>
  e instanceof TooManyRequestsError;
/** True for a 5xx or an unreadable success body. */
export const isServerError = (e: unknown): e is ServerError => e instanceof ServerError;
/** True when no response came back. */
export const isNetworkError = (e: unknown): e is NetworkError => e instanceof NetworkError;

/**
 * True for a cancelled request: the AbortError that the client rethrows unchanged.
 * Callers use it to ignore superseded requests.
 */
export function isCancelledError(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError';
}
