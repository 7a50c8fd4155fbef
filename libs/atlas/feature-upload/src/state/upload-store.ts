import type { CoordinateSystem, Listing } from '@unfurl/domain';
import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { UPLOAD_PHASE, type UploadPhase } from './upload-phase';

/** The metadata typed into the dialog. */
export interface UploadDraft {
  readonly title: string;
  readonly description: string;
  /** Comma or space separated; '#' prefixes are dropped when sent. */
  readonly tags: string;
  readonly categories: readonly string[];
  readonly crs: CoordinateSystem;
}

/** State of the upload dialog (1§4 Upload). */
export interface UploadState {
  readonly phase: UploadPhase;
  readonly draft: UploadDraft;
  /** Progress 0..100 per upload key. */
  readonly progress: Readonly<Record<string, number>>;
  /** The key of the running upload. */
  readonly activeKey: string | null;
  /** The last failure, recorded. */
  readonly error: string | null;
  readonly listingId: number | null;
  /** The processed listing once ready. */
  readonly listing: Listing | null;
  /** Opacity of the uploaded map drawn on the map, 0..1. */
  readonly opacity: number;
}

/** The dialog's actions. */
export interface UploadActions {
  editDraft(fields: Partial<UploadDraft>): void;
  toggleCategory(category: string): void;
  /** The file starts uploading under this key. */
  startUpload(key: string): void;
  /** Progress of one key, clamped to 0..100 and never going back. */
  setProgress(key: string, percent: number): void;
  /** The file is stored; the server processes listing `listingId`. */
  startProcessing(listingId: number): void;
  ready(listing: Listing): void;
  /** Records the error and resets the key's progress to 0. */
  fail(message: string): void;
  setOpacity(opacity: number): void;
  /** Back to an empty dialog, keeping nothing of the last upload. */
  reset(): void;
}

/** The upload dialog store. */
export type UploadStore = StoreApi<UploadState & UploadActions>;

/** The empty draft; the default coordinate system is EPSG:4326. */
export const EMPTY_DRAFT: UploadDraft = {
  title: '',
  description: '',
  tags: '',
  categories: [],
  crs: 'EPSG:4326',
};

const initial: UploadState = {
  phase: UPLOAD_PHASE.Idle,
  draft: EMPTY_DRAFT,
  progress: {},
  activeKey: null,
  error: null,
  listingId: null,
  listing: null,
  opacity: 1,
};

/** True while the browser must warn before leaving. */
export const isUploading = (state: UploadState): boolean => state.phase === UPLOAD_PHASE.Uploading;

/** Tags typed as text: split on commas and spaces, '#' dropped, duplicates removed. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(/[\s,]+/)
    .map((t) => t.replace(/^#+/, '').trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

/** Creates the upload dialog store, starting from `draft` (what was typed last time). */
export function createUploadStore(draft: UploadDraft = EMPTY_DRAFT): UploadStore {
  return createStore<UploadState & UploadActions>()(
    immer((set) => ({
      ...initial,
      draft,
      editDraft: (fields) =>
        set((s) => {
          Object.assign(
            s.draft,
            fields,
            fields.categories ? { categories: [...fields.categories] } : {},
          );
        }),
      toggleCategory: (category) =>
        set((s) => {
          const has = s.draft.categories.includes(category);
          s.draft.categories = has
            ? s.draft.categories.filter((c) => c !== category)
            : [...s.draft.categories, category];
        }),
      startUpload: (key) =>
        set((s) => {
          s.phase = UPLOAD_PHASE.Uploading;
          s.activeKey = key;
          s.progress[key] = 0;
          s.error = null;
          s.listing = null;
          s.listingId = null;
        }),
      setProgress: (key, percent) =>
        set((s) => {
          const value = Math.max(0, Math.min(100, Math.round(percent)));
          s.progress[key] = Math.max(s.progress[key] ?? 0, value);
        }),
      startProcessing: (listingId) =>
        set((s) => {
          s.phase = UPLOAD_PHASE.Processing;
          s.listingId = listingId;
          if (s.activeKey) s.progress[s.activeKey] = 100;
        }),
      ready: (listing) =>
        set((s) => {
          s.phase = UPLOAD_PHASE.Ready;
          s.listing = listing as never;
          s.listingId = listing.id;
        }),
      fail: (message) =>
        set((s) => {
          s.phase = UPLOAD_PHASE.Failed;
          s.error = message;
          if (s.activeKey) s.progress[s.activeKey] = 0;
        }),
      setOpacity: (opacity) =>
        set((s) => {
          s.opacity = Math.max(0, Math.min(1, opacity));
        }),
      reset: () => set(() => ({ ...initial })),
    })),
  );
}
