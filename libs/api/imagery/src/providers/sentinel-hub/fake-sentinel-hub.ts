// A local Sentinel Hub for tests: the OAuth token endpoint, Catalog API search, Process API and
// Statistical API over node:http (port 0), checking request shapes as the real service does
// and answering with its wire shapes. Not exported from the package index.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { SAMPLE_STAC_DIR } from '../../sample-data';

/** What the fake received, in order. */
export interface FakeShRequest {
  readonly path: string;
  readonly authorization: string | undefined;
  readonly contentType: string | undefined;
  readonly accept: string | undefined;
  readonly body: Record<string, unknown>;
  readonly form: Record<string, string>;
  readonly status: number;
}

/** A canned answer for the next API request (not token requests). */
export interface FakeShFault {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Record<string, string>;
}

/** The running fake and its knobs. */
export interface FakeSentinelHub {
  /** `http://127.0.0.1:<port>`: the services root (SH_BASE_URL). */
  readonly baseUrl: string;
  /** The token endpoint (SH_TOKEN_URL). */
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly requests: FakeShRequest[];
  /** Tokens issued so far. */
  tokensIssued(): number;
  /** Revokes every token issued so far (the API then answers 401 with them). */
  revokeTokens(): void;
  /** From now on every API request answers 401, fresh tokens included. */
  rejectAllTokens(reject: boolean): void;
  /** `expires_in` of new tokens, s (default 3600). */
  setTokenLifetime(seconds: number): void;
  /** Largest catalog page the fake serves (default 100, as Sentinel Hub). */
  setPageSize(size: number): void;
  /** Answers the next API request with this instead. */
  failNext(fault: FakeShFault): void;
  close(): Promise<void>;
}

/** The colour the fake paints a process request with (so a test can check the pixels). */
export function fakeProcessColour(body: {
  evalscript: string;
  output: { width: number; height: number };
}): [number, number, number] {
  return [body.evalscript.length % 256, body.output.width % 256, body.output.height % 256];
}

const TOKEN_PATH = '/auth/realms/main/protocol/openid-connect/token';
const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
const CRS_URLS = [
  CRS84,
  'http://www.opengis.net/def/crs/EPSG/0/3857',
  'http://www.opengis.net/def/crs/EPSG/0/4326',
];
const COLLECTIONS = [
  'sentinel-2-l2a',
  'sentinel-2-l1c',
  'landsat-ot-l1',
  'landsat-ot-l2',
  'sentinel-1-grd',
];
const MOSAICKING = ['mostRecent', 'leastRecent', 'leastCC'];
const FORMATS = ['image/png', 'image/jpeg', 'image/tiff'];

type Json = Record<string, unknown>;
/** A Catalog item the fake serves. */
export interface FakeShFeature {
  readonly id: string;
  readonly collection: string;
  readonly bbox: number[];
  readonly properties: Json;
  readonly [key: string]: unknown;
}

/** Earth Search collection → the Sentinel Hub collection the recorded item stands for. */
const SH_COLLECTION: Readonly<Record<string, string>> = {
  'sentinel-2-l2a': 'sentinel-2-l2a',
  'sentinel-2-l1c': 'sentinel-2-l1c',
  'landsat-c2-l2': 'landsat-ot-l1',
  'sentinel-1-grd': 'sentinel-1-grd',
};

/**
 * The recorded Earth Search v1 features (data/samples/stac) reshaped as Sentinel Hub Catalog
 * 1.0.0 items: SH collection ids, `gsd`, assets `data` (s3) and `thumbnail` only.
 */
