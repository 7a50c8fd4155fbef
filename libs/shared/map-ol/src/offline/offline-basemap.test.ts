/// <reference types="node" />
// Node reads the shipped file the way the build copies it.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import VectorSource from 'ol/source/Vector';
import { describe, expect, it } from 'vitest';
import { OFFLINE_COUNTRIES_URL, loadOfflineCountries } from './offline-basemap';

const shipped = () => readFileSync(new URL('./countries.tjson', import.meta.url));

describe('the offline basemap data (issue #13)', () => {
  it('is a static file, not code, and at most 150 KB gzipped', () => {
    expect(OFFLINE_COUNTRIES_URL).toMatch(/countries\.tjson$/);
    const body = shipped();
    expect(gzipSync(body, { level: 9 }).length).toBeLessThanOrEqual(150 * 1024);
  });

  it('fills the shared source with every country, covering the world', async () => {
    const source = new VectorSource();
    const asked: string[] = [];
    await loadOfflineCountries(source, async (url) => {
      asked.push(url);
      return JSON.parse(shipped().toString('utf8')) as unknown;
    });
    expect(asked).toEqual([OFFLINE_COUNTRIES_URL]);
    // Natural Earth 1:50m: 241 countries and territories, from Antarctica to the Arctic.
    expect(source.getFeatures().length).toBeGreaterThanOrEqual(240);
    const [minX = 0, minY = 0, maxX = 0, maxY = 0] = source.getExtent() ?? [];
    expect(maxX - minX).toBeGreaterThan(3.9e7);
    expect(minY).toBeLessThan(-1.5e7);
    expect(maxY).toBeGreaterThan(1.5e7);
  });

  it('leaves the map on its plain background when the file cannot be read', async () => {
    const source = new VectorSource();
    await expect(
      loadOfflineCountries(source, () => Promise.reject(new Error('offline'))),
    ).resolves.toBeUndefined();
    expect(source.getFeatures()).toHaveLength(0);
  });
});
