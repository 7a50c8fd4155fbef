import { BASEMAPS, basemapCatalog } from '@unfurl/map-ol';
import type { Basemap, TileSourceSpec } from '@unfurl/map-ol';
import { ABOUT_URL_META } from '@unfurl/domain';

/** The services the atlas talks to (2§7, R-169), each overridable at build time (VITE_*). */
export interface AtlasConfig {
  /** API base: same origin by default (the API serves the atlas; Vite dev proxies /v1). */
  readonly apiBase: string;
  /** Imagery (sentinel) service base; served by the API under /imagery by default. */
  readonly sentinelBase: string;
  /** Avatar image service base. */
  readonly avatarBase: string;
  /** Tile sources of each base map (the offline Natural Earth basemap needs none). */
  readonly tileSources: Readonly<Record<Basemap, readonly TileSourceSpec[]>>;
}

/** Reads the atlas configuration from build-time variables, with working defaults. */
export function readAtlasConfig(
  env: Record<string, string | undefined>,
  now = new Date(),
): AtlasConfig {
  const catalog = basemapCatalog(now);
  const tileSources = Object.fromEntries(
    BASEMAPS.map((key) => [key, catalog[key].sources]),
  ) as Record<Basemap, readonly TileSourceSpec[]>;
  return {
    apiBase: env['VITE_API_BASE'] || '/',
    sentinelBase: env['VITE_SENTINEL_BASE'] || '/imagery/',
    avatarBase: env['VITE_AVATAR_BASE'] || '/avatars/',
    tileSources,
  };
}

/**
 * The about site the serving API named in index.html (`ABOUT_URL`, see apps/api), or undefined
 * when the page does not say (Vite dev): the services then use the default `/about` pages.
 */
export function servedAboutUrl(page: Pick<Document, 'querySelector'>): string | undefined {
  const meta = page.querySelector<HTMLMetaElement>(`meta[name="${ABOUT_URL_META}"]`);
  return meta?.content.trim() || undefined;
}
