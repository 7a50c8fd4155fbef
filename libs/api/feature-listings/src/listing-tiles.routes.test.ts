// COG listings as Web Mercator tiles (GET /listing-tiles/{id}/{z}/{x}/{y}.png) on a real server:
// real pixels from real COGs in the store, the file-link scope of previews, and bad tiles.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { fromFile } from 'geotiff';
import proj4 from 'proj4';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { softDeleteListing } from '@unfurl/api-db';
import { WEB_MERCATOR_HALF_WORLD, latToMercatorY } from '@unfurl/domain';
import { signIn, useListingsServer } from './listings.test-harness';
import { insertTestListing } from '@unfurl/api-demo-seed/testing';

const harness = useListingsServer();
const SUB = 'acme';
const fixture = (name: string) =>
  fileURLToPath(new URL(`../../listing-processing/test-fixtures/${name}`, import.meta.url));
/** Sentinel-2 true-colour preview: 34 × 34 × 3 Byte in UTM 29N, 3228.2 m pixels, no data 0. */
const PVI = fixture('s2-29rkh-pvi.tif');
/** Sentinel-2 B11: 549 × 549 UInt16 in UTM 29N, 200 m pixels, no data 0, one overview. */
const B11 = fixture('s2-29rkh-b11.tif');
const UTM = '+proj=utm +zone=29 +datum=WGS84 +units=m +no_defs';
const ORIGIN = [199980, 2800020] as const;
const CENTRE = proj4(UTM, 'EPSG:4326', [254880, 2745120]) as [number, number];

let viewer = '';
let outsider = '';
const ids = { rgb: 0, grey: 0, private: 0, image: 0 };

/** The footprint of a raster of `size` pixels of `res` metres at ORIGIN, in lon/lat. */
function footprintWkt(size: number, res: number): string {
  const [x0, y1] = ORIGIN;
  const x1 = x0 + size * res;
  const y0 = y1 - size * res;
  const ring = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0],
  ].map((p) => (proj4(UTM, 'EPSG:4326', p) as number[]).join(' '));
  return `POLYGON((${ring.join(',')}))`;
}

async function cogListing(file: string, size: number, res: number, isPrivate = false) {
  const key = `listings/tiles-${Math.random().toString(36).slice(2)}/map.tif`;
  await harness().store.put(key, new Uint8Array(await readFile(file)), 'image/tiff');
  return insertTestListing(harness().db, {
    tenant: SUB,
    ownerEmail: 'surveyor@acme.example',
    title: 'Tiled COG',
    wkt: footprintWkt(size, res),
    filePath: key,
    isPrivate,
  });
}

beforeAll(async () => {
  viewer = (await signIn(harness().base, 'viewer@acme.example')).IdToken;
  outsider = (await signIn(harness().base, 'admin@unfurl.example')).IdToken;
  ids.rgb = await cogListing(PVI, 34, 3228.235294117647);
  ids.grey = await cogListing(B11, 549, 200);
  ids.private = await cogListing(B11, 549, 200, true);
  ids.image = await insertTestListing(harness().db, {
    tenant: SUB,
    ownerEmail: 'surveyor@acme.example',
    title: 'Not a COG',
    listingType: 'IMAGE',
  });
});

/** The XYZ tile at zoom z holding a lon/lat point. */
function tileAt([lon, lat]: readonly [number, number], z: number) {
  const n = 2 ** z;
  const y = Math.floor(((1 - latToMercatorY(lat) / WEB_MERCATOR_HALF_WORLD) / 2) * n);
  return { z, x: Math.floor(((lon + 180) / 360) * n), y };
}

async function getTile(id: number, path: string, query = `subdomain=${SUB}`) {
  const response = await fetch(`${harness().base}/listing-tiles/${id}/${path}?${query}`);
  return response;
}

