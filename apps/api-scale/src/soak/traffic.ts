import type { Recorder } from './recorder';

/** The kinds of request in the soak's mix, with their weights (out of 100). */
export const SOAK_MIX = {
  search: 30,
  footprints: 12,
  tile: 20,
  signIn: 10,
  render: 25,
  upload: 3,
} as const;

/** One kind of request of {@link SOAK_MIX}. */
export type SoakKind = keyof typeof SOAK_MIX;

/** What the clients need: the balancer, a signed-in uploader, a tile, a small GeoTIFF. */
export interface Workload {
  readonly url: string;
  readonly uploaderToken: string;
  readonly signInEmails: readonly string[];
  readonly password: string;
  /** A tile path of a processed COG listing (`/listing-tiles/{id}/{z}/{x}/{y}.png`). */
  readonly tilePath: string;
  readonly smallTif: Uint8Array;
}

const SEARCHES = ['glacier', 'flood', 'sentinel', 'forest', 'coast', 'city', 'desert', 'river'];
const BOXES = ['-12,24,-10,26', '0,40,20,55', '-80,30,-60,45', '100,-10,120,10'];
/** The Sentinel-2 sample scene of the bundled catalogue (tile 29RKH, 19 February 2020). */
const RENDER_AREA = [-11.9, 24.4, -11.0, 25.2] as const;
const RENDER = {
  timeRange: { from: '2020-02-19T00:00:00Z', to: '2020-02-19T23:59:59Z' },
  satellite: 'sentinel-2-l2a',
  width: 256,
  height: 256,
};
const TIMEOUT_MS = 60_000;

/** A small deterministic generator, so every case runs the same sequence of requests. */
function generator(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

function pick(random: () => number): SoakKind {
  let roll = random() * 100;
  for (const [kind, weight] of Object.entries(SOAK_MIX) as [SoakKind, number][]) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'search';
}

/** The status, with the error's code for a 4xx (`400 TooManyFailedAttemptsException`). */
function outcomeOf(status: number, body: string): string {
  if (status < 400 || status >= 500) return String(status);
  try {
    const error = JSON.parse(body) as { __type?: string; code?: string };
    return `${status} ${error.__type ?? error.code ?? ''}`.trim();
  } catch {
    return String(status);
  }
}

/** Runs one request and records its outcome and latency; returns the response when answered. */
async function timed(
  recorder: Recorder,
  kind: string,
  call: () => Promise<Response>,
): Promise<{ response: Response; body: string } | undefined> {
  const started = performance.now();
  try {
    const response = await call();
    const body = await response.text();
    recorder.record(kind, outcomeOf(response.status, body), performance.now() - started);
    return { response, body };
  } catch (error) {
    const failure = error as Error & { cause?: { code?: string } };
    const outcome =
      failure.name === 'TimeoutError' ? 'timeout' : `network ${failure.cause?.code ?? ''}`.trim();
    recorder.record(kind, outcome, performance.now() - started);
    return undefined;
  }
}

/** One client's request of `kind`; an acknowledged upload's listing id goes to `acked`. */
async function request(
  kind: SoakKind,
  client: { readonly ip: string; readonly random: () => number },
  work: Workload,
  recorder: Recorder,
  acked: number[],
): Promise<void> {
  const headers = { 'x-forwarded-for': client.ip };
  const signal = () => AbortSignal.timeout(TIMEOUT_MS);
  const choice = <T>(list: readonly T[]): T => list[Math.floor(client.random() * list.length)]!;
  switch (kind) {
    case 'search': {
      const query = `keywords=${choice(SEARCHES)}&limit=20`;
      await timed(recorder, kind, () =>
        fetch(`${work.url}/v1/listings?${query}`, { headers, signal: signal() }),
      );
      return;
    }
    case 'footprints': {
      const aoi = choice(BOXES).split(',').map(Number) as [number, number, number, number];
      const [w, s, e, n] = aoi;
      const polygon = encodeURIComponent(
        `POLYGON((${w} ${s},${e} ${s},${e} ${n},${w} ${n},${w} ${s}))`,
      );
      await timed(recorder, kind, () =>
        fetch(`${work.url}/v1/listings/footprints?aoi=${polygon}&limit=2000`, {
          headers,
          signal: signal(),
        }),
      );
      return;
    }
    case 'tile':
      await timed(recorder, kind, () =>
        fetch(`${work.url}${work.tilePath}`, { headers, signal: signal() }),
      );
      return;
    case 'signIn': {
      const body = {
        ClientId: 'unfurl-web',
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: choice(work.signInEmails), PASSWORD: work.password },
      };
      await timed(recorder, kind, () =>
        fetch(`${work.url}/identity`, {
          method: 'POST',
          headers: {
            ...headers,
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
          },
          body: JSON.stringify(body),
          signal: signal(),
        }),
      );
      return;
    }
    case 'render': {
      // A box of 0.1°–0.4° anywhere in the scene: a fresh render, not an image-cache hit.
      const size = 0.1 + client.random() * 0.3;
      const west = RENDER_AREA[0] + client.random() * (RENDER_AREA[2] - RENDER_AREA[0] - size);
      const south = RENDER_AREA[1] + client.random() * (RENDER_AREA[3] - RENDER_AREA[1] - size);
      const body = {
        ...RENDER,
        bbox: [west, south, west + size, south + size],
        ...(client.random() < 0.5 ? { evalscriptName: 'Enhanced Vegetation Health' } : {}),
      };
      await timed(recorder, kind, () =>
        fetch(`${work.url}/imagery/generate-image`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: signal(),
        }),
      );
      return;
    }
    case 'upload':
      await upload(client.ip, work, recorder, acked, signal);
      return;
    default: {
      const never: never = kind;
      throw new Error(`unknown kind ${String(never)}`);
    }
  }
}