export function recordedShFeatures(): FakeShFeature[] {
  const files = [
    'search-s2l2a-landsat-2023-10-08.json',
    'search-filter-cloudcover-lte40-page1.json',
  ];
  const features: FakeShFeature[] = [];
  for (const file of files) {
    const page = JSON.parse(readFileSync(`${SAMPLE_STAC_DIR}/${file}`, 'utf8')) as {
      features: Json[];
    };
    for (const f of page.features) {
      const collection = SH_COLLECTION[String(f['collection'])];
      if (!collection) continue;
      const props = f['properties'] as Json;
      const assets = f['assets'] as Record<string, { href: string }>;
      const thumbnail = assets['thumbnail']?.href;
      const cloud = props['eo:cloud_cover'];
      features.push({
        stac_version: '1.0.0',
        stac_extensions: [],
        type: 'Feature',
        id: String(f['id']),
        collection,
        bbox: f['bbox'] as number[],
        geometry: f['geometry'],
        properties: {
          datetime: props['datetime'],
          platform: props['platform'],
          instruments: props['instruments'],
          constellation: props['constellation'],
          gsd: collection.startsWith('landsat') ? 30 : 10,
          ...(typeof cloud === 'number' && !collection.startsWith('sentinel-1')
            ? { 'eo:cloud_cover': cloud }
            : {}),
          'proj:epsg': props['proj:epsg'],
        },
        assets: {
          data: {
            href: `s3://sh-fake/${collection}/${String(f['id'])}`,
            title: 's3',
            type: 'inode/directory',
          },
          ...(thumbnail
            ? { thumbnail: { href: thumbnail, title: 'thumbnail', type: 'image/png' } }
            : {}),
        },
        links: [],
      });
    }
  }
  return features;
}

function shError(
  res: ServerResponse,
  status: number,
  reason: string,
  message: string,
  code: string,
): void {
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ error: { status, reason, message, code } }));
}

const isBbox = (v: unknown): v is number[] =>
  Array.isArray(v) && v.length === 4 && v.every((n) => typeof n === 'number' && Number.isFinite(n));
const intersects = (a: number[], b: number[]) =>
  a[0]! <= b[2]! && b[0]! <= a[2]! && a[1]! <= b[3]! && b[1]! <= a[3]!;
const isDate = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v));

/** Problems with a `{ bbox, properties.crs }` bounds object, or undefined. */
function boundsProblem(bounds: unknown): string | undefined {
  const b = bounds as Json | undefined;
  if (!b || !isBbox(b['bbox'])) return 'input.bounds.bbox must be 4 numbers';
  const crs = (b['properties'] as Json | undefined)?.['crs'];
  if (crs !== undefined && !CRS_URLS.includes(String(crs))) return `Unknown CRS ${String(crs)}`;
  const [w, s, e, n] = b['bbox'];
  if (w! >= e! || s! >= n!) return 'input.bounds.bbox must be [minX, minY, maxX, maxY]';
  return undefined;
}

/** Problems with `input.data` (one entry: type, dataFilter, processing), or undefined. */
function dataProblem(data: unknown, needsTimeRange: boolean): string | undefined {
  if (!Array.isArray(data) || data.length !== 1) return 'input.data must hold one data source';
  const entry = data[0] as Json;
  const type = String(entry['type']);
  if (!COLLECTIONS.includes(type)) return `Unknown data collection type ${type}`;
  const filter = (entry['dataFilter'] ?? {}) as Json;
  const range = filter['timeRange'] as Json | undefined;
  if (needsTimeRange && (!range || !isDate(range['from']) || !isDate(range['to']))) {
    return 'input.data[0].dataFilter.timeRange needs from and to';
  }
  const maxcc = filter['maxCloudCoverage'];
  if (maxcc !== undefined) {
    if (type === 'sentinel-1-grd') return 'maxCloudCoverage is not a Sentinel-1 data filter';
    if (typeof maxcc !== 'number' || maxcc < 0 || maxcc > 100)
      return 'maxCloudCoverage must be 0..100';
  }
  if (
    filter['mosaickingOrder'] !== undefined &&
    !MOSAICKING.includes(String(filter['mosaickingOrder']))
  ) {
    return `Unknown mosaickingOrder ${String(filter['mosaickingOrder'])}`;
  }
  const processing = (entry['processing'] ?? {}) as Json;
  for (const key of ['upsampling', 'downsampling']) {
    if (
      processing[key] !== undefined &&
      !['NEAREST', 'BILINEAR', 'BICUBIC'].includes(String(processing[key]))
    ) {
      return `Unknown ${key} ${String(processing[key])}`;
    }
  }
  return undefined;
}