async function rgbaOf(response: Response) {
  const png = Buffer.from(await response.arrayBuffer());
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The source pixel position (level 0, pixel-corner origin) under a tile pixel's centre. */
function sourcePixel(tile: { z: number; x: number; y: number }, i: number, j: number, res: number) {
  const world = 2 * WEB_MERCATOR_HALF_WORLD;
  const span = world / 2 ** tile.z;
  const mx = -world / 2 + (tile.x + (i + 0.5) / 256) * span;
  const my = world / 2 - (tile.y + (j + 0.5) / 256) * span;
  const [X, Y] = proj4('EPSG:3857', UTM, [mx, my]) as [number, number];
  return [(X - ORIGIN[0]) / res, (ORIGIN[1] - Y) / res] as const;
}

describe('GET /listing-tiles/{id}/{z}/{x}/{y}.png', () => {
  it('draws the centre of an RGB COG in its own colours, bilinear between its pixels', async () => {
    const tile = tileAt(CENTRE, 9);
    // The atlas adds the listing's version (`v`) to the address; it changes nothing else.
    const response = await getTile(
      ids.rgb,
      `${tile.z}/${tile.x}/${tile.y}.png`,
      `subdomain=${SUB}&v=1700000000`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const { data, width, height } = await rgbaOf(response);
    expect([width, height]).toEqual([256, 256]);
    const colours = new Set<number>();
    for (let q = 0; q < data.length; q += 4) {
      if (data[q + 3]! > 0) colours.add((data[q]! << 16) | (data[q + 1]! << 8) | data[q + 2]!);
    }
    expect(colours.size).toBeGreaterThan(500);
    // Each drawn pixel lies within the range of the four source pixels around its centre.
    const image = await (await fromFile(PVI)).getImage(0);
    const source = (await image.readRasters({ interleave: false })) as unknown as Uint8Array[];
    let checked = 0;
    for (let j = 8; j < 256; j += 31) {
      for (let i = 8; i < 256; i += 31) {
        const [px, py] = sourcePixel(tile, i, j, 3228.235294117647);
        const x = Math.floor(px - 0.5);
        const y = Math.floor(py - 0.5);
        if (x < 0 || y < 0 || x + 1 >= 34 || y + 1 >= 34) continue;
        for (let c = 0; c < 3; c++) {
          const around = [0, 1, 34, 35].map((d) => source[c]![y * 34 + x + d]!);
          const value = data[(j * 256 + i) * 4 + c]!;
          expect(value).toBeGreaterThanOrEqual(Math.min(...around) - 1);
          expect(value).toBeLessThanOrEqual(Math.max(...around) + 1);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('stretches a UInt16 COG to grey; transparent off the raster', async () => {
    const tile = tileAt(CENTRE, 12);
    const { data } = await rgbaOf(await getTile(ids.grey, `${tile.z}/${tile.x}/${tile.y}.png`));
    const greys = new Set<number>();
    let notGreyOrClear = 0;
    for (let q = 0; q < data.length; q += 4) {
      if (data[q] !== data[q + 2] || data[q + 3] !== 255) notGreyOrClear++;
      greys.add(data[q]!);
    }
    expect(notGreyOrClear).toBe(0);
    expect(greys.size).toBeGreaterThan(60);
    // The raster's north-west corner: the tile holding it is partly transparent.
    const corner = tileAt(proj4(UTM, 'EPSG:4326', [...ORIGIN]) as [number, number], 10);
    const edge = await rgbaOf(await getTile(ids.grey, `${corner.z}/${corner.x}/${corner.y}.png`));
    let clear = 0;
    for (let q = 3; q < edge.data.length; q += 4) if (edge.data[q] === 0) clear++;
    expect(clear).toBeGreaterThan(1000);
    expect(clear).toBeLessThan(256 * 256 - 1000);
    // Far away: an empty tile, without reading the file.
    const away = await rgbaOf(await getTile(ids.grey, '10/100/100.png'));
    expect(away.data.every((v, k) => k % 4 !== 3 || v === 0)).toBe(true);
  });

  it('private listings: members only (authorization query), 404 to others', async () => {
    const tile = tileAt(CENTRE, 9);
    const path = `${tile.z}/${tile.x}/${tile.y}.png`;
    expect((await getTile(ids.private, path)).status).toBe(404);
    expect(
      (await getTile(ids.private, path, `subdomain=${SUB}&authorization=${outsider}`)).status,
    ).toBe(404);
    expect((await getTile(ids.private, path, 'subdomain=main')).status).toBe(404);
    const member = await getTile(ids.private, path, `subdomain=${SUB}&authorization=${viewer}`);
    expect(member.status).toBe(200);
    expect(member.headers.get('cache-control')).toBe('private, max-age=3600');
    expect((await getTile(ids.private, path, `subdomain=${SUB}&authorization=nope`)).status).toBe(
      401,
    );
  });

  it('400 for bad tiles; 404 for other types, unknown and deleted listings', async () => {
    for (const bad of ['25/0/0.png', '3/8/0.png', '3/0/-1.png', 'a/0/0.png', '3/1.5/0.png']) {
      const response = await getTile(ids.rgb, bad);
      expect(response.status, bad).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/tile|z|x|y/i);
    }
    expect((await getTile(ids.image, '0/0/0.png')).status).toBe(404);
    expect((await getTile(999_999_999, '0/0/0.png')).status).toBe(404);
    // Deleted as `DELETE /v1/listings/{id}` deletes (the uploads resource; the composed app's
    // listing-deletion test goes through that route).
    const gone = await cogListing(PVI, 34, 3228.235294117647);
    expect(await softDeleteListing(harness().db, gone)).toBe(true);
    expect((await getTile(gone, '0/0/0.png')).status).toBe(404);
  });
});
