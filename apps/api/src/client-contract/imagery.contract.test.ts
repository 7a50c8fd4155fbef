// The imagery client against the running API's `/imagery/` over the offline sample catalogue
// (2§7, R-437..R-447, R-462, R-463): scene search, rendered images and thumbnails, statistics and
// short links, with the server's refusals as typed errors.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isApiError, isNotFoundError, isValidationError } from '@unfurl/api-client';
import type { ImageryBbox } from '@unfurl/domain';
import { failure, itExercisedItsClaimedMethods, useContractServer } from './contract-server';

const server = useContractServer('imagery.contract.test.ts');

/** A Sentinel-2 sample scene of 19 February 2020. */
const BOX: ImageryBbox = [-11.6, 24.5, -11.2, 24.9];
const FEB = { from: '2020-02-01T00:00:00Z', to: '2020-02-29T23:59:59Z' };
const FEB_19 = { from: '2020-02-19T00:00:00Z', to: '2020-02-19T23:59:59Z' };
const NDVI = [
  '//VERSION=3',
  "function setup() { return { input: ['B04', 'B08'], output: { bands: 1, sampleType: 'FLOAT32' } }; }",
  'function evaluatePixel(s) { return [index(s.B08, s.B04)]; }',
].join('\n');

describe('imagery calls against the running API', () => {
  it('search answers the scenes over the box and time range (R-437)', async () => {
    const items = await server()
      .imagery()
      .search({ bbox: BOX, timeRange: FEB, satellites: ['sentinel-2-l2a'] });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item).toMatchObject({ satellite: 'sentinel-2-l2a', collection: expect.any(String) });
      expect(item.datetime >= FEB.from && item.datetime <= FEB.to).toBe(true);
      expect(item.bbox).toHaveLength(4);
    }
    const none = await server()
      .imagery()
      .search({
        bbox: BOX,
        timeRange: { from: '1990-01-01T00:00:00Z', to: '1990-01-31T00:00:00Z' },
      });
    expect(none).toEqual([]);
    const bad = await failure(
      server()
        .imagery()
        .search({ bbox: [10, 10, 5, 5], timeRange: FEB }),
    );
    expect(isValidationError(bad)).toBe(true);
  });

  it('availableDates answers the days with scenes, their cloud cover and the coverage', async () => {
    const answer = await server()
      .imagery()
      .availableDates({ bbox: BOX, timeRange: FEB, satellites: ['sentinel-2-l2a'] });
    expect(answer.days.map((d) => d.day)).toEqual(['2020-02-19']);
    expect(answer.days[0]!.cloudCover).toBeCloseTo(4.05, 1);
    expect(answer).toMatchObject({ scenesInRange: 1, tooCloudy: 0, covered: true });
    const cloudy = await server()
      .imagery()
      .availableDates({ bbox: BOX, timeRange: FEB, maxCloudCover: 1 });
    expect(cloudy).toMatchObject({ days: [], tooCloudy: 1, newestDay: '2020-02-19' });
    const bad = await failure(
      server().imagery().availableDates({ bbox: BOX, timeRange: FEB, maxCloudCover: -5 }),
    );
    expect(isValidationError(bad)).toBe(true);
  });

  it('generateImage and generateThumbnail answer the rendered image as binary (R-440, R-441)', async () => {
    const body = {
      bbox: BOX,
      timeRange: FEB_19,
      satellite: 'sentinel-2-l2a',
      width: 64,
      height: 48,
    } as const;
    const image = await server().imagery().generateImage(body);
    expect(image.type).toBe('image/png');
    const png = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([png.format, png.width, png.height]).toEqual(['png', 64, 48]);
    const thumbnail = await server()
      .imagery()
      .generateThumbnail({ ...body, contentType: 'image/jpeg' });
    expect(thumbnail.type).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).format).toBe(
      'jpeg',
    );
    const tooBig = await failure(
      server()
        .imagery()
        .generateImage({ ...body, width: 2501 }),
    );
    expect(isApiError(tooBig) && [tooBig.status, tooBig.code]).toEqual([400, 'IMAGE_TOO_LARGE']);
    expect((tooBig as Error).message).toBe(
      '400: Image too large: width 2501 px over the limit of 2500 px per side',
    );
  });

  it('statistics answers one interval per day with scenes (2§9)', async () => {
    const stats = await server()
      .imagery()
      .statistics({ bbox: BOX, timeRange: FEB, satellite: 'sentinel-2-l2a', evalscript: NDVI });
    expect(stats.status).toBe('OK');
    expect(stats.data[0]?.interval.from).toBe('2020-02-19T00:00:00Z');
    const bands = Object.values(stats.data[0]!.outputs)[0]!.bands;
    const mean = Object.values(bands)[0]!.stats.mean;
    expect(mean).toBeGreaterThanOrEqual(-1);
    expect(mean).toBeLessThanOrEqual(1);
  });

  it("pointValue reads the script's value at a point; a bad day is a ValidationError", async () => {
    const at = await server().imagery().pointValue({
      lon: -11.4,
      lat: 24.7,
      day: '2020-02-19',
      satellite: 'sentinel-2-l2a',
      evalscriptName: 'Enhanced Vegetation Health',
    });
    expect(at).toMatchObject({ lon: -11.4, lat: 24.7, day: '2020-02-19' });
    const ndvi = at.outputs['default']?.[0];
    expect(ndvi).toBeGreaterThanOrEqual(-1);
    expect(ndvi).toBeLessThanOrEqual(1);
    const refused = await failure(
      server().imagery().pointValue({
        lon: -11.4,
        lat: 24.7,
        day: 'yesterday',
        satellite: 'sentinel-2-l2a',
        evalscript: NDVI,
      }),
    );
    expect(isValidationError(refused)).toBe(true);
  });

  it('stores and reads short links; an unknown one is a NotFoundError with the server text (R-462, R-463)', async () => {
    const record = {
      bbox: BOX,
      date: '2020-02-19T11:34:25Z',
      evalscript: 'return [B04, B03, B02];',
      satellite: 'sentinel-2-l2a',
      pixelWidth: 10,
      pixelHeight: 10,
      thumbnailPixelWidth: 5,
      thumbnailPixelHeight: 5,
      resolution: 20,
    } as const;
    const { id } = await server().imagery().createShortUrl(record);
    expect(id).toMatch(/^[A-Za-z0-9_-]{4,64}$/);
    expect(await server().imagery().getShortUrl(id)).toEqual({ ...record, id, imageUrl: '' });
    const chosen = await server()
      .imagery()
      .createShortUrl({ ...record, id: 'contract-link', imageUrl: '/shot.png' });
    expect(chosen.id).toBe('contract-link');
    expect((await server().imagery().getShortUrl('contract-link')).imageUrl).toBe('/shot.png');

    const missing = await failure(server().imagery().getShortUrl('nope1'));
    expect(isNotFoundError(missing)).toBe(true);
    expect((missing as Error).message).toBe('404: Invalid or expired share ID.');
  });

  itExercisedItsClaimedMethods('imagery.contract.test.ts');
});
