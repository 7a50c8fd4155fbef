import { NotFoundError, ValidationError } from '@unfurl/api-client';
import type {
  GenerateImageBody,
  ImageryApi,
  ImagerySearchBody,
  ImagerySearchItem,
} from '@unfurl/api-client';
import { MESSAGES } from '@unfurl/domain';
import type { ShortLinkRecord } from '@unfurl/domain';
import { scriptByName } from '@unfurl/imagery-core';
import { describe, expect, it } from 'vitest';
import { createImageryStore } from './imagery-store';
import { SessionImageCache } from './session-image-cache';

const BOX = [-11.6, 24.5, -11.2, 24.9] as const;

function item(id: string, datetime: string, cloudCover: number, satellite = 'sentinel-2-l2a') {
  return {
    id,
    datetime,
    cloudCover,
    satellite,
    instruments: ['msi'],
    bands: ['B02', 'B03', 'B04'],
    constellation: 'sentinel-2',
    bbox: [...BOX],
    collection: 'sentinel-2-l2a',
    resolution: 10,
    previewUrl: null,
  } satisfies ImagerySearchItem;
}

const abortError = () => Object.assign(new Error('aborted'), { name: 'AbortError' });

/** Waits for the signal, then rejects like fetch does. */
const untilAborted = (signal?: AbortSignal) =>
  new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(abortError())));

/** An imagery API answering from memory and recording every call (the HTTP client is tested apart). */
function memoryApi(overrides: Partial<ImageryApi> = {}) {
  const searches: ImagerySearchBody[] = [];
  const renders: GenerateImageBody[] = [];
  const api: ImageryApi = {
    search: async (body) => {
      searches.push(body);
      return [item('a', '2020-02-19T11:34:25Z', 4.051854), item('b', '2020-02-19T11:30:00Z', 10)];
    },
    generateImage: async (body) => {
      renders.push(body);
      return new Blob(['png'], { type: 'image/png' });
    },
    generateThumbnail: async () => new Blob(['jpg'], { type: 'image/jpeg' }),
    createShortUrl: async () => ({ id: 'abc123' }),
    getShortUrl: async () => {
      throw new NotFoundError({ status: 404, detail: MESSAGES.invalidShareId });
    },
    statistics: async () => ({ data: [], status: 'OK' }),
    pointValue: async (body) => ({ lon: body.lon, lat: body.lat, day: body.day, outputs: {} }),
    availableDates: async () => ({
      days: [],
      scenesInRange: 0,
      tooCloudy: 0,
      covered: true,
      newestDay: '2020-02-19',
    }),
    ...overrides,
  };
  return { api, searches, renders };
}

let urls = 0;
/** A store with a cache of its own, the one given, or (null) the session's default. */
const make = (
  api: ImageryApi,
  family: 'sentinel' | 'landsat' = 'sentinel',
  imageCache: SessionImageCache | null = new SessionImageCache(),
) =>
  createImageryStore({
    api,
    family,
    today: () => new Date('2020-02-29T12:00:00Z'),
    toUrl: () => `blob:test/${++urls}`,
    ...(imageCache ? { imageCache } : {}),
  });

describe('imagery store: area and box select', () => {
  it('beginning box select clears the area and activates selection; ending deactivates (R-417, R-418)', () => {
    const store = make(memoryApi().api);
    store.getState().setArea(BOX);
    store.getState().beginBoxSelect();
    expect(store.getState().area).toBeNull();
    expect(store.getState().boxSelectActive).toBe(true);
    store.getState().setArea(BOX);
    store.getState().endBoxSelect();
    expect(store.getState().boxSelectActive).toBe(false);
    expect(store.getState().area).toEqual(BOX);
  });

  it('gives the spec messages for a single point, bad coordinates and areas too big (R-426, R-430, R-434..R-436)', () => {
    const store = make(memoryApi().api);
    const problem = (bbox: readonly [number, number, number, number]) => {
      store.getState().setArea(bbox);
      return store.getState().areaProblem;
    };
    expect(problem([10, 20, 10, 21])).toBe(MESSAGES.singlePoint);
    expect(problem([Number.NaN, 20, 11, 21])).toBe(MESSAGES.invalidCoordinates);
    expect(problem([10, 0, 10.5, 10])).toBe(MESSAGES.reduceHeight);
    expect(problem([0, 10, 10, 10.5])).toBe(MESSAGES.reduceWidth);
    expect(problem([0, 0, 10, 10])).toBe(MESSAGES.reduceBoth);
    expect(problem(BOX)).toBeUndefined();
  });

  it('a box drawn from any corner is stored west-south-east-north', () => {
    const store = make(memoryApi().api);
    store.getState().setArea([-11.2, 24.9, -11.6, 24.5]);
    expect(store.getState().area).toEqual(BOX);
  });
});

