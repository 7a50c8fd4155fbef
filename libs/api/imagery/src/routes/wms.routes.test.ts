import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '@unfurl/api-http';
import type { TypedApp } from '@unfurl/api-http';
import type { Db } from '@unfurl/api-db';
import { openTemplatedPgliteDb } from '@unfurl/api-db/testing';
import { pointTransform } from '../cog/crs';
import { openLocalCatalogue } from '../providers/local-catalogue';
import { IMAGE_CONTENT_TYPE } from '../encode/encode-image';
import { renderImage } from '../render/render-image';
import { RESAMPLING } from '../warp/resampling';
import { builtInStageOf } from '../render/stage-resolver';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import { imageryRoutes } from './imagery.routes';

let app: TypedApp;
let db: Db;

beforeAll(async () => {
  db = await openTemplatedPgliteDb();
  app = createHttpServer({ logger: false });
  const provider = await openLocalCatalogue(SAMPLE_RASTER_DIR);
  await app.register(imageryRoutes, { prefix: '/imagery', db, provider, cache: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const toMerc = pointTransform(4326, 3857);
/** The S2 sample box (29RKH, 2020-02-19) in Web Mercator metres. */
const [X0, Y0] = toMerc(-11.6, 24.5);
const [X1, Y1] = toMerc(-11.2, 24.9);
const BBOX_3857 = [X0, Y0, X1, Y1].join(',');

// What OpenLayers' TileWMS/ImageWMS sends (VERSION 1.3.0, upper-case names, STYLES, TRANSPARENT).
const olQuery = (params: Record<string, string | number>) =>
  new URLSearchParams({
    SERVICE: 'WMS',
    VERSION: '1.3.0',
    REQUEST: 'GetMap',
    FORMAT: 'image/png',
    TRANSPARENT: 'true',
    LAYERS: 'TRUE_COLOR',
    STYLES: '',
    TIME: '2020-02-19',
    CRS: 'EPSG:3857',
    WIDTH: '256',
    HEIGHT: '256',
    BBOX: BBOX_3857,
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  }).toString();

const getMap = (query: string) => app.inject({ method: 'GET', url: `/imagery/wms?${query}` });

async function rgba(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const alphaShare = (data: Buffer, alpha: number) => {
  let n = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] === alpha) n++;
  return n / (data.length / 4);
};

describe('GET /imagery/wms GetMap (R-445, R-446, R-447)', () => {
  it('renders an OpenLayers-style EPSG:3857 tile: the pipeline on a Web Mercator grid', async () => {
    const res = await getMap(olQuery({}));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const tile = await rgba(res.rawPayload);
    expect([tile.width, tile.height]).toEqual([256, 256]);
    // Independently: the renderer on an EPSG:3857 grid over the same box, True Color built-in.
    const provider = await openLocalCatalogue(SAMPLE_RASTER_DIR);
    const scenes = await provider.search({
      bbox: [-11.6, 24.5, -11.2, 24.9],
      from: '2020-02-19T00:00:00Z',
      to: '2020-02-19T23:59:59Z',
      satellites: ['sentinel-2-l2a'],
      limit: 5,
    });
    const direct = await renderImage({
      scenes,
      bbox: [-11.6, 24.5, -11.2, 24.9],
      width: 256,
      height: 256,
      crs: 'EPSG:3857',
      stage: builtInStageOf({ satellite: 'sentinel-2-l2a', evalscriptName: 's2-true-color' })!,
      contentType: IMAGE_CONTENT_TYPE.png,
      resampling: RESAMPLING.nearest,
    });
    const expected = await rgba(direct.image);
    let same = 0;
    for (let i = 0; i < tile.data.length; i++)
      if (Math.abs(tile.data[i]! - expected.data[i]!) <= 1) same++;
    expect(same / tile.data.length).toBeGreaterThan(0.999);
    expect(alphaShare(tile.data, 255)).toBe(1);
  });

  it('accepts parameter names in any case and RESOLUTION in metres instead of WIDTH/HEIGHT', async () => {
    const upper = await getMap(olQuery({ LAYERS: 'NDVI', WIDTH: 128, HEIGHT: 128 }));
    const lower = await getMap(
      `service=wms&request=getmap&layers=NDVI&time=2020-02-19&crs=EPSG:3857&width=128&height=128&bbox=${BBOX_3857}&format=image/png`,
    );
    expect(upper.statusCode).toBe(200);
    expect(lower.rawPayload.equals(upper.rawPayload)).toBe(true);
    const resolution = (X1 - X0) / 100;
    const byResolution = await getMap(
      `SERVICE=WMS&REQUEST=GetMap&LAYERS=TRUE_COLOR&TIME=2020-02-19&BBOX=${BBOX_3857}&RESOLUTION=${resolution}&MAXCC=100`,
    );
    expect(byResolution.statusCode).toBe(200);
    const size = await sharp(byResolution.rawPayload).metadata();
    expect(size.width).toBe(100);
    expect(size.height).toBe(Math.round((Y1 - Y0) / resolution));
  });

  it('is transparent outside the data: a partly covered tile and a tile with no scene', async () => {
    // The scene ends at about 10.875° W: this tile straddles its eastern edge.
    const [ex0, ey0] = toMerc(-11.0, 24.6);
    const [ex1, ey1] = toMerc(-10.6, 24.9);
    const edge = await rgba(
      (await getMap(olQuery({ BBOX: [ex0, ey0, ex1, ey1].join(',') }))).rawPayload,
    );
    expect(alphaShare(edge.data, 0)).toBeGreaterThan(0.2);
    expect(alphaShare(edge.data, 255)).toBeGreaterThan(0.2);
    const [ox0, oy0] = toMerc(10, 10);
    const [ox1, oy1] = toMerc(11, 11);
    const res = await getMap(olQuery({ BBOX: [ox0, oy0, ox1, oy1].join(',') }));
    expect(res.statusCode).toBe(200);
    const empty = await rgba(res.rawPayload);
    expect([empty.width, alphaShare(empty.data, 0)]).toEqual([256, 1]);
  });

  it('filters scenes by MAXCC (the sample has 4.05 % cloud cover)', async () => {
    const under = await rgba((await getMap(olQuery({ MAXCC: 4 }))).rawPayload);
    expect(alphaShare(under.data, 0)).toBe(1);
    const over = await rgba((await getMap(olQuery({ MAXCC: 5 }))).rawPayload);
    expect(alphaShare(over.data, 255)).toBe(1);
  });

  it('reads EPSG:4326 boxes in the axis order of the WMS version, and renders JPEG', async () => {
    const v130 = await getMap(
      olQuery({ CRS: 'EPSG:4326', BBOX: '24.5,-11.6,24.9,-11.2', WIDTH: 64, HEIGHT: 64 }),
    );
    const v111 = await getMap(
      olQuery({
        VERSION: '1.1.1',
        CRS: '',
        SRS: 'EPSG:4326',
        BBOX: '-11.6,24.5,-11.2,24.9',
        WIDTH: 64,
        HEIGHT: 64,
      }),
    );
    expect(v130.statusCode).toBe(200);
    expect(v130.rawPayload.equals(v111.rawPayload)).toBe(true);
    const jpeg = await getMap(olQuery({ FORMAT: 'image/jpeg', WIDTH: 64, HEIGHT: 64 }));
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
  });

  it('serves the Landsat and Sentinel-1 overlays on their own satellites', async () => {
    const tile = async (layer: string, time: string, box: [number, number, number, number]) => {
      const [x0, y0] = toMerc(box[0], box[1]);
      const [x1, y1] = toMerc(box[2], box[3]);
      const res = await getMap(
        olQuery({
          LAYERS: layer,
          TIME: time,
          BBOX: [x0, y0, x1, y1].join(','),
          WIDTH: 64,
          HEIGHT: 64,
        }),
      );
      expect(res.statusCode).toBe(200);
      return alphaShare((await rgba(res.rawPayload)).data, 255);
    };
    expect(await tile('LANDSAT_8', '2020-10-31', [-65.5, -3.2, -65, -2.7])).toBe(1);
    expect(await tile('SENTINEL_1_RADAR', '2018-07-16', [76.5, 10, 77, 10.5])).toBeGreaterThan(0.9);
  });

  it('runs a user evalscript given in base64 (EVALSCRIPT)', async () => {
    const script = 'return [2.5 * B04, 2.5 * B03, 2.5 * B02];';
    const res = await getMap(
      olQuery({
        LAYERS: '',
        EVALSCRIPT: Buffer.from(script).toString('base64'),
        WIDTH: 64,
        HEIGHT: 64,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(64);
  });

  it('without TIME (or TIME=current, the advertised default) draws the latest scenes', async () => {
    const dated = await getMap(olQuery({}));
    const query = new URLSearchParams(olQuery({}));
    query.delete('TIME');
    const latest = await getMap(query.toString());
    expect(latest.statusCode, latest.body).toBe(200);
    const current = await getMap(olQuery({ TIME: 'current' }));
    expect(current.statusCode).toBe(200);
    // The sample's newest Sentinel-2 L2A scene over the box is the one of 2020-02-19.
    const a = await rgba(dated.rawPayload);
    const b = await rgba(latest.rawPayload);
    const c = await rgba(current.rawPayload);
    expect(alphaShare(b.data, 255)).toBe(1);
    let same = 0;
    for (let i = 0; i < a.data.length; i++) if (Math.abs(a.data[i]! - b.data[i]!) <= 1) same++;
    expect(same / a.data.length).toBeGreaterThan(0.99);
    expect(c.data.equals(b.data)).toBe(true);
  });

  it('answers bad parameters with a 400 that names them', async () => {
    const cases: [Record<string, string | number>, RegExp, string][] = [
      [
        { TIME: '2020-02-19/2020-02-20/2020-02-21' },
        /TIME must be a date or start\/end/,
        'IMAGERY_BAD_REQUEST',
      ],
      [{ TIME: 'yesterday' }, /TIME is not a date/, 'IMAGERY_BAD_REQUEST'],
      [{ BBOX: '1,2,3' }, /BBOX must be four numbers/, 'INVALID_BBOX'],
      [{ BBOX: '10,10,5,5' }, /minx < maxx/, 'INVALID_BBOX'],
      [{ BBOX: '0,0,30000000,1' }, /outside the EPSG:3857 world/, 'INVALID_BBOX'],
      [{ LAYERS: 'NOPE' }, /Unknown layer 'NOPE'/, 'IMAGERY_UNSUPPORTED'],
      [{ LAYERS: 'TRUE_COLOR,NDVI' }, /one layer at a time/, 'IMAGERY_BAD_REQUEST'],
      [{ WIDTH: 3000 }, /Image too large/, 'IMAGE_TOO_LARGE'],
      [{ WIDTH: 12.5 }, /whole number/, 'IMAGERY_BAD_REQUEST'],
      [{ HEIGHT: '' }, /WIDTH and HEIGHT go together/, 'IMAGERY_BAD_REQUEST'],
      [{ FORMAT: 'image/gif' }, /FORMAT image\/gif is not supported/, 'IMAGERY_BAD_REQUEST'],
      [{ CRS: 'EPSG:2154' }, /CRS EPSG:2154 is not supported/, 'IMAGERY_BAD_REQUEST'],
      [{ MAXCC: 150 }, /MAXCC must be from 0 to 100/, 'IMAGERY_BAD_REQUEST'],
      [
        { REQUEST: 'GetFeatureInfo' },
        /REQUEST must be GetMap or GetCapabilities/,
        'IMAGERY_BAD_REQUEST',
      ],
      [{ SERVICE: 'WFS' }, /SERVICE must be WMS/, 'IMAGERY_BAD_REQUEST'],
      [{ SATELLITE: 'spot-6' }, /SATELLITE must be one of/, 'IMAGERY_BAD_REQUEST'],
    ];
    for (const [params, message, code] of cases) {
      const res = await getMap(olQuery(params));
      expect([res.statusCode, res.json().code, params]).toEqual([400, code, params]);
      expect(res.json().message).toMatch(message);
    }
  });
});

describe('GET /imagery/wms GetCapabilities', () => {
  it('lists the overlay layers and every built-in script, in EPSG:3857 and EPSG:4326', async () => {
    const res = await getMap('service=WMS&request=GetCapabilities');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    for (const name of ['TRUE_COLOR', 'NDVI', 'LANDSAT_8', 's2-geology', 'landsat-true-color']) {
      expect(res.body).toContain(`<Name>${name}</Name>`);
    }
    expect(res.body).toContain('<CRS>EPSG:3857</CRS>');
    expect(res.body).toMatch(/xlink:href="http:\/\/localhost(:\d+)?\/imagery\/wms"/);
  });

  it('answers in 1.1.1 to a client that asks for less than 1.3.0, else in 1.3.0', async () => {
    for (const version of ['1.1.1', '1.1.0', '1.0.0']) {
      const res = await getMap(`service=WMS&request=GetCapabilities&version=${version}`);
      expect(res.body, version).toContain('<WMT_MS_Capabilities version="1.1.1"');
      expect(res.body).toContain('<SRS>EPSG:3857</SRS>');
      expect(res.body).toContain('<LatLonBoundingBox minx="-180"');
    }
    const old = await getMap('request=GetCapabilities&wmtver=1.0.0');
    expect(old.body).toContain('<WMT_MS_Capabilities');
    for (const version of ['1.3.0', '2.0.0', '']) {
      const res = await getMap(`service=WMS&request=GetCapabilities&version=${version}`);
      expect(res.body, version).toContain('<WMS_Capabilities version="1.3.0"');
    }
  });
});
