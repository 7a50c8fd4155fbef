import type { SendJson } from '../http/send-json';
import type { CallOptions } from '../types';
import type {
  AreaFollow,
  AreaFollowChanges,
  AreaFollowList,
  NewAreaFollow,
} from '../area-follows-wire';

/**
 * The signed-in user's followed areas (issue #14): notified of new listings and newer scenes
 * inside them. Every call skips the response cache and every write drops it; failures reject
 * with the ApiError (a 400 says what is wrong with the area).
 */
export interface AreaFollowsApi {
  /** `GET /v1/area-follows`: newest first. */
  list(options?: CallOptions): Promise<AreaFollowList>;
  /** `POST /v1/area-follows`. */
  create(follow: NewAreaFollow, options?: CallOptions): Promise<AreaFollow>;
  /** `PUT /v1/area-follows/{id}`. */
  update(id: number, changes: AreaFollowChanges, options?: CallOptions): Promise<AreaFollow>;
  /** `DELETE /v1/area-follows/{id}`. */
  remove(id: number, options?: CallOptions): Promise<{ readonly isSuccess: boolean }>;
}

const path = (id: number): string => `v1/area-follows/${encodeURIComponent(String(id))}`;

/** The area follow calls over the shared JSON sender; each drops the response cache first. */
export function createAreaFollowsApi(sendJson: SendJson, clearCache: () => void): AreaFollowsApi {
  const send: SendJson = (request, options) => {
    clearCache();
    return sendJson(request, options);
  };
  return {
    list: (options) => send({ method: 'GET', path: 'v1/area-follows' }, options),
    create: (follow, options) =>
      send({ method: 'POST', path: 'v1/area-follows', body: follow }, options),
    update: (id, changes, options) =>
      send({ method: 'PUT', path: path(id), body: changes }, options),
    remove: (id, options) => send({ method: 'DELETE', path: path(id) }, options),
  };
}
