import type { ImageryConfig } from '../routes/imagery-config';
import { IMAGERY_PROVIDER_KIND } from './imagery-provider';
import type { ImageryProvider } from './imagery-provider';
import { openLocalCatalogue } from './local-catalogue';
import { createSentinelHubProvider } from './sentinel-hub/sentinel-hub-provider';
import { createStacApiProvider } from './stac-api-provider';

/**
 * The scene provider a configuration names: the bundled local STAC catalogue, a STAC API or
 * Sentinel Hub. The imagery routes search and render through it; other resources (the area
 * follows job) search through it too.
 */
export async function openImageryProvider(config: ImageryConfig): Promise<ImageryProvider> {
  switch (config.provider) {
    case IMAGERY_PROVIDER_KIND.local:
      return openLocalCatalogue(config.rasterDir);
    case IMAGERY_PROVIDER_KIND.stacApi:
      return createStacApiProvider({ url: config.stacUrl });
    case IMAGERY_PROVIDER_KIND.sentinelHub:
      if (!config.sentinelHub) throw new Error('The Sentinel Hub provider has no settings');
      return createSentinelHubProvider(config.sentinelHub);
    default: {
      const never: never = config.provider;
      throw new Error(`Unknown imagery provider ${String(never)}`);
    }
  }
}
