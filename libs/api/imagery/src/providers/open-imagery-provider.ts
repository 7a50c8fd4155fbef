import { IMAGERY_PROVIDER_KIND } from './imagery-provider';
import type { ImageryProvider, ImageryProviderKind } from './imagery-provider';
import { openLocalCatalogue } from './local-catalogue';
import { createSentinelHubProvider } from './sentinel-hub/sentinel-hub-provider';
import type { SentinelHubOptions } from './sentinel-hub/sentinel-hub-options';
import { createStacApiProvider } from './stac-api-provider';

/** The part of the imagery configuration that picks and sets up the scene provider. */
export interface ImageryProviderSettings {
  readonly provider: ImageryProviderKind;
  readonly stacUrl: string;
  readonly sentinelHub: SentinelHubOptions | undefined;
  readonly rasterDir: string;
}

/**
 * The scene provider a configuration names: the bundled local STAC catalogue, a STAC API or
 * Sentinel Hub. The imagery routes search and render through it; other resources (the area
 * follows job) search through it too.
 */
export async function openImageryProvider(
  config: ImageryProviderSettings,
): Promise<ImageryProvider> {
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