describe('imagery store: search', () => {
  it('sets loading and clears the error while pending, then stores the features by day (R-419, R-420, R-456..R-458)', async () => {
    const { api, searches } = memoryApi();
    const store = make(api);
    store.getState().setArea(BOX);
    store.setState({ error: 'old' });
    const pending = store.getState().search();
    expect(store.getState().loading.search).toBe(true);
    expect(store.getState().error).toBe('');
    await pending;
    expect(store.getState().loading.search).toBe(false);
    expect(store.getState().features.map((f) => f.id)).toEqual(['a', 'b']);
    expect(store.getState().days).toHaveLength(1);
    expect(store.getState().days[0]?.day).toBe('2020-02-19');
    expect(store.getState().days[0]?.averageCloudCover).toBe(7.03);
    expect(searches[0]?.satellites).toEqual(['sentinel-2-l2a', 'sentinel-1-grd']);
  });

  it('sends the limit plus 30 and whole days, swapping a start after the end (R-427, R-439, R-455)', async () => {
    const { api, searches } = memoryApi();
    const store = make(api, 'landsat');
    store.getState().setArea(BOX);
    store.getState().setDates('2020-02-20', '2020-02-01');
    await store.getState().search();
    expect(searches[0]).toMatchObject({
      limit: 50,
      satellites: ['landsat-ot-l1'],
      timeRange: { from: '2020-02-01T00:00:00Z', to: '2020-02-20T23:59:59Z' },
    });
    expect([store.getState().startDay, store.getState().endDay]).toEqual([
      '2020-02-01',
      '2020-02-20',
    ]);
  });

  it('shows the no-data message when no scene covers the area (R-428)', async () => {
    const store = make(
      memoryApi({
        search: async () => [],
        availableDates: async () => ({
          days: [],
          scenesInRange: 0,
          tooCloudy: 0,
          covered: false,
          newestDay: null,
        }),
      }).api,
    );
    store.getState().setArea(BOX);
    await store.getState().search();
    expect(store.getState().error).toBe(MESSAGES.noData);
    expect(store.getState().newestSceneDay).toBeNull();
  });

  it('blames the dates, not the area, when the area has scenes at other dates', async () => {
    const store = make(memoryApi({ search: async () => [] }).api);
    store.getState().setArea(BOX);
    store.getState().setDates('2026-10-01', '2026-10-31');
    await store.getState().search();
    expect(store.getState().error).toBe(
      'No data available: no scenes over this area from 1 Oct 2026 to 31 Oct 2026. The newest scene here is from 19 Feb 2020: change the dates.',
    );
    expect(store.getState().newestSceneDay).toBe('2020-02-19');
  });

  it('filters the days by the maximum cloud cover and blames the clouds when none is left', async () => {
    const store = make(memoryApi().api);
    store.getState().setArea(BOX);
    await store.getState().search();
    expect(store.getState().features).toHaveLength(2);
    store.getState().setMaxCloudCover(5);
    expect(store.getState().features.map((f) => f.id)).toEqual(['a']);
    store.getState().setMaxCloudCover(2);
    expect(store.getState().days).toEqual([]);
    expect(store.getState().error).toBe(
      'No data available: all 2 scenes in these dates have more than 2% cloud cover. Raise the maximum cloud cover.',
    );
    store.getState().setMaxCloudCover(100);
    expect(store.getState().days).toHaveLength(1);
    expect(store.getState().error).toBe('');
  });

  it('stores the message of a failed search; a cancelled one is silent (R-421, R-422)', async () => {
    const failing = make(
      memoryApi({
        search: async () => {
          throw new ValidationError({ status: 400, detail: 'bbox: west must be below east' });
        },
      }).api,
    );
    failing.getState().setArea(BOX);
    await failing.getState().search();
    expect(failing.getState().error).toBe('400: bbox: west must be below east');

    let calls = 0;
    const slow = make(
      memoryApi({
        search: async (_body, o) => (++calls === 1 ? untilAborted(o?.signal) : []),
      }).api,
    );
    slow.getState().setArea(BOX);
    const first = slow.getState().search();
    const second = slow.getState().search();
    await Promise.all([first, second]);
    expect(calls).toBe(2);
    expect(slow.getState().error).toMatch(/^No data available: no scenes over this area/);
  });

  it('refuses to search without a valid area, saying why', async () => {
    const { api, searches } = memoryApi();
    const store = make(api);
    store.getState().setArea([1, 2, 1, 3]);
    await store.getState().search();
    expect(store.getState().error).toBe(MESSAGES.singlePoint);
    expect(searches).toHaveLength(0);
  });

  it('builds satellite image features from the items, through the script and resolution (R-407)', async () => {
    const { api } = memoryApi();
    const store = make(api);
    store.getState().setArea(BOX);
    await store.getState().search();
    const [a] = store.getState().features;
    expect(a).toMatchObject({
      id: 'a',
      date: '2020-02-19T11:34:25Z',
      collection: 'sentinel-2-l2a',
      cloudCover: 4.051854,
      satellite: 'sentinel-2-l2a',
      constellation: 'sentinel-2',
      evalScript: scriptByName('True Color')?.script,
      resolution: 20,
    });
    expect(a?.highResolutionPreviewUrl).toMatch(/\/imagery\/wms\?.*LAYERS=TRUE_COLOR/);
    expect(a?.previewUrl).toMatch(/FORMAT=image%2Fjpeg/);

    await store.getState().selectDay('2020-02-19');
    expect(store.getState().selectedFeature?.id).toBe('a');
    await store.getState().selectScript(scriptByName('Geology')?.id ?? '');
    expect(store.getState().selectedFeature?.evalScript).toBe(scriptByName('Geology')?.script);
    expect(store.getState().features[1]?.highResolutionPreviewUrl).toContain('LAYERS=GEOLOGY');
    await store.getState().setResolution(50);
    expect(store.getState().features.every((f) => f.resolution === 50)).toBe(true);
    expect(store.getState().selectedFeature?.highResolutionPreviewUrl).toContain('WIDTH=808');
  });

  it('reset clears the selection, features, area, loading and error (R-423)', async () => {
    const store = make(memoryApi().api);
    store.getState().setArea(BOX);
    await store.getState().search();
    await store.getState().selectDay('2020-02-19');
    store.getState().reset();
    const s = store.getState();
    expect([s.area, s.selectedFeature, s.image, s.error]).toEqual([null, null, null, '']);
    expect(s.features).toEqual([]);
    expect(s.loading).toEqual({ search: false, image: false });
  });

  it('a search cancelled by a newer one stores no error and leaves the newer one loading (R-422)', async () => {
    let finish: (found: ImagerySearchItem[]) => void = () => undefined;
    let calls = 0;
    const store = make(
      memoryApi({
        search: (_body, o) =>
          ++calls === 1 ? untilAborted(o?.signal) : new Promise((resolve) => (finish = resolve)),
      }).api,
    );
    store.getState().setArea(BOX);
    const first = store.getState().search();
    const second = store.getState().search();
    await first;
    expect(store.getState().error).toBe('');
    expect(store.getState().loading.search).toBe(true);
    finish([item('c', '2020-02-20T10:00:00Z', 1)]);
    await second;
    expect([store.getState().error, store.getState().loading.search]).toEqual(['', false]);
    expect(store.getState().features.map((f) => f.id)).toEqual(['c']);
  });

  it('reset also ends a pending search silently and clears a failed search (R-423, R-422)', async () => {
    const pending = make(memoryApi({ search: (_body, o) => untilAborted(o?.signal) }).api);
    pending.getState().setArea(BOX);
    const running = pending.getState().search();
    expect(pending.getState().loading.search).toBe(true);
    pending.getState().reset();
    await running;
    expect([pending.getState().loading.search, pending.getState().error]).toEqual([false, '']);

    let fail = false;
    const failing = make(
      memoryApi({
        search: async () => {
          if (fail) throw new ValidationError({ status: 400, detail: 'bad box' });
          return [item('a', '2020-02-19T11:34:25Z', 4)];
        },
      }).api,
    );
    failing.getState().setArea(BOX);
    await failing.getState().search();
    fail = true;
    await failing.getState().search();
    expect(failing.getState().error).toBe('400: bad box');
    failing.getState().reset();
    const s = failing.getState();
    expect([s.error, s.area, s.features.length, s.days.length]).toEqual(['', null, 0, 0]);
  });
});

