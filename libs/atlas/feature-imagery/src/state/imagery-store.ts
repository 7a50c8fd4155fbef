import { isApiError, isCancelledError } from '@unfurl/api-client';
import type { ImageryApi, ImagerySearchItem } from '@unfurl/api-client';
import { MESSAGES, imageFetchErrorMessage } from '@unfurl/domain';
import {
  BUILT_IN_SCRIPTS,
  defaultScript,
  groupByDay,
  renderCacheKey,
  searchRequestLimit,
  shareLinkSearch,
} from '@unfurl/imagery-core';
import type { ScriptFamily } from '@unfurl/imagery-core';
import { dayTimeRange, orderDateRange } from '@unfurl/validators';
import { castDraft } from 'immer';
import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import { imageFeature } from './image-feature';
import type { FeatureContext } from './image-feature';
import { DEFAULT_IMAGERY_BASE } from './image-map-url';
import { FAMILY_SPECS } from './imagery-family';
import type { FamilySpec } from './imagery-family';
import type { ImageryState, ImageryStore } from './imagery-state';
import { sessionImageCache } from './session-image-cache';
import type { SessionImageCache } from './session-image-cache';
import { sharedHit } from './shared-hit';
import { noScenesMessage } from './no-scenes-message';
import {
  CUSTOM_SCRIPT_ID,
  PREVIEW_MAX_SIDE,
  checkArea,
  fitSize,
  normaliseBbox,
  renderBody,
  renderResolution,
  renderSatellite,
  scriptChoice,
  scriptSource,
} from './render-plan';

/** Options of {@link createImageryStore}. */
export interface ImageryStoreOptions {
  readonly api: ImageryApi;
  readonly family: ScriptFamily;
  /** Today (UTC) for the default date range. */
  readonly today?: () => Date;
  /** Turns a rendered image into a URL the map can load (default URL.createObjectURL). */
  readonly toUrl?: (image: Blob) => string;
  /** Imagery service base of the features' image-map URLs (default `/imagery/`). */
  readonly imageryBase?: string;
  /**
   * Rendered previews kept for the session (default the module's {@link sessionImageCache}, so
   * leaving and reopening the imagery panel keeps them).
   */
  readonly imageCache?: SessionImageCache;
}

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Default date range: the last 30 days. */
export function defaultDates(today: Date): { startDay: string; endDay: string } {
  return { startDay: isoDay(new Date(today.getTime() - 30 * DAY_MS)), endDay: isoDay(today) };
}

