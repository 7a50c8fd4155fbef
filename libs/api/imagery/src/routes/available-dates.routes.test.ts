import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '@unfurl/api-http';
import type { TypedApp } from '@unfurl/api-http';
import type { Db } from '@unfurl/api-db';
import { openTemplatedPgliteDb } from '@unfurl/api-db/testing';
import { openLocalCatalogue } from '../providers/local-catalogue';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import type { Scene } from '../scene';
import { availableDays } from './available-dates';
import { imageryRoutes } from './imagery.routes';

let app: TypedApp;
let db: Db;

beforeAll(async () => {
  db = await openTemplatedPgliteDb();
  app = createHttpServer({ logger: false });
  const provider = await openLocalCatalogue(SAMPLE_RASTER_DIR);
  await app.register(imageryRoutes, { prefix: '/imagery', db, provider });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

/** The box: the Sentinel-2 sample tile of 2020-02-19 (4.05 % cloud) lies in it. */
const BOX = [-12, 24.3, -10.9, 25.3];
const FEB_2020 = { from: '2020-02-01T00:00:00Z', to: '2020-02-29T23:59:59Z' };
const dates = (body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/imagery/available-dates',
    payload: { bbox: BOX, timeRange: FEB_2020, satellites: ['sentinel-2-l2a'], ...body },
  });

describe('POST /imagery/available-dates', () => {
  it('answers the days with scenes and their lowest cloud cover', async () => {
    const res = await dates({});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      days: [{ day: '2020-02-19', scenes: 1, cloudCover: 4.051854 }],
      scenesInRange: 1,
      tooCloudy: 0,
      covered: true,
      newestDay: '2020-02-19',
    });
  });

  it('tells no scenes in the dates, all too cloudy and outside coverage apart', async () => {
    const empty = (await dates({ timeRange: { from: '2026-10-01', to: '2026-10-31' } })).json();
    expect(empty).toMatchObject({ days: [], scenesInRange: 0, covered: true });
    expect(empty.newestDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const cloudy = (await dates({ maxCloudCover: 2 })).json();
    expect(cloudy).toMatchObject({ days: [], scenesInRange: 1, tooCloudy: 1, covered: true });
    const nowhere = (await dates({ bbox: [100, -40, 101, -39] })).json();
    expect(nowhere).toEqual({
      days: [],
      scenesInRange: 0,
      tooCloudy: 0,
      covered: false,
      newestDay: null,
    });
  });

  it('refuses bad input with a 400 that says what is wrong', async () => {
    const cloud = await dates({ maxCloudCover: 101 });
    expect(cloud.statusCode).toBe(400);
    expect(cloud.json().message).toMatch(/maxCloudCover/);
    const box = await dates({ bbox: [10, 10, 5, 5] });
    expect(box.statusCode).toBe(400);
    const time = await dates({ timeRange: { from: 'soon', to: '2020-01-01' } });
    expect(time.statusCode).toBe(400);
    expect(time.json().message).toContain("timeRange.from is not a date: 'soon'");
  });
});

describe('availableDays', () => {
  const scene = (datetime: string, cloudCover: number) =>
    ({ item: { datetime, cloudCover } }) as unknown as Scene;

  it('groups by UTC day, oldest first, with the lowest cloud cover, and counts the too cloudy', () => {
    expect(
      availableDays(
        [
          scene('2020-02-19T11:00:00Z', 30),
          scene('2020-02-19T11:05:00Z', 12),
          scene('2020-02-03T10:00:00Z', 80),
          scene('2020-02-01T10:00:00Z', 5),
        ],
        50,
      ),
    ).toEqual({
      days: [
        { day: '2020-02-01', scenes: 1, cloudCover: 5 },
        { day: '2020-02-19', scenes: 2, cloudCover: 12 },
      ],
      scenesInRange: 4,
      tooCloudy: 1,
    });
  });
});
