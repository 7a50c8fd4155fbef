import {
  isApiError,
  isCancelledError,
  isUnauthorizedError,
  LISTING_PROCESSING,
} from '@unfurl/api-client';
import type { ListingsUploadApi } from '@unfurl/api-client';
import { NOT_LOGGED_IN, isGifFile, isImageFile } from './upload-phase';
import { parseTags, type UploadStore } from './upload-store';

/** What one upload needs besides the store. */
export interface RunUploadDeps {
  readonly api: ListingsUploadApi;
  readonly store: UploadStore;
  /** Logs the user out with this reason (a 401, R-256). */
  readonly logout: (reason: string) => void;
  /** Shows a failure to the user and returns them to the map (R-255). */
  readonly onFailure: (message: string) => void;
  /** Pause between processing polls; 1 s by default. */
  readonly pollMs?: number;
  /** Gives up waiting for processing after this long; 10 min by default. */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

/** The upload key of the map file (the world file's is 'worldfile'). */
export const UPLOAD_FILE_KEY = 'file';

/** The files of one upload. */
export interface UploadFiles {
  readonly file: File;
  readonly worldFile?: File | null | undefined;
  /** Where to place a map sent without a world file (a GIF, or an image as a LoFi map). */
  readonly bounds?: readonly [number, number, number, number] | undefined;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      },
      { once: true },
    );
  });

function messageOf(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Upload failed';
}

/**
 * Runs one upload (1§4 Upload): asks for credentials with the file name, world file and metadata
 * (R-236), PUTs each upload key's file reporting progress per key (R-252), then polls the listing's
 * status until it is ready (and fetches the listing) or failed. A failure is recorded with progress reset (R-253, R-254) and handed to
 * `onFailure`; a 401 also logs the user out with 'Not logged in' (R-256).
 */
export async function runUpload(deps: RunUploadDeps, files: UploadFiles): Promise<void> {
  const { api, store, signal } = deps;
  const { draft } = store.getState();
  const { file, worldFile, bounds } = files;
  store.getState().startUpload(file.name);
  const call = signal ? { signal } : {};
  try {
    const image = isImageFile(file.name);
    // Images and GIFs are placed by a world file; without one, by bounds set by hand.
    const sendWorldFile = Boolean(worldFile && (image || isGifFile(file.name)));
    const credentials = await api.credentials(
      {
        filename: file.name,
        ...(sendWorldFile && worldFile ? { worldfile: worldFile.name } : {}),
        metadata: {
          title: draft.title.trim() || file.name.replace(/\.[^.]+$/, ''),
          description: draft.description.trim(),
          tags: parseTags(draft.tags),
          categories: [...draft.categories],
          ...(sendWorldFile ? { crs: draft.crs } : {}),
          ...(!sendWorldFile && bounds ? { bounds } : {}),
        },
      },
      call,
    );
    const listingId = Number(credentials.listingId);
    const targets = credentials.uploads;
    // The world file first (small), then the map: progress of the map's key runs 0..100.
    const ordered = [...targets].sort(
      (a, b) => Number(a.key === UPLOAD_FILE_KEY) - Number(b.key === UPLOAD_FILE_KEY),
    );
    for (const target of ordered) {
      const body = target.key === UPLOAD_FILE_KEY ? file : worldFile;
      if (!body) throw new Error(`No file for the upload key ${target.key}`);
      const key = `${credentials.path ?? `listings/${listingId}/`}${target.key}`;
      store.getState().startUpload(key);
      await api.sendFile(target, body, {
        signal,
        onProgress: (percent) => store.getState().setProgress(key, percent),
      });
    }
    store.getState().startProcessing(listingId);
    const deadline = Date.now() + (deps.timeoutMs ?? 600_000);
    for (;;) {
      const state = await api.status(listingId, call);
      if (state.processing === LISTING_PROCESSING.Ready) {
        store.getState().ready(await api.listing(listingId, call));
        return;
      }
      if (state.processing === LISTING_PROCESSING.Failed)
        throw new Error(state.reason ?? 'The map could not be processed');
      if (Date.now() > deadline) throw new Error('Processing took too long');
      await wait(deps.pollMs ?? 1000, signal);
    }
  } catch (error) {
    if (signal?.aborted || isCancelledError(error)) {
      store.getState().reset();
      return;
    }
    const message = isUnauthorizedError(error) ? NOT_LOGGED_IN : messageOf(error);
    store.getState().fail(message);
    if (isUnauthorizedError(error)) deps.logout(NOT_LOGGED_IN);
    deps.onFailure(message);
  }
}