/** Starts an upload and PUTs a small GeoTIFF; a 201 of the PUT acknowledges the listing. */
async function upload(
  ip: string,
  work: Workload,
  recorder: Recorder,
  acked: number[],
  signal: () => AbortSignal,
): Promise<void> {
  const started = await timed(recorder, 'upload-start', () =>
    fetch(`${work.url}/v1/listings/upload`, {
      method: 'POST',
      headers: {
        'x-forwarded-for': ip,
        'content-type': 'application/json',
        authorization: `Bearer ${work.uploaderToken}`,
      },
      body: JSON.stringify({ filename: 'soak.tif', metadata: { title: 'Soak upload' } }),
      signal: signal(),
    }),
  );
  if (started?.response.status !== 201) return;
  const { listingId, uploads } = JSON.parse(started.body) as {
    listingId: number;
    uploads: { url: string }[];
  };
  const sent = await timed(recorder, 'upload', () =>
    fetch(new URL(uploads[0]!.url, work.url), {
      method: 'PUT',
      headers: { 'x-forwarded-for': ip, 'content-type': 'application/octet-stream' },
      body: Buffer.from(work.smallTif),
      signal: signal(),
    }),
  );
  if (sent?.response.status === 201) acked.push(listingId);
}

/** `clients` closed-loop clients (each its own address and request sequence) for `seconds`. */
export async function runClients(options: {
  readonly clients: number;
  readonly seconds: number;
  readonly work: Workload;
  readonly recorder: Recorder;
  readonly acked: number[];
  /** Seeds the clients' sequences: each case its own, so no case replays another's renders. */
  readonly seed: number;
}): Promise<void> {
  const deadline = performance.now() + options.seconds * 1000;
  const loop = async (index: number) => {
    const client = {
      ip: `10.7.${Math.floor(index / 250)}.${(index % 250) + 1}`,
      random: generator(options.seed * 100_003 + index + 1),
    };
    while (performance.now() < deadline) {
      await request(pick(client.random), client, options.work, options.recorder, options.acked);
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, index) => loop(index)));
}
