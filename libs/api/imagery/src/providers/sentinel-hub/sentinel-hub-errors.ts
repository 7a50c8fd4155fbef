import {
  IMAGERY_ERROR_CODE,
  ImageryError,
  ImageryInputError,
  ImageryProviderError,
  ImageryRateLimitError,
} from '../../imagery-error';

/** What Sentinel Hub said in an error answer: its `error.message` (or the body) and `error.code`. */
export interface ShErrorDetail {
  readonly message: string;
  readonly code: string | undefined;
}

const MAX_MESSAGE = 500;

/**
 * Reads an error answer: `{ error: { status, reason, message, code } }` (the APIs),
 * `{ error, error_description }` (the OAuth server), or any other text.
 */
export async function shErrorDetail(response: Response): Promise<ShErrorDetail> {
  const text = await response.text().catch(() => '');
  let message = text.trim();
  let code: string | undefined;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const error = body['error'];
    if (error && typeof error === 'object') {
      const e = error as Record<string, unknown>;
      message = String(e['message'] ?? e['reason'] ?? message);
      code = typeof e['code'] === 'string' ? e['code'] : undefined;
    } else if (typeof error === 'string') {
      const description = body['error_description'];
      message = typeof description === 'string' ? `${error}: ${description}` : error;
      code = error;
    } else if (typeof body['message'] === 'string') {
      message = body['message'];
    }
  } catch {
    // Not JSON: keep the text.
  }
  if (!message) message = response.statusText || `HTTP ${response.status}`;
  return {
    message: message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message,
    code,
  };
}

/**
 * Sentinel Hub's `Retry-After` in seconds (rounded up, at least 1). Its rate limiter sends
 * milliseconds (docs: api/overview/rate-limiting); an HTTP date is also understood.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.max(1, Math.ceil(Number(value) / 1000));
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}

/** True for the answers Sentinel Hub gives when an evalscript cannot be compiled or run. */
function isScriptFailure(detail: ShErrorDetail): boolean {
  return (
    detail.code === 'RENDERER_EXCEPTION' ||
    /evalscript|evaluatePixel|setup\(\)|script/i.test(detail.message)
  );
}

/**
 * Our error for a failed Sentinel Hub answer (never a 500):
 * - 400/422 → 422 `EVALSCRIPT_ERROR` when the evalscript failed, else 400 `IMAGERY_BAD_REQUEST`,
 *   with Sentinel Hub's `error.message`;
 * - 401 (after the one retry with a new token) and 403 (no access, quota spent) → 502: our
 *   account's problem, not the caller's;
 * - 429 → 429 `IMAGERY_RATE_LIMITED` with `retryAfterSeconds` from `Retry-After`;
 * - anything else (404, 5xx) → 502 `IMAGERY_PROVIDER_FAILED`.
 */
export async function sentinelHubError(
  response: Response,
  what: string,
  now = Date.now(),
): Promise<ImageryError> {
  const detail = await shErrorDetail(response);
  const status = response.status;
  if (status === 400 || status === 422) {
    if (isScriptFailure(detail)) {
      return new ImageryError(
        422,
        IMAGERY_ERROR_CODE.scriptError,
        `Sentinel Hub could not run the evalscript: ${detail.message}`,
      );
    }
    return new ImageryInputError(`Sentinel Hub rejected the ${what}: ${detail.message}`);
  }
  if (status === 401) {
    return new ImageryProviderError(
      `Sentinel Hub did not accept our access token for the ${what} (401): ${detail.message}`,
    );
  }
  if (status === 403) {
    return new ImageryProviderError(
      `Sentinel Hub refused the ${what} (403): ${detail.message}. Check the OAuth client's access and the account's processing-unit quota`,
    );
  }
  if (status === 429) {
    const seconds = retryAfterSeconds(response.headers.get('retry-after'), now);
    return new ImageryRateLimitError(
      `Sentinel Hub rate limit reached for the ${what}${seconds ? `; retry in ${seconds} s` : ''}: ${detail.message}`,
      seconds,
    );
  }
  return new ImageryProviderError(
    `Sentinel Hub ${what} failed with HTTP ${status}: ${detail.message}`,
  );
}
