import type { GdalChoice, GdalRunner } from './gdal-runner';
import { gdalChoiceFromEnv } from './gdal-runner';
import { createNativeGdal, hasNativeGdal } from './native-gdal';
import type { NativeGdalOptions } from './native-gdal';
import { createWasmGdal } from './wasm-gdal';
import type { WasmGdalOptions } from './wasm-gdal';

/**
 * The GDAL backend to use: `native` (gdal-bin's programs; an error when they are missing), `wasm`
 * (gdal3.js), or `auto`, native when `gdalinfo` runs and wasm otherwise, so a machine with nothing
 * but `npm install` still processes uploads. The choice defaults to env LISTING_GDAL.
 */
export async function selectGdal(
  choice: GdalChoice = gdalChoiceFromEnv(),
  options: NativeGdalOptions & WasmGdalOptions & { readonly env?: NodeJS.ProcessEnv } = {},
): Promise<GdalRunner> {
  switch (choice) {
    case 'native':
      if (!(await hasNativeGdal(options.env))) {
        throw new Error(
          'LISTING_GDAL=native but gdalinfo is not on PATH (apt-get install gdal-bin)',
        );
      }
      return createNativeGdal(options);
    case 'wasm':
      return createWasmGdal(options);
    case 'auto':
      return (await hasNativeGdal(options.env))
        ? createNativeGdal(options)
        : createWasmGdal(options);
    default: {
      const never: never = choice;
      throw new Error(`unknown GDAL choice ${String(never)}`);
    }
  }
}
