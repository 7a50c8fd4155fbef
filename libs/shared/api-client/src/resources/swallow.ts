import { isCancelledError } from '../errors/guards';
import type { CallOptions } from '../types';

/**
 * Resolves `fallback` when the call fails; the failure was already logged by the
 * requester. A cancellation still rejects, unchanged.
 */
export async function orEmpty<T>(call: Promise<T>, fallback: T, options?: CallOptions): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (options?.signal?.aborted || isCancelledError(error)) throw error;
    return fallback;
  }
}
