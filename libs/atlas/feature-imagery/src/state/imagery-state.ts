import type { GenerateImageBody, ImagerySearchItem, ShortUrlBody } from '@unfurl/api-client';
import type { ImageryBbox, SatelliteImageFeature } from '@unfurl/domain';
import type { DayGroup, ScriptFamily } from '@unfurl/imagery-core';
import type { StoreApi } from 'zustand/vanilla';

/** Loading flags. */
export interface ImageryLoading {
  readonly search: boolean;
  readonly image: boolean;
}

/** The image shown on the map. */
export interface PreviewImage {
  /** Layer key: day and script (per-layer opacity is kept under it). */
  readonly key: string;
  readonly url: string;
  readonly bbox: ImageryBbox;
  readonly day: string;
  readonly width: number;
  readonly height: number;
  /** Metres per pixel of the ladder step rendered (the map preview is at most 1024 px a side). */
  readonly resolution: number;
}

/**
 * The satellite search state (2§3, R-416): box select, selected feature and opacity, dialogs,
 * area, map zoom, features, loading flags, errors, per-layer opacity and the gif creator.
 */
export interface ImageryState {
  readonly family: ScriptFamily;
  readonly boxSelectActive: boolean;
  /** `[west, south, east, north]`, or null before an area is drawn. */
  readonly area: ImageryBbox | null;
  /** What is wrong with the area (2§5 messages), or undefined. */
  readonly areaProblem: string | undefined;
  readonly startDay: string;
  readonly endDay: string;
  readonly mapZoom: number;
  /**
   * The satellite image features of the search (2§3, R-407), seen through the current area,
   * script and resolution (rebuilt when those change).
   */
  readonly features: readonly SatelliteImageFeature[];
  /** The search items grouped per day, newest first. */
  readonly days: readonly DayGroup<ImagerySearchItem>[];
  /** True once a search has finished (so 'no data' can be told from 'not searched'). */
  readonly searched: boolean;
  readonly loading: ImageryLoading;
  /** Search error, or the no-data message; '' when none. */
  readonly error: string;
  /** Image fetch error (2§8); '' when none or cancelled. */
  readonly imageError: string;
  readonly selectedDay: string | null;
  /** The selected feature: the scene asked for (a share link's), else the newest of the day. */
  readonly selectedFeature: SatelliteImageFeature | null;
  readonly scriptId: string;
  readonly customScript: string;
  /**
   * The requested resolution in metres per pixel (a share link's), or null for the best available;
   * a resolution the area does not fit at falls back to the best available (2§4, R-467).
   */
  readonly resolution: number | null;
  readonly image: PreviewImage | null;
  /** Opacity per preview layer key (0..1, default 1). */
  readonly layerOpacity: Readonly<Record<string, number>>;
  readonly downloadOpen: boolean;
  readonly shareOpen: boolean;
  readonly gifActive: boolean;
  /** Days in the GIF, in frame order. */
  readonly gifDays: readonly string[];
  /** Whether listing footprints are drawn on the map (outlines only while an image is shown). */
  readonly footprintsShown: boolean;
  /** Scenes with more cloud cover (percent) are left out of the days (100: none left out). */
  readonly maxCloudCover: number;
  /** After a search without scenes over a covered area: the newest day with one there. */
  readonly newestSceneDay: string | null;

  beginBoxSelect(): void;
  endBoxSelect(): void;
  /** Sets (and checks) the area; null clears it. */
  setArea(bbox: ImageryBbox | null): void;
  setDates(startDay: string, endDay: string): void;
  setMapZoom(zoom: number): void;
  /** Searches the area and dates; an earlier search still running is cancelled. */
  search(options?: { limit?: number; exactLimit?: boolean }): Promise<void>;
  reset(): void;
  /**
   * Selects a day of the results (or none) and its scene `featureId` (default, or when the day has
   * no such scene: the newest), and renders the day with the current script.
   */
  selectDay(day: string | null, featureId?: string): Promise<void>;
  /** Chooses a script (a built-in id or 'custom') and renders the selected day with it. */
  selectScript(id: string): Promise<void>;
  setCustomScript(source: string): void;
  /** Requests a resolution (null: the best available) and renders the selected day at it. */
  setResolution(resolution: number | null): Promise<void>;
  /** Renders the selected day with the current script; earlier lookups are cancelled. */
  renderSelected(): Promise<void>;
  /** Stops the image being rendered (the request is aborted) and returns to idle, no error. */
  cancelImage(): void;
  setLayerOpacity(key: string, opacity: number): void;
  /** The selected image's opacity. */
  selectedOpacity(): number;
  openDownload(): void;
  closeDownload(): void;
  openShare(): void;
  closeShare(): void;
  /** Turns the gif creator on or off; off clears its list. */
  setGifActive(active: boolean): void;
  /** Sets the maximum cloud cover (percent) and filters the days of the last search again. */
  setMaxCloudCover(percent: number): void;
  /** Switches the listing footprints on the map on or off. */
  setFootprintsShown(shown: boolean): void;
  toggleGifDay(day: string): void;
  /** Moves a GIF frame up (-1) or down (+1). */
  moveGifDay(day: string, delta: -1 | 1): void;
  /**
   * Opens a share link (2§4): loads the record, selects its area, runs the one-month search from
   * the image date (limit 50), selects the shared feature and its script, and renders at
   * the record's resolution or the best available one. Returns false on failure (the
   * error holds 'Invalid or expired share ID.' for an unknown id).
   */
  openShareLink(id: string): Promise<boolean>;
  /** Renders an image for download or a GIF frame (not cached, not shown on the map). */
  downloadImage(body: GenerateImageBody, signal?: AbortSignal): Promise<Blob>;
  /** Stores a share record; returns its id. */
  createShare(record: ShortUrlBody): Promise<string>;
}

/** The store. */
export type ImageryStore = StoreApi<ImageryState>;
