import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isApiError, isCancelledError } from '../errors/guards';
import { startScriptedServer, type ScriptedServer } from '../test-support/scripted-server';
import { createImageryApi } from './imagery-api';

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };
const BOX = [-11.6, 24.5, -11.2, 24.9] as const;
const FEB = { from: '2020-02-01T00:00:00Z', to: '2020-02-29T23:59:59Z' };

describe('imagery calls on their own base URL', () => {
  let server: ScriptedServer;
  beforeEach(async () => {
    server = await startScriptedServer();
  });
  afterEach(() => server.close());

  const api = (path = 'imagery/') =>
    createImageryApi({ baseUrl: `${server.url}${path}`, subdomain: 'acme', logger: quiet });

  it('POSTs the search body under the configured base with the Subdomain header (R-437)', async () => {
    server.route('POST /imagery/search', { body: { items: [{ id: 'a', cloudCover: 4 }] } });
    const items = await api().search({ bbox: BOX, timeRange: FEB, satellites: ['sentinel-2-l2a'] });
    expect(items).toEqual([{ id: 'a', cloudCover: 4 }]);
    const [seen] = server.seen('POST /imagery/search');
    expect(JSON.parse(seen?.body ?? '')).toEqual({
      bbox: [...BOX],
      timeRange: FEB,
      satellites: ['sentinel-2-l2a'],
    });
    expect(seen?.headers['subdomain']).toBe('acme');
  });

  it('reads rendered images as binary (R-440, R-441)', async () => {
    server.route('POST /other/generate-image', {
      raw: 'PNGDATA',
      headers: { 'Content-Type': 'image/png' },
    });
    server.route('POST /other/generate-thumbnail', {
      raw: 'JPG',
      headers: { 'Content-Type': 'image/jpeg' },
    });
    const body = {
      bbox: BOX,
      timeRange: FEB,
      satellite: 'sentinel-2-l2a' as const,
      width: 10,
      height: 10,
    };
    const image = await api('other').generateImage(body);
    expect(image.type).toBe('image/png');
    expect(await image.text()).toBe('PNGDATA');
    expect(await (await api('other').generateThumbnail(body)).text()).toBe('JPG');
  });

  it("turns a 4xx into an ApiError carrying the server's message", async () => {
    server.route('GET /imagery/short-url/nope1', {
      status: 404,
      body: { message: 'Invalid or expired share ID.', code: 'SHARE_NOT_FOUND' },
    });
    const error = await api()
      .getShortUrl('nope1')
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as Error).message).toBe('404: Invalid or expired share ID.');
  });

  it('stores and reads short links (R-462, R-463)', async () => {
    server.route('POST /imagery/short-url', (req) => ({
      body: { id: (JSON.parse(req.body) as { id?: string }).id ?? 'gen1' },
    }));
    const { id } = await api().createShortUrl({
      bbox: BOX,
      date: '2020-02-19T11:34:25Z',
      evalscript: 'return [B04];',
      satellite: 'sentinel-2-l2a',
      pixelWidth: 10,
      pixelHeight: 10,
      thumbnailPixelWidth: 5,
      thumbnailPixelHeight: 5,
      resolution: 20,
      imageUrl: '',
    });
    expect(id).toBe('gen1');
  });

  it('rethrows a cancelled call unchanged and logs nothing', async () => {
    server.route('POST /imagery/search', { body: { items: [] }, delayMs: 300 });
    const logged: unknown[] = [];
    const client = createImageryApi({
      baseUrl: `${server.url}imagery`,
      logger: { ...quiet, error: (...a: unknown[]) => void logged.push(a) },
    });
    const controller = new AbortController();
    const pending = client.search(
      { bbox: BOX, timeRange: FEB, satellites: [] },
      { signal: controller.signal },
    );
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isCancelledError(error)).toBe(true);
    expect(logged).toEqual([]);
  });
});
