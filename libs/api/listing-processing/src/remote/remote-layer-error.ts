/** Codes of remote-layer failures; each goes with a 4xx status for the `{ message, code }` answer. */
export const REMOTE_LAYER_ERROR_CODE = {
  invalidUrl: 'INVALID_LAYER_URL',
  blockedAddress: 'BLOCKED_ADDRESS',
  unresolvable: 'UNRESOLVABLE_HOST',
  unreachable: 'LAYER_UNREACHABLE',
  badResponse: 'LAYER_BAD_RESPONSE',
  tooLarge: 'LAYER_RESPONSE_TOO_LARGE',
  invalidCapabilities: 'INVALID_CAPABILITIES',
  noLayers: 'NO_LAYERS',
  invalidTemplate: 'INVALID_TILE_TEMPLATE',
  notAnImage: 'TILE_NOT_AN_IMAGE',
  extentRequired: 'LAYER_EXTENT_REQUIRED',
} as const;

/** One remote-layer error code. */
export type RemoteLayerErrorCode =
  (typeof REMOTE_LAYER_ERROR_CODE)[keyof typeof REMOTE_LAYER_ERROR_CODE];

const STATUS: Record<RemoteLayerErrorCode, number> = {
  INVALID_LAYER_URL: 400,
  BLOCKED_ADDRESS: 403,
  UNRESOLVABLE_HOST: 422,
  LAYER_UNREACHABLE: 422,
  LAYER_BAD_RESPONSE: 422,
  LAYER_RESPONSE_TOO_LARGE: 422,
  INVALID_CAPABILITIES: 422,
  NO_LAYERS: 422,
  INVALID_TILE_TEMPLATE: 400,
  TILE_NOT_AN_IMAGE: 422,
  LAYER_EXTENT_REQUIRED: 400,
};

/**
 * A layer URL that cannot be registered: the user's URL is wrong, points where the server must
 * not go (SSRF), or the service behind it does not answer like a map service. Always a 4xx:
 * `message` is written for the person who typed the URL.
 */
export class RemoteLayerError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: RemoteLayerErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLayerError';
    this.statusCode = STATUS[code];
  }
}

/** True for a {@link RemoteLayerError}. */
export function isRemoteLayerError(error: unknown): error is RemoteLayerError {
  return error instanceof RemoteLayerError;
}
