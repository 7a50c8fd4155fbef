import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '@unfurl/api-db';
import { createLocalObjectStore } from '@unfurl/api-storage';
import { uploadsConfig } from './uploads-config';

const db = {} as Db;
const store = createLocalObjectStore({ rootDir: '/nonexistent', secret: 'x'.repeat(40) });
const SECRET = 's'.repeat(40);
const signed = { method: 'PUT', key: '1/file', expiresAt: 2_000_000_000, maxBytes: 10 } as const;

describe('uploadsConfig', () => {
  it('keeps incoming files under STORAGE_DIR and signs with STORAGE_SECRET', async () => {
    const env = { STORAGE_DIR: '/srv/unfurl', STORAGE_SECRET: SECRET };
    const config = await uploadsConfig(db, store, {}, false, env);
    expect(config.uploadsDir).toBe(join('/srv/unfurl', 'listing-uploads'));
    const again = await uploadsConfig(db, store, {}, false, env);
    // The same secret in two processes: a URL signed by one is accepted by the other.
    expect(again.signer.verify(signed, config.signer.sign(signed))).toBe(true);
  });

  it('uses a temporary folder and a per-process secret for an injected store without a secret', async () => {
    const one = await uploadsConfig(db, store, {}, true, {});
    const two = await uploadsConfig(db, store, {}, true, {});
    expect(one.uploadsDir).not.toBe(two.uploadsDir);
    expect(two.signer.verify(signed, one.signer.sign(signed))).toBe(false);
    await rm(one.uploadsDir, { recursive: true, force: true });
    await rm(two.uploadsDir, { recursive: true, force: true });
  });

  it('lets remote layer checks reach the hosts of REMOTE_LAYER_ALLOWED_HOSTS, no others', async () => {
    const env = { REMOTE_LAYER_ALLOWED_HOSTS: 'maps.intranet, 10.0.0.7, Tiles.Intranet:8080' };
    const config = await uploadsConfig(db, store, {}, false, env);
    expect([...(config.remoteLayerPolicy?.allowedHosts ?? [])].sort()).toEqual([
      '10.0.0.7',
      'maps.intranet',
      'tiles.intranet:8080',
    ]);
    expect(
      (await uploadsConfig(db, store, {}, false, {})).remoteLayerPolicy?.allowedHosts.size,
    ).toBe(0);
  });

  it('gives what the caller passes precedence', async () => {
    const gdal = async () => {
      throw new Error('not used');
    };
    const config = await uploadsConfig(
      db,
      store,
      { dir: '/tmp/x', gdal, maxFileBytes: 5 },
      true,
      {},
    );
    expect(config).toMatchObject({ uploadsDir: '/tmp/x', gdal, maxFileBytes: 5 });
  });
});
