import type { SendJson } from '../http/send-json';
import type { GenericEvent, ImageryEvent, ListingEvent } from '../analytics-wire';
import type { CallOptions } from '../types';
import { orEmpty } from './swallow';

/**
 * Analytics events (2§7). Failures are only logged: every call resolves, whatever the
 * server or the network does (the requester logs the failure); only a cancellation rejects. The
 * response cache is left alone (an event changes no list).
 */
export interface AnalyticsApi {
  /** `POST /v1/analytics`: an imagery view, download or share; refresh points after a VIEW. */
  event(event: ImageryEvent, options?: CallOptions): Promise<void>;
  /** `POST /v1/analytics/listing`: an event of a listing; a VIEW counts toward popularity. */
  listing(event: ListingEvent, options?: CallOptions): Promise<void>;
  /** `POST /v1/analytics/generic`: any other interface event. */
  generic(event: GenericEvent, options?: CallOptions): Promise<void>;
}

/** The analytics calls over the shared JSON sender, each failure swallowed after its log. */
export function createAnalyticsApi(send: SendJson): AnalyticsApi {
  const post = (path: string, body: object, options?: CallOptions): Promise<void> =>
    orEmpty(send<void>({ method: 'POST', path, body }, options), undefined, options);
  return {
    event: (event, options) => post('v1/analytics', event, options),
    listing: (event, options) => post('v1/analytics/listing', event, options),
    generic: (event, options) => post('v1/analytics/generic', event, options),
  };
}