/** Creates the search store of one family (Sentinel or Landsat). */
export function createImageryStore(options: ImageryStoreOptions): ImageryStore {
  const { api } = options;
  const spec: FamilySpec = FAMILY_SPECS[options.family];
  const toUrl = options.toUrl ?? ((blob: Blob) => URL.createObjectURL(blob));
  /** Session cache of rendered previews (2§9, R-459, R-460), outliving this store. */
  const imageCache = options.imageCache ?? sessionImageCache;
  const imageryBase = options.imageryBase ?? DEFAULT_IMAGERY_BASE;
  /** The items of the last search within the cloud limit (the features are built from them). */
  let items: readonly ImagerySearchItem[] = [];
  /** The items of the last search, any cloud cover. */
  let allItems: readonly ImagerySearchItem[] = [];
  let searchController: AbortController | null = null;
  let imageController: AbortController | null = null;

  const initial = () => ({
    boxSelectActive: false,
    area: null,
    areaProblem: undefined,
    features: [],
    days: [],
    searched: false,
    loading: { search: false, image: false },
    error: '',
    imageError: '',
    selectedDay: null,
    selectedFeature: null,
    image: null,
    resolution: null,
    newestSceneDay: null,
  });

  const featureContext = (s: ImageryState): FeatureContext => {
    const area = s.area && !s.areaProblem ? s.area : null;
    return {
      spec,
      area,
      choice: scriptChoice(s.scriptId, s.customScript),
      plan: area ? renderResolution(area, spec, s.resolution) : undefined,
      imageryBase,
    };
  };

  return createStore<ImageryState>()(
    immer((set, get) => {
      /** Rebuilds the features (and the selected one) from the items and the current choices. */
      const refreshFeatures = (selectedId = get().selectedFeature?.id) => {
        const context = featureContext(get());
        const features = items.map((item) => imageFeature(item, context));
        set((s) => {
          s.features = castDraft(features);
          s.selectedFeature = castDraft(features.find((f) => f.id === selectedId) ?? null);
        });
      };

      /** Shows the days of the last search within the cloud limit; returns them. */
      const showWithinCloudLimit = () => {
        const limit = get().maxCloudCover;
        items = allItems.filter((item) => item.cloudCover <= limit);
        const days = groupByDay(items);
        set((s) => {
          s.days = castDraft(days);
          s.gifDays = s.gifDays.filter((d) => days.some((g) => g.day === d));
        });
        return days;
      };

      return {
        family: options.family,
        ...initial(),
        ...defaultDates(options.today?.() ?? new Date()),
        mapZoom: 0,
        scriptId: defaultScript(options.family).id,
        customScript: defaultScript(options.family).script,
        layerOpacity: {},
        downloadOpen: false,
        shareOpen: false,
        gifActive: false,
        gifDays: [],
        footprintsShown: true,
        maxCloudCover: 100,

        beginBoxSelect() {
          set((s) => {
            s.area = null;
            s.resolution = null;
            s.areaProblem = undefined;
            s.boxSelectActive = true;
          });
        },
        endBoxSelect() {
          set((s) => {
            s.boxSelectActive = false;
          });
        },
        setArea(bbox) {
          const area = bbox && bbox.every(Number.isFinite) ? normaliseBbox(bbox) : bbox;
          const check = area ? checkArea(area, spec) : undefined;
          set((s) => {
            s.area = area ? [...area] : null;
            s.areaProblem = check && !check.ok ? check.reason : undefined;
          });
          if (items.length) refreshFeatures();
        },
        setDates(startDay, endDay) {
          set((s) => {
            s.startDay = startDay;
            s.endDay = endDay;
          });
        },
        setMapZoom(zoom) {
          set((s) => {
            s.mapZoom = zoom;
          });
        },

        async search(searchOptions = {}) {
          const { area, areaProblem } = get();
          if (!area) {
            set((s) => {
              s.error = MESSAGES.singlePoint;
            });
            return;
          }
          if (areaProblem) {
            set((s) => {
              s.error = areaProblem;
            });
            return;
          }
          // A start after the end is swapped (2§5, R-427), in the form too.
          const [startDay, endDay] = orderDateRange(get().startDay, get().endDay);
          let timeRange;
          try {
            timeRange = dayTimeRange(startDay, endDay);
          } catch (error) {
            set((s) => {
              s.error = (error as Error).message;
            });
            return;
          }
          searchController?.abort();
          const controller = new AbortController();
          searchController = controller;
          set((s) => {
            s.startDay = startDay;
            s.endDay = endDay;
            s.loading.search = true;
            s.error = '';
          });
          const limit = searchOptions.exactLimit
            ? (searchOptions.limit ?? 50)
            : searchRequestLimit(searchOptions.limit);
          try {
            const found = await api.search(
              { bbox: area, timeRange, satellites: spec.satellites, limit },
              { signal: controller.signal },
            );
            if (controller.signal.aborted) return;
            allItems = found;
            const days = showWithinCloudLimit();
            // No day to show: ask the catalogue why (no scenes in the dates, or none ever here).
            let newestDay: string | null = null;
            let covered = true;
            if (found.length === 0) {
              try {
                const answer = await api.availableDates(
                  { bbox: area, timeRange, satellites: spec.satellites },
                  { signal: controller.signal },
                );
                newestDay = answer.newestDay;
                covered = answer.covered;
              } catch (error) {
                if (controller.signal.aborted || isCancelledError(error)) return;
                covered = false;
              }
            }
            set((s) => {
              s.searched = true;
              s.loading.search = false;
              s.newestSceneDay = newestDay;
              s.error =
                days.length > 0
                  ? ''
                  : found.length > 0
                    ? noScenesMessage(
                        {
                          kind: 'too-cloudy',
                          scenes: found.length,
                          maxCloudCover: s.maxCloudCover,
                        },
                        startDay,
                        endDay,
                      )
                    : noScenesMessage(
                        covered
                          ? { kind: 'no-scenes-in-dates', newestDay }
                          : { kind: 'outside-coverage' },
                        startDay,
                        endDay,
                      );
              s.selectedDay = null;
              s.image = null;
            });
            refreshFeatures(undefined);
          } catch (error) {
            if (controller.signal.aborted || isCancelledError(error)) return;
            set((s) => {
              s.loading.search = false;
              s.error = error instanceof Error ? error.message : String(error);
            });
          } finally {
            if (searchController === controller) searchController = null;
          }
        },

        reset() {
          searchController?.abort();
          imageController?.abort();
          items = [];
          allItems = [];
          set((s) => {
            Object.assign(s, initial());
          });
        },

        async selectDay(day, featureId) {
          const group = day ? get().days.find((g) => g.day === day) : undefined;
          set((s) => {
            s.selectedDay = group ? group.day : null;
            if (!group) s.image = null;
          });
          const hit = group?.hits.find((h) => h.id === featureId) ?? group?.hits[0];
          refreshFeatures(hit?.id);
          if (group) await get().renderSelected();
        },

        async selectScript(id) {
          set((s) => {
            s.scriptId = id;
          });
          refreshFeatures();
          await get().renderSelected();
        },

        setCustomScript(source) {
          set((s) => {
            s.customScript = source;
          });
          if (get().scriptId === CUSTOM_SCRIPT_ID) refreshFeatures();
        },

        async setResolution(resolution) {
          set((s) => {
            s.resolution = resolution;
          });
          refreshFeatures();
          await get().renderSelected();
        },

        async renderSelected() {
          const { area, selectedDay, scriptId, customScript, resolution } = get();
          const check = area ? checkArea(area, spec) : undefined;
          const choice = scriptChoice(scriptId, customScript);
          if (!area || !selectedDay || !choice) return;
          if (!check?.ok) {
            set((s) => {
              s.imageError = check?.reason ?? MESSAGES.invalidCoordinates;
            });
            return;
          }
          // The requested resolution or the best available, within the preview's 1024 px.
          const plan = renderResolution(area, spec, resolution);
          if (!plan) return;
          const size = fitSize(plan.width, plan.height, PREVIEW_MAX_SIDE);
          const key = `${selectedDay}|${scriptId === CUSTOM_SCRIPT_ID ? 'custom' : scriptId}`;
          const cacheKey = renderCacheKey({
            bbox: area,
            date: `${selectedDay}T00:00:00Z`,
            ...size,
            // The satellite too: one session cache serves both families (a custom script on each).
            script: `${renderSatellite(choice, spec)}\n${scriptSource(choice)}`,
          });
          // Repeated lookups cancel the earlier request (2§4, R-469).
          imageController?.abort();
          const cached = imageCache.get(cacheKey);
          const show = (url: string) =>
            set((s) => {
              s.image = {
                key,
                url,
                bbox: [...area],
                day: selectedDay,
                ...size,
                resolution: plan.resolution,
              };
              s.loading.image = false;
              s.imageError = '';
            });
          if (cached) {
            imageController = null;
            show(cached);
            return;
          }
          const controller = new AbortController();
          imageController = controller;
          set((s) => {
            s.loading.image = true;
            s.imageError = '';
          });
          try {
            const blob = await api.generateImage(
              renderBody({ bbox: area, day: selectedDay, ...size }, choice, spec),
              { signal: controller.signal },
            );
            if (controller.signal.aborted) return;
            const url = toUrl(blob);
            imageCache.set(cacheKey, url);
            show(url);
          } catch (error) {
            const cancelled = controller.signal.aborted || isCancelledError(error);
            if (cancelled && imageController !== controller) return;
            set((s) => {
              s.loading.image = false;
              s.imageError = imageFetchErrorMessage(error, cancelled);
            });
          } finally {
            if (imageController === controller) imageController = null;
          }
        },

        cancelImage() {
          imageController?.abort();
          imageController = null;
          set((s) => {
            s.loading.image = false;
            s.imageError = '';
          });
        },

        setLayerOpacity(key, opacity) {
          set((s) => {
            s.layerOpacity[key] = Math.min(1, Math.max(0, opacity));
          });
        },
        selectedOpacity() {
          const { image, layerOpacity } = get();
          return image ? (layerOpacity[image.key] ?? 1) : 1;
        },
        openDownload() {
          set((s) => {
            s.downloadOpen = true;
          });
        },
        closeDownload() {
          set((s) => {
            s.downloadOpen = false;
          });
        },
        openShare() {
          set((s) => {
            s.shareOpen = true;
          });
        },
        closeShare() {
          set((s) => {
            s.shareOpen = false;
          });
        },
        setMaxCloudCover(percent) {
          const limit = Math.min(100, Math.max(0, Math.round(percent)));
          set((s) => {
            s.maxCloudCover = limit;
          });
          if (!get().searched) return;
          const days = showWithinCloudLimit();
          const { selectedDay, startDay, endDay } = get();
          set((s) => {
            if (days.length > 0) {
              if (s.error.startsWith('No data available')) s.error = '';
            } else if (allItems.length > 0) {
              s.error = noScenesMessage(
                { kind: 'too-cloudy', scenes: allItems.length, maxCloudCover: limit },
                startDay,
                endDay,
              );
            }
            if (selectedDay && !days.some((g) => g.day === selectedDay)) {
              s.selectedDay = null;
              s.image = null;
            }
          });
          refreshFeatures();
        },
        setFootprintsShown(shown) {
          set((s) => {
            s.footprintsShown = shown;
          });
        },
        setGifActive(active) {
          set((s) => {
            s.gifActive = active;
            if (!active) s.gifDays = [];
          });
        },
        toggleGifDay(day) {
          set((s) => {
            const at = s.gifDays.indexOf(day);
            if (at >= 0) s.gifDays.splice(at, 1);
            else s.gifDays.push(day);
          });
        },
        moveGifDay(day, delta) {
          set((s) => {
            const at = s.gifDays.indexOf(day);
            const to = at + delta;
            if (at < 0 || to < 0 || to >= s.gifDays.length) return;
            const [moved] = s.gifDays.splice(at, 1);
            if (moved) s.gifDays.splice(to, 0, moved);
          });
        },

        downloadImage: (body, signal) => api.generateImage(body, signal ? { signal } : {}),
        createShare: async (record) => (await api.createShortUrl(record)).id,

        async openShareLink(id) {
          let record;
          try {
            record = await api.getShortUrl(id);
          } catch (error) {
            if (isCancelledError(error)) return false;
            const notFound = isApiError(error) && (error as { status?: number }).status === 404;
            set((s) => {
              s.error = notFound
                ? MESSAGES.invalidShareId
                : error instanceof Error
                  ? error.message
                  : MESSAGES.invalidShareId;
            });
            return false;
          }
          const [west, south, east, north] = record.bbox;
          get().setArea([west, south, east, north]);
          set((s) => {
            s.resolution = record.resolution;
          });
          refreshFeatures();
          const { timeRange, limit } = shareLinkSearch(record.date);
          get().setDates(timeRange.from.slice(0, 10), timeRange.to.slice(0, 10));
          await get().search({ limit, exactLimit: true });
          const source = record.evalscript.trim();
          const builtIn = BUILT_IN_SCRIPTS.find((script) => script.script.trim() === source)?.id;
          set((s) => {
            if (builtIn) s.scriptId = builtIn;
            else {
              s.scriptId = CUSTOM_SCRIPT_ID;
              s.customScript = record.evalscript;
            }
          });
          refreshFeatures();
          const day = record.date.slice(0, 10);
          const group = get().days.find((g) => g.day === day);
          if (!group) {
            if (!get().error) {
              set((s) => {
                s.error = MESSAGES.noData;
              });
            }
            return false;
          }
          // The shared scene itself, not only its day.
          await get().selectDay(day, sharedHit(group.hits, record)?.id);
          return true;
        },
      };
    }),
  );
}
