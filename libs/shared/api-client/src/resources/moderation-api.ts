import type { SendJson } from '../http/send-json';
import type { CallOptions } from '../types';
import type {
  ModerationActionRecord,
  ModerationQueue,
  ModerationQueueQuery,
  ModerationTargetPath,
  ResolveReports,
} from '../moderation-wire';

/**
 * The moderation queue of the site's admins (issue #14). Every call skips the response cache (the
 * queue changes under the same URL) and the resolve call drops it; failures reject with the
 * ApiError (403 for non-admins, 409 when another admin resolved the target first).
 */
export interface ModerationApi {
  /** `GET /v1/moderation/reports`: reported listings and comments, oldest open report first. */
  queue(query?: ModerationQueueQuery, options?: CallOptions): Promise<ModerationQueue>;
  /** `POST /v1/moderation/reports/{target}/{id}/resolve`: dismiss, hide or delete, with a reason. */
  resolve(
    target: ModerationTargetPath,
    id: number,
    body: ResolveReports,
    options?: CallOptions,
  ): Promise<ModerationActionRecord>;
}

/** The moderation calls over the shared JSON sender; each drops the response cache first. */
export function createModerationApi(sendJson: SendJson, clearCache: () => void): ModerationApi {
  const send: SendJson = (request, options) => {
    clearCache();
    return sendJson(request, options);
  };
  return {
    queue: (query = {}, options) =>
      send({ method: 'GET', path: 'v1/moderation/reports', query: { ...query } }, options),
    resolve: (target, id, body, options) =>
      send(
        {
          method: 'POST',
          path: `v1/moderation/reports/${target}/${encodeURIComponent(String(id))}/resolve`,
          body,
        },
        options,
      ),
  };
}
