import { describe, expect, it } from 'vitest';
import { LISTING_PROCESSING, UnauthorizedError, ValidationError } from '@unfurl/api-client';
import type { ListingUploadRequest, UploadStatus } from '@unfurl/api-client';
import { createFakeApiClient } from '@unfurl/api-client/testing';
import type { Listing } from '@unfurl/domain';
import { runUpload } from './run-upload';
import { createUploadStore } from './upload-store';

const listing = { id: 9, title: 'Harbour', seoTitle: 'harbour-9' } as unknown as Listing;
const tif = new File([new Uint8Array([0x49, 0x49, 0x2a, 0])], 'harbour.tif', {
  type: 'image/tiff',
});

function harness(statuses: UploadStatus[], fail?: Error) {
  const sent: ListingUploadRequest[] = [];
  const puts: { url: string | undefined; name: string }[] = [];
  const progress: number[] = [];
  const client = createFakeApiClient({
    overrides: {
      uploads: {
        credentials: async (request) => {
          sent.push(request);
          if (fail) throw fail;
          const put = { method: 'PUT' as const, expiresAt: 1_900_000_000, maxBytes: 1_000_000 };
          const worldfile = request.worldfile
            ? [{ key: 'worldfile', filename: request.worldfile, url: '/put/9/worldfile', ...put }]
            : [];
          return {
            listingId: 9,
            path: 'listings/9/',
            filename: request.filename,
            status: 'pending-upload',
            uploads: [
              { key: 'file', filename: request.filename, url: '/put/9/file', ...put },
              ...worldfile,
            ],
          };
        },
        sendFile: async (target, file, options) => {
          puts.push({ url: target.url, name: (file as File).name });
          for (const p of [0, 50, 100]) options?.onProgress?.(p);
        },
        listing: async () => listing,
        status: async () => statuses.shift() ?? statuses[0]!,
      },
    },
  });
  const store = createUploadStore();
  store.subscribe((s) => {
    const value = s.progress['listings/9/file'];
    if (value !== undefined && progress.at(-1) !== value) progress.push(value);
  });
  const failures: string[] = [];
  const logouts: string[] = [];
  const deps = {
    api: client.uploads,
    store,
    pollMs: 1,
    logout: (r: string) => logouts.push(r),
    onFailure: (m: string) => failures.push(m),
  };
  return { deps, store, sent, puts, progress, failures, logouts };
}

describe('runUpload', () => {
  it('sends metadata, reports progress under the upload key and ends ready', async () => {
    const h = harness([
      { processing: LISTING_PROCESSING.Processing },
      { processing: LISTING_PROCESSING.Ready },
    ]);
    h.store
      .getState()
      .editDraft({ title: ' Harbour ', tags: '#old, port', categories: ['history'] });
    await runUpload(h.deps, { file: tif });
    expect(h.sent[0]).toEqual({
      filename: 'harbour.tif',
      metadata: {
        title: 'Harbour',
        description: '',
        tags: ['old', 'port'],
        categories: ['history'],
      },
    });
    expect(h.failures).toEqual([]);
    expect(h.progress).toEqual([0, 50, 100]);
    expect(h.puts).toEqual([{ url: '/put/9/file', name: 'harbour.tif' }]);
    expect(h.store.getState()).toMatchObject({ phase: 'ready', listingId: 9, listing: { id: 9 } });
    expect(h.failures).toEqual([]);
  });

  it('sends the world file name and coordinate system, then PUTs world file and map per key', async () => {
    const h = harness([{ processing: LISTING_PROCESSING.Ready }]);
    h.store.getState().editDraft({ crs: 'EPSG:3857' });
    const png = new File([new Uint8Array([0x89, 0x50])], 'plan.png', { type: 'image/png' });
    const pgw = new File(['10\n0\n0\n-10\n100\n200\n'], 'plan.pgw');
    await runUpload(h.deps, { file: png, worldFile: pgw });
    expect(h.sent[0]).toMatchObject({
      filename: 'plan.png',
      worldfile: 'plan.pgw',
      metadata: { title: 'plan', crs: 'EPSG:3857' },
    });
    // The world file goes to its own key first, then the map.
    expect(h.puts).toEqual([
      { url: '/put/9/worldfile', name: 'plan.pgw' },
      { url: '/put/9/file', name: 'plan.png' },
    ]);
  });

  it('places a GIF or an image without a world file on the bounds given (LoFi)', async () => {
    const h = harness([{ processing: LISTING_PROCESSING.Ready }]);
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], 'storm.gif', { type: 'image/gif' });
    await runUpload(h.deps, { file: gif, bounds: [-10, 40, -9, 41] });
    expect(h.sent[0]).toMatchObject({
      filename: 'storm.gif',
      metadata: { bounds: [-10, 40, -9, 41] },
    });
    expect(h.sent[0]).not.toHaveProperty('worldfile');
    expect(h.sent[0]).not.toHaveProperty('metadata.crs');
  });

  it('records a failed processing with its reason and resets progress', async () => {
    const h = harness([{ processing: LISTING_PROCESSING.Failed, reason: 'Not a raster' }]);
    await runUpload(h.deps, { file: tif });
    expect(h.store.getState()).toMatchObject({ phase: 'failed', error: 'Not a raster' });
    expect(h.store.getState().progress['listings/9/file']).toBe(0);
    expect(h.failures).toEqual(['Not a raster']);
    expect(h.logouts).toEqual([]);
  });

  it('logs out with Not logged in on a 401 (R-256)', async () => {
    const h = harness([], new UnauthorizedError({ status: 401, detail: 'Sign in required' }));
    await runUpload(h.deps, { file: tif });
    expect(h.logouts).toEqual(['Not logged in']);
    expect(h.failures).toEqual(['Not logged in']);
    expect(h.store.getState().error).toBe('Not logged in');
  });

  it('shows the server message of a rejected upload', async () => {
    const h = harness([], new ValidationError({ status: 400, detail: 'Unsupported file' }));
    await runUpload(h.deps, { file: tif });
    expect(h.failures).toEqual(['400: Unsupported file']);
  });
});
