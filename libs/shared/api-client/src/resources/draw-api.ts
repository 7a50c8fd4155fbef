import type { SendJson } from '../http/send-json';
import type { UploadBytes } from '../http/upload-bytes';
import type { CallOptions } from '../types';
import type {
  DrawImageUpload,
  DrawPageQuery,
  DrawProject,
  DrawProjectChanges,
  DrawProjectDeleted,
  DrawProjectList,
  DrawSearchQuery,
  DrawShareList,
  NewDrawProject,
} from '../draw-wire';

/**
 * Draw projects, called Stoaries (1§7, issue #15). Every call skips the response cache and
 * every write drops it; failures reject with the ApiError (a 400 names the path and reason of
 * bad data, a 409 says the project was saved since the version sent).
 */
export interface DrawApi {
  /** `GET /v1/map-draw/projects`: your projects, last saved first. */
  list(page?: DrawPageQuery, options?: CallOptions): Promise<DrawProjectList>;
  /** `GET /v1/map-draw/projects/shared`: projects shared with you. */
  shared(page?: DrawPageQuery, options?: CallOptions): Promise<DrawProjectList>;
  /**
   * `GET /v1/map-draw/projects/search`: keywords and aoi are sent only when present (R-392,
   * R-393); a newer search aborts the older one, which rejects with its AbortError.
   */
  search(query: DrawSearchQuery, options?: CallOptions): Promise<DrawProjectList>;
  /** `GET /v1/map-draw/projects/{id}`. */
  get(id: number, options?: CallOptions): Promise<DrawProject>;
  /** `POST /v1/map-draw/projects` (the description starts blank). */
  create(project: NewDrawProject, options?: CallOptions): Promise<DrawProject>;
  /** `PUT /v1/map-draw/projects/{id}` with the `version` the changes are based on. */
  update(id: number, changes: DrawProjectChanges, options?: CallOptions): Promise<DrawProject>;
  /** `DELETE /v1/map-draw/projects/{id}`; the atlas then shows 'Stoary deleted successfully!'. */
  remove(id: number, options?: CallOptions): Promise<DrawProjectDeleted>;
  /** `GET /v1/map-draw/projects/{id}/shares` (owner only). */
  shares(id: number, options?: CallOptions): Promise<DrawShareList>;
  /** `PUT /v1/map-draw/projects/{id}/shares/{userId}`: share to VIEW or EDIT. */
  share(
    id: number,
    userId: string,
    access: 'VIEW' | 'EDIT',
    options?: CallOptions,
  ): Promise<DrawShareList>;
  /** `DELETE /v1/map-draw/projects/{id}/shares/{userId}`. */
  unshare(id: number, userId: string, options?: CallOptions): Promise<DrawShareList>;
  /** `POST /v1/map-draw/image/upload`: credentials, path and drawImageId. */
  imageUpload(filename: string, options?: CallOptions): Promise<DrawImageUpload>;
  /** Sends the image to the signed URL of its credentials. */
  uploadImage(credentials: DrawImageUpload, file: Blob, options?: CallOptions): Promise<void>;
}

const PROJECTS = 'v1/map-draw/projects';
const path = (id: number): string => `${PROJECTS}/${encodeURIComponent(String(id))}`;
const sharePath = (id: number, userId: string): string =>
  `${path(id)}/shares/${encodeURIComponent(userId)}`;

/** The query of a search: blank keywords and aoi are left out. */
export function drawSearchParams(query: DrawSearchQuery) {
  const keywords = query.keywords?.trim();
  const aoi = query.aoi?.trim();
  return {
    limit: query.limit,
    offset: query.offset,
    ...(keywords ? { keywords } : {}),
    ...(aoi ? { aoi } : {}),
  };
}

/** A signal that aborts when either does. */
function eitherSignal(own: AbortSignal, caller: AbortSignal | undefined): AbortSignal {
  if (!caller) return own;
  const both = new AbortController();
  const abort = () => both.abort(own.aborted ? own.reason : caller.reason);
  if (own.aborted || caller.aborted) abort();
  own.addEventListener('abort', abort, { once: true });
  caller.addEventListener('abort', abort, { once: true });
  return both.signal;
}

/** The draw calls over the shared JSON sender; each drops the response cache first. */
export function createDrawApi(
  sendJson: SendJson,
  uploadBytes: UploadBytes,
  clearCache: () => void,
): DrawApi {
  const send: SendJson = (request, options) => {
    clearCache();
    return sendJson(request, options);
  };
  let latestSearch: AbortController | undefined;
  return {
    list: (page = {}, options) =>
      send({ method: 'GET', path: PROJECTS, query: { ...page } }, options),
    shared: (page = {}, options) =>
      send({ method: 'GET', path: `${PROJECTS}/shared`, query: { ...page } }, options),
    search: (query, options = {}) => {
      latestSearch?.abort();
      const own = new AbortController();
      latestSearch = own;
      const signal = eitherSignal(own.signal, options.signal);
      return send<DrawProjectList>(
        { method: 'GET', path: `${PROJECTS}/search`, query: drawSearchParams(query) },
        { signal },
      ).finally(() => {
        if (latestSearch === own) latestSearch = undefined;
      });
    },
    get: (id, options) => send({ method: 'GET', path: path(id) }, options),
    create: (project, options) => send({ method: 'POST', path: PROJECTS, body: project }, options),
    update: (id, changes, options) =>
      send({ method: 'PUT', path: path(id), body: changes }, options),
    remove: (id, options) => send({ method: 'DELETE', path: path(id) }, options),
    shares: (id, options) => send({ method: 'GET', path: `${path(id)}/shares` }, options),
    share: (id, userId, access, options) =>
      send({ method: 'PUT', path: sharePath(id, userId), body: { access } }, options),
    unshare: (id, userId, options) =>
      send({ method: 'DELETE', path: sharePath(id, userId) }, options),
    imageUpload: (filename, options) =>
      send({ method: 'POST', path: 'v1/map-draw/image/upload', body: { filename } }, options),
    uploadImage: (credentials, file, options) =>
      uploadBytes({ url: credentials.url, method: credentials.method }, file, options),
  };
}
