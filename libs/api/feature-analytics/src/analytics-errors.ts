import { BadRequestError, HTTP_ERROR_CODE, HttpError } from '@unfurl/api-http';

/** Error codes of the analytics routes. */
export const ANALYTICS_ERROR_CODE = {
  invalidGeometry: 'INVALID_GEOMETRY_WKT',
  invalidPreviewUrl: 'INVALID_PREVIEW_URL',
  tooManyEvents: HTTP_ERROR_CODE.tooManyRequests,
} as const;

/** 400: `geometryWKT` is not WKT in EPSG:4326. */
export class InvalidGeometryWktError extends BadRequestError {
  constructor(reason: string) {
    super(`body.geometryWKT ${reason}`, ANALYTICS_ERROR_CODE.invalidGeometry);
    this.name = 'InvalidGeometryWktError';
  }
}

/** 400: `previewUrl` is not an http(s) URL. */
export class InvalidPreviewUrlError extends BadRequestError {
  constructor() {
    super('body.previewUrl must be an http or https URL', ANALYTICS_ERROR_CODE.invalidPreviewUrl);
    this.name = 'InvalidPreviewUrlError';
  }
}

/** 429: the actor sent more events than the window allows. */
export class TooManyEventsError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, ANALYTICS_ERROR_CODE.tooManyEvents, 'Too many analytics events, try again later.', {
      'retry-after': String(retryAfterSeconds),
    });
    this.name = 'TooManyEventsError';
  }
}