describe('imagery store: preview', () => {
  it('renders the selected day with True Color by default, over the whole day (R-414)', async () => {
    const { api, renders } = memoryApi();
    const store = make(api);
    store.getState().setArea(BOX);
    await store.getState().search();
    await store.getState().selectDay('2020-02-19');
    expect(store.getState().selectedFeature?.id).toBe('a');
    expect(renders[0]).toMatchObject({
      evalscriptName: 'True Color',
      satellite: 'sentinel-2-l2a',
      timeRange: { from: '2020-02-19T00:00:00Z', to: '2020-02-19T23:59:59Z' },
      bbox: BOX,
    });
    expect(Math.max(renders[0]?.width ?? 0, renders[0]?.height ?? 0)).toBe(1024);
    expect(store.getState().image?.url).toMatch(/^blob:test\//);
  });

  it('keeps rendered images for the session by area, hour, size and script (R-459, R-460)', async () => {
    const { api, renders } = memoryApi();
    const store = make(api);
    store.getState().setArea(BOX);
    await store.getState().search();
    await store.getState().selectDay('2020-02-19');
    const ndvi = scriptByName('Enhanced Vegetation Health')?.id ?? '';
    await store.getState().selectScript(ndvi);
    const tc = scriptByName('True Color')?.id ?? '';
    await store.getState().selectScript(tc);
    expect(renders.map((r) => r.evalscriptName)).toEqual([
      'True Color',
      'Enhanced Vegetation Health',
    ]);
  });

  it('keeps the cache when the panel is left and reopened: a new store reuses it (R-459)', async () => {
    const cache = new SessionImageCache();
    const first = memoryApi();
    const before = make(first.api, 'sentinel', cache);
    before.getState().setArea(BOX);
    await before.getState().search();
    await before.getState().selectDay('2020-02-19');
    const url = before.getState().image?.url;
    before.getState().reset(); // the panel unmounts

    const second = memoryApi();
    const after = make(second.api, 'sentinel', cache);
    after.getState().setArea(BOX);
    await after.getState().search();
    await after.getState().selectDay('2020-02-19');
    expect(second.renders).toHaveLength(0);
    expect(after.getState().image?.url).toBe(url);

    // Landsat's store shares the cache; the same custom script there is another image.
    const landsat = memoryApi();
    const other = make(landsat.api, 'landsat', cache);
    other.getState().setArea(BOX);
    await other.getState().search();
    other.getState().setCustomScript('return [B04, B03, B02];');
    after.getState().setCustomScript('return [B04, B03, B02];');
    await after.getState().selectScript('custom');
    await other.getState().selectDay('2020-02-19');
    await other.getState().selectScript('custom');
    expect(landsat.renders.at(-1)?.satellite).toBe('landsat-ot-l1');
  });

  it('uses the session cache of the module by default', async () => {
    const box = [-11.5, 24.6, -11.3, 24.8] as const;
    const first = memoryApi();
    const a = make(first.api, 'sentinel', null);
    a.getState().setArea(box);
    await a.getState().search();
    await a.getState().selectDay('2020-02-19');
    const second = memoryApi();
    const b = make(second.api, 'sentinel', null);
    b.getState().setArea(box);
    await b.getState().search();
    await b.getState().selectDay('2020-02-19');
    expect([first.renders.length, second.renders.length]).toEqual([1, 0]);
  });

  it('a repeated lookup cancels the earlier one, leaving no error (R-469, R-449)', async () => {
    let calls = 0;
    const signals: AbortSignal[] = [];
    const { api } = memoryApi({
      generateImage: async (_b, o) => {
        if (o?.signal) signals.push(o.signal);
        return ++calls === 1 ? untilAborted(o?.signal) : new Blob(['x']);
      },
    });
    const store = make(api);
    store.getState().setArea(BOX);
    await store.getState().search();
    const first = store.getState().selectDay('2020-02-19');
    const second = store.getState().selectScript(scriptByName('Geology')?.id ?? '');
    await Promise.all([first, second]);
    expect(signals[0]?.aborted).toBe(true);
    expect(store.getState().imageError).toBe('');
    expect(store.getState().image?.key).toContain('geology');
  });

  it('cancelImage aborts the render in flight and returns to idle without an error', async () => {
    const signals: AbortSignal[] = [];
    const { api } = memoryApi({
      generateImage: async (_b, o) => {
        if (o?.signal) signals.push(o.signal);
        return untilAborted(o?.signal);
      },
    });
    const store = make(api);
    store.getState().setArea(BOX);
    await store.getState().search();
    const pending = store.getState().selectDay('2020-02-19');
    await Promise.resolve();
    expect(store.getState().loading.image).toBe(true);
    store.getState().cancelImage();
    await pending;
    expect(signals[0]?.aborted).toBe(true);
    expect(store.getState().loading.image).toBe(false);
    expect(store.getState().imageError).toBe('');
  });

  it("shows the server's message for a failed image, else the unknown-error text (R-448)", async () => {
    const refused = make(
      memoryApi({
        generateImage: async () => {
          throw new ValidationError({ status: 400, detail: 'Script cannot be rendered' });
        },
      }).api,
    );
    refused.getState().setArea(BOX);
    await refused.getState().search();
    await refused.getState().selectDay('2020-02-19');
    expect(refused.getState().imageError).toBe('400: Script cannot be rendered');

    const silent = make(
      memoryApi({ generateImage: async () => Promise.reject(new Error('')) }).api,
    );
    silent.getState().setArea(BOX);
    await silent.getState().search();
    await silent.getState().selectDay('2020-02-19');
    expect(silent.getState().imageError).toBe(MESSAGES.imageFetchUnknown);
  });

  it('sends a custom script as source from the main satellite', async () => {
    const { api, renders } = memoryApi();
    const store = make(api);
    store.getState().setArea(BOX);
    await store.getState().search();
    store.getState().setCustomScript('return [B04, B03, B02];');
    await store.getState().selectDay('2020-02-19');
    await store.getState().selectScript('custom');
    expect(renders.at(-1)).toMatchObject({
      evalscript: 'return [B04, B03, B02];',
      satellite: 'sentinel-2-l2a',
    });
    expect(renders.at(-1)?.evalscriptName).toBeUndefined();
  });

  it('keeps an opacity per layer', async () => {
    const store = make(memoryApi().api);
    store.getState().setArea(BOX);
    await store.getState().search();
    await store.getState().selectDay('2020-02-19');
    const key = store.getState().image?.key ?? '';
    store.getState().setLayerOpacity(key, 0.4);
    expect(store.getState().selectedOpacity()).toBe(0.4);
    await store.getState().selectScript(scriptByName('Geology')?.id ?? '');
    expect(store.getState().selectedOpacity()).toBe(1);
    store.getState().setLayerOpacity(key, 7);
    expect(store.getState().layerOpacity[key]).toBe(1);
  });
});

describe('imagery store: dialogs and gif creator', () => {
  it('opens and closes the download and share dialogs independently (R-424)', () => {
    const store = make(memoryApi().api);
    const open = () => [store.getState().downloadOpen, store.getState().shareOpen];
    expect(open()).toEqual([false, false]);
    store.getState().openDownload();
    expect(open()).toEqual([true, false]);
    store.getState().openShare();
    expect(open()).toEqual([true, true]);
    store.getState().closeShare();
    expect(open()).toEqual([true, false]);
    store.getState().openShare();
    store.getState().closeDownload();
    expect(open()).toEqual([false, true]);
    store.getState().closeShare();
    expect(open()).toEqual([false, false]);
  });

  it('orders gif frames and clears them when turned off (R-425)', () => {
    const store = make(memoryApi().api);
    store.getState().setGifActive(true);
    for (const d of ['2020-02-01', '2020-02-05', '2020-02-09']) store.getState().toggleGifDay(d);
    store.getState().moveGifDay('2020-02-09', -1);
    expect(store.getState().gifDays).toEqual(['2020-02-01', '2020-02-09', '2020-02-05']);
    store.getState().toggleGifDay('2020-02-01');
    expect(store.getState().gifDays).toEqual(['2020-02-09', '2020-02-05']);
    store.getState().setGifActive(false);
    expect(store.getState().gifDays).toEqual([]);
  });
});

describe('imagery store: share links', () => {
  const record: ShortLinkRecord = {
    id: 'abc123',
    bbox: BOX,
    date: '2020-02-19T11:34:25Z',
    evalscript: scriptByName('Geology')?.script ?? '',
    satellite: 'sentinel-2-l2a',
    pixelWidth: 2000,
    pixelHeight: 2200,
    thumbnailPixelWidth: 227,
    thumbnailPixelHeight: 250,
    resolution: 20,
    imageUrl: '',
  };

  it('loads the record, selects its area, runs the one-month search with limit 50 and selects the image (R-464..R-468)', async () => {
    const { api, searches, renders } = memoryApi({ getShortUrl: async () => record });
    const store = make(api);
    expect(await store.getState().openShareLink('abc123')).toBe(true);
    expect(store.getState().area).toEqual(BOX);
    expect(searches[0]).toMatchObject({
      limit: 50,
      timeRange: { from: '2020-02-19T00:00:00Z', to: '2020-03-19T23:59:59Z' },
    });
    expect(store.getState().selectedFeature?.id).toBe('a');
    expect(renders[0]?.evalscriptName).toBe('Geology');
  });

  it('selects the shared scene, not the newest of its day (R-468)', async () => {
    const shared = { ...record, date: '2020-02-19T11:30:00Z' };
    const { api } = memoryApi({ getShortUrl: async () => shared });
    const store = make(api);
    expect(await store.getState().openShareLink('abc123')).toBe(true);
    expect(store.getState().selectedDay).toBe('2020-02-19');
    expect(store.getState().selectedFeature?.id).toBe('b');
    expect(store.getState().selectedFeature?.date).toBe(shared.date);
  });

  it('renders at the requested resolution, else the best available one (R-467)', async () => {
    // BOX is about 40.4 x 44.5 km: 808 x 890 px at 50 m (under the 1024 px preview cap).
    const coarse = memoryApi({ getShortUrl: async () => ({ ...record, resolution: 50 }) });
    const store = make(coarse.api);
    expect(await store.getState().openShareLink('abc123')).toBe(true);
    expect(store.getState().resolution).toBe(50);
    expect(store.getState().image?.resolution).toBe(50);
    expect([coarse.renders[0]?.width, coarse.renders[0]?.height]).toEqual([808, 890]);

    // 10 m does not fit (4044 px): the best available, 20 m, capped at the 1024 px preview.
    const fine = memoryApi({ getShortUrl: async () => ({ ...record, resolution: 10 }) });
    const other = make(fine.api);
    expect(await other.getState().openShareLink('abc123')).toBe(true);
    expect(other.getState().image?.resolution).toBe(20);
    expect(Math.max(fine.renders[0]?.width ?? 0, fine.renders[0]?.height ?? 0)).toBe(1024);

    // A new box drops the request: the best available again.
    other.getState().beginBoxSelect();
    expect(other.getState().resolution).toBeNull();
  });

  it("an unknown id gives 'Invalid or expired share ID.' (R-470)", async () => {
    const store = make(memoryApi().api);
    expect(await store.getState().openShareLink('nope12')).toBe(false);
    expect(store.getState().error).toBe(MESSAGES.invalidShareId);
  });
});
