import { LIMITS } from '../limits/limits';

/** The marker the iOS/Android wrapper puts in its user-agent string (1§1). */
export const NATIVE_WRAPPER_MARKER = 'UnfurlNative';

/** The user-agent string as checked: truncated at 500 characters (1§1, R-538). */
export function truncateUserAgent(userAgent: string): string {
  return userAgent.slice(0, LIMITS.userAgentMax);
}

/** True when the user agent belongs to the native wrapper. */
export function isNativeWrapper(userAgent: string): boolean {
  return truncateUserAgent(userAgent).includes(NATIVE_WRAPPER_MARKER);
}
