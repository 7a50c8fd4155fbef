import { describe, expect, it } from 'vitest';
import { gdalChoiceFromEnv } from './gdal-runner';
import { selectGdal } from './select-gdal';

const noGdal = { ...process.env, PATH: '/nonexistent' };

describe('selectGdal (env LISTING_GDAL)', () => {
  it('reads native, wasm or auto from LISTING_GDAL, auto when unset', () => {
    expect(gdalChoiceFromEnv({})).toBe('auto');
    expect(gdalChoiceFromEnv({ LISTING_GDAL: 'WASM' })).toBe('wasm');
    expect(gdalChoiceFromEnv({ LISTING_GDAL: 'native' })).toBe('native');
    expect(() => gdalChoiceFromEnv({ LISTING_GDAL: 'gpu' })).toThrow(
      "LISTING_GDAL must be native, wasm or auto, not 'gpu'",
    );
  });

  it('auto picks native GDAL when gdal-bin is on PATH, gdal3.js when it is not', async () => {
    expect((await selectGdal('auto')).backend).toBe('native');
    const wasm = await selectGdal('auto', { env: noGdal });
    expect(wasm.backend).toBe('wasm');
    await wasm.close();
  });

  it('native without gdal-bin is an error naming the fix; wasm needs nothing installed', async () => {
    await expect(selectGdal('native', { env: noGdal })).rejects.toThrow(/apt-get install gdal-bin/);
    const wasm = await selectGdal('wasm');
    const info = await wasm.info(
      new URL('../../test-fixtures/s2-29rkh-pvi.tif', import.meta.url).pathname,
    );
    expect(info.size).toEqual([34, 34]);
    await wasm.close();
  });
});