/** Problems with an evalscript (as the renderer reports them), or undefined. */
function scriptProblem(script: unknown): string | undefined {
  if (typeof script !== 'string' || !script.trim()) return 'evalscript is required';
  if (!/function\s+evaluatePixel|evaluatePixel\s*=/.test(script) && !/return\s*\[/.test(script)) {
    return 'Failed to evaluate script!\nevaluatePixel is not defined';
  }
  if (/\bthrow\b/.test(script))
    return 'Failed to evaluate script!\nevalscript.js:1: Error: thrown by the script';
  return undefined;
}

/** Starts the fake on 127.0.0.1, port 0. */
export async function startFakeSentinelHub(
  features: readonly FakeShFeature[] = recordedShFeatures(),
): Promise<FakeSentinelHub> {
  const clientId = 'unfurl-test-client';
  const clientSecret = 's3cret+/=&';
  const requests: FakeShRequest[] = [];
  const valid = new Set<string>();
  let issued = 0;
  let rejectAll = false;
  let lifetime = 3600;
  let pageSize = 100;
  const faults: FakeShFault[] = [];

  function record(
    req: IncomingMessage,
    path: string,
    raw: string,
    status: number,
    body: Json,
    form: Record<string, string>,
  ) {
    requests.push({
      path,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      accept: req.headers.accept,
      body,
      form,
      status,
    });
    void raw;
  }

  function token(req: IncomingMessage, res: ServerResponse, raw: string) {
    const form = Object.fromEntries(new URLSearchParams(raw));
    const ok =
      req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') &&
      form['grant_type'] === 'client_credentials' &&
      form['client_id'] === clientId &&
      form['client_secret'] === clientSecret;
    record(req, TOKEN_PATH, raw, ok ? 200 : 401, {}, form);
    if (!ok) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: 'invalid_client',
          error_description: 'Invalid client or Invalid client credentials',
        }),
      );
      return;
    }
    issued++;
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const claims = Buffer.from(
      JSON.stringify({ sub: clientId, exp: Math.floor(Date.now() / 1000) + lifetime, n: issued }),
    ).toString('base64url');
    const access = `${header}.${claims}.sig${issued}`;
    valid.add(access);
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        access_token: access,
        expires_in: lifetime,
        refresh_expires_in: 0,
        token_type: 'Bearer',
        'not-before-policy': 0,
        scope: 'email profile',
      }),
    );
  }

  function search(res: ServerResponse, body: Json): number {
    const collections = body['collections'];
    if (!isBbox(body['bbox'])) return badRequest(res, 'bbox must be 4 numbers');
    const datetime = String(body['datetime'] ?? '');
    const [from, to] = datetime.split('/');
    if (!isDate(from) || !isDate(to)) return badRequest(res, `Invalid datetime ${datetime}`);
    if (
      !Array.isArray(collections) ||
      collections.length !== 1 ||
      !COLLECTIONS.includes(String(collections[0]))
    ) {
      return badRequest(res, 'collections must name one collection');
    }
    const limit = body['limit'] ?? 10;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 100) {
      return badRequest(res, 'limit must be an integer from 1 to 100');
    }
    let maxcc = 100;
    if (body['filter'] !== undefined) {
      const filter = body['filter'] as Json;
      const args = filter['args'] as unknown[] | undefined;
      const property = (args?.[0] as Json | undefined)?.['property'];
      if (
        body['filter-lang'] !== 'cql2-json' ||
        filter['op'] !== '<=' ||
        property !== 'eo:cloud_cover' ||
        typeof args?.[1] !== 'number'
      ) {
        return badRequest(res, 'Unsupported filter');
      }
      maxcc = args[1];
    }
    const matching = features
      .filter((f) => f.collection === collections[0])
      .filter((f) => intersects(f.bbox, body['bbox'] as number[]))
      .filter((f) => {
        const t = Date.parse(String(f.properties['datetime']));
        return t >= Date.parse(from!) && t <= Date.parse(to!);
      })
      .filter((f) => {
        const cc = f.properties['eo:cloud_cover'];
        return typeof cc !== 'number' || cc <= maxcc;
      })
      // Sentinel Hub's Catalog answers oldest first.
      .sort(
        (a, b) =>
          Date.parse(String(a.properties['datetime'])) -
          Date.parse(String(b.properties['datetime'])),
      );
    const offset = body['next'] === undefined ? 0 : Number(body['next']);
    if (!Number.isInteger(offset) || offset < 0) return badRequest(res, 'Invalid next token');
    const size = Math.min(limit, pageSize);
    const page = matching.slice(offset, offset + size);
    const next = offset + size < matching.length ? offset + size : undefined;
    res.writeHead(200, { 'content-type': 'application/geo+json' }).end(
      JSON.stringify({
        type: 'FeatureCollection',
        features: page,
        links: [],
        context: { ...(next === undefined ? {} : { next }), limit, returned: page.length },
      }),
    );
    return 200;
  }

  function badRequest(res: ServerResponse, message: string, code = 'COMMON_BAD_PAYLOAD'): number {
    shError(res, 400, 'Bad Request', message, code);
    return 400;
  }

  async function processImage(
    res: ServerResponse,
    body: Json,
    accept: string | undefined,
  ): Promise<number> {
    const input = (body['input'] ?? {}) as Json;
    const problem = boundsProblem(input['bounds']) ?? dataProblem(input['data'], true);
    if (problem) return badRequest(res, problem);
    const output = (body['output'] ?? {}) as Json;
    const { width, height } = output as { width?: unknown; height?: unknown };
    for (const [name, v] of [
      ['width', width],
      ['height', height],
    ] as const) {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 2500) {
        return badRequest(res, `output.${name} must be an integer from 1 to 2500`);
      }
    }
    const responses = output['responses'] as Json[] | undefined;
    const format = (responses?.[0]?.['format'] ?? {}) as Json;
    if (
      !responses ||
      responses.length !== 1 ||
      responses[0]!['identifier'] !== 'default' ||
      !FORMATS.includes(String(format['type']))
    ) {
      return badRequest(res, 'output.responses must hold the default response with a format type');
    }
    const script = scriptProblem(body['evalscript']);
    if (script) return badRequest(res, script, 'RENDERER_EXCEPTION');
    const type = accept && FORMATS.includes(accept) ? accept : String(format['type']);
    const [r, g, b] = fakeProcessColour(
      body as { evalscript: string; output: { width: number; height: number } },
    );
    const canvas = sharp({
      create: {
        width: width as number,
        height: height as number,
        channels: 4,
        background: { r, g, b, alpha: 1 },
      },
    });
    const image =
      type === 'image/jpeg'
        ? await canvas
            .jpeg({ quality: typeof format['quality'] === 'number' ? format['quality'] : 90 })
            .toBuffer()
        : type === 'image/tiff'
          ? await canvas.tiff().toBuffer()
          : await canvas.png().toBuffer();
    res.writeHead(200, { 'content-type': type }).end(image);
    return 200;
  }

  function statistics(res: ServerResponse, body: Json): number {
    const input = (body['input'] ?? {}) as Json;
    const problem = boundsProblem(input['bounds']) ?? dataProblem(input['data'], false);
    if (problem) return badRequest(res, problem);
    const aggregation = (body['aggregation'] ?? {}) as Json;
    const range = (aggregation['timeRange'] ?? {}) as Json;
    if (!isDate(range['from']) || !isDate(range['to']))
      return badRequest(res, 'aggregation.timeRange needs from and to');
    if ((aggregation['aggregationInterval'] as Json | undefined)?.['of'] !== 'P1D') {
      return badRequest(res, 'This fake aggregates per day only (P1D)');
    }
    const sized = Number.isInteger(aggregation['width']) && Number.isInteger(aggregation['height']);
    const resolved =
      typeof aggregation['resx'] === 'number' && typeof aggregation['resy'] === 'number';
    if (sized === resolved) return badRequest(res, 'Give either width and height or resx and resy');
    const script = scriptProblem(aggregation['evalscript']);
    if (script) return badRequest(res, script, 'RENDERER_EXCEPTION');
    const source = String(aggregation['evalscript']);
    const bbox = (input['bounds'] as Json)['bbox'] as number[];
    const type = String((input['data'] as Json[])[0]!['type']);
    const pixels = sized
      ? (aggregation['width'] as number) * (aggregation['height'] as number)
      : 100;
    const from = Date.parse(String(range['from']));
    const to = Date.parse(String(range['to']));
    const days = new Set<number>();
    for (const f of features) {
      const t = Date.parse(String(f.properties['datetime']));
      if (f.collection === type && intersects(f.bbox, bbox) && t >= from && t < to) {
        days.add(Math.floor(t / 86_400_000) * 86_400_000);
      }
    }
    const iso = (t: number) => new Date(t).toISOString().replace('.000Z', 'Z');
    const data = [...days]
      .sort((a, b) => a - b)
      .map((day, i) => {
        const interval = { from: iso(day), to: iso(day + 86_400_000) };
        // Sentinel Hub needs a dataMask output to know which pixels count.
        if (!/id\s*:\s*['"]dataMask['"]/.test(source)) {
          return {
            interval,
            error: {
              type: 'EXECUTION_ERROR',
              message: 'Output dataMask requested but missing from function setup()',
            },
          };
        }
        const base = 0.1 * (i + 1);
        return {
          interval,
          outputs: {
            default: {
              bands: {
                B0: {
                  stats: {
                    min: base,
                    max: base + 0.4,
                    mean: base + 0.2,
                    stDev: 0.1,
                    sampleCount: pixels,
                    noDataCount: 0,
                    percentiles: { '10.0': base + 0.05, '50.0': base + 0.2, '90.0': base + 0.35 },
                  },
                },
              },
            },
          },
        };
      });
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ data, status: 'OK' }));
    return 200;
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const path = (req.url ?? '').split('?')[0]!;
        if (req.method === 'POST' && path === TOKEN_PATH) return token(req, res, raw);
        let body: Json = {};
        try {
          body = raw ? (JSON.parse(raw) as Json) : {};
        } catch {
          record(req, path, raw, 400, {}, {});
          return badRequest(res, 'Request body is not JSON');
        }
        const bearer = req.headers.authorization?.replace(/^Bearer /, '');
        if (rejectAll || !bearer || !valid.has(bearer)) {
          record(req, path, raw, 401, body, {});
          return shError(
            res,
            401,
            'Unauthorized',
            'The access token is invalid or expired',
            'COMMON_UNAUTHORIZED',
          );
        }
        const fault = faults.shift();
        if (fault) {
          record(req, path, raw, fault.status, body, {});
          res
            .writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers })
            .end(typeof fault.body === 'string' ? fault.body : JSON.stringify(fault.body));
          return;
        }
        if (req.headers['content-type'] !== 'application/json') {
          record(req, path, raw, 415, body, {});
          return shError(
            res,
            415,
            'Unsupported Media Type',
            'Content-Type must be application/json',
            'COMMON_UNSUPPORTED_MEDIA_TYPE',
          );
        }
        let status = 404;
        if (req.method === 'POST' && path === '/api/v1/catalog/1.0.0/search')
          status = search(res, body);
        else if (req.method === 'POST' && path === '/api/v1/process')
          status = await processImage(res, body, req.headers.accept);
        else if (req.method === 'POST' && path === '/api/v1/statistics')
          status = statistics(res, body);
        else shError(res, 404, 'Not Found', `No endpoint ${path}`, 'COMMON_NOT_FOUND');
        record(req, path, raw, status, body, {});
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    tokenUrl: `${baseUrl}${TOKEN_PATH}`,
    clientId,
    clientSecret,
    requests,
    tokensIssued: () => issued,
    revokeTokens: () => valid.clear(),
    rejectAllTokens: (reject) => {
      rejectAll = reject;
    },
    setTokenLifetime: (seconds) => {
      lifetime = seconds;
    },
    setPageSize: (size) => {
      pageSize = size;
    },
    failNext: (fault) => {
      faults.push(fault);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
