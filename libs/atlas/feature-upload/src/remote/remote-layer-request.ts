import type { RemoteLayerRequest } from '@unfurl/api-client';
import type { RemoteLayerType } from '@unfurl/domain';
import { parseTags } from '../state/upload-store';

/** What the "add a layer by URL" form holds. */
export interface RemoteLayerDraft {
  readonly type: RemoteLayerType;
  readonly url: string;
  readonly layer: string;
  readonly title: string;
  readonly description: string;
  readonly tags: string;
  readonly categories: readonly string[];
  /**
   * The extent when the service gives none (an XYZ template) or says the whole world: the area the
   * map shows, `[west, south, east, north]`. Never the world by default.
   */
  readonly bounds?: readonly [number, number, number, number] | undefined;
}

/** Labels of the layer types the form offers. */
export const REMOTE_LAYER_LABELS: Readonly<Record<RemoteLayerType, string>> = {
  TILE_LAYER: 'Tile layer (XYZ)',
  EXTERNAL_TILE_LAYER: 'External tile layer (XYZ)',
  WMS: 'WMS service',
  WMTS: 'WMTS service',
};

/** A draft's request, or the reason it cannot be sent yet (checked again by the server). */
export function remoteLayerRequest(
  draft: RemoteLayerDraft,
): { readonly request: RemoteLayerRequest } | { readonly problem: string } {
  const url = draft.url.trim();
  let parsed: URL;
  try {
    parsed = new URL(url.replace(/\{[a-z]\}/gi, '0'));
  } catch {
    return { problem: 'Enter the full address of the layer, starting with https://' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return { problem: 'Only http and https addresses can be used.' };
  const tiles = draft.type === 'TILE_LAYER' || draft.type === 'EXTERNAL_TILE_LAYER';
  // A tile address is a {z}/{x}/{y} template, or (no placeholder at all) a TileJSON document.
  const placeholders = ['{z}', '{x}', '{y}'].filter((part) => url.includes(part)).length;
  if (tiles && placeholders > 0 && placeholders < 3 && !url.includes('{-y}'))
    return { problem: 'A tile layer address needs {z}, {x} and {y} in it (or is a TileJSON).' };
  const title = draft.title.trim();
  if (!title) return { problem: 'Give the layer a title.' };
  const layer = draft.layer.trim();
  return {
    request: {
      type: draft.type,
      url,
      ...(!tiles && layer ? { layer } : {}),
      metadata: {
        title,
        description: draft.description.trim(),
        tags: parseTags(draft.tags),
        categories: [...draft.categories],
        ...(draft.bounds ? { bounds: [...draft.bounds] } : {}),
      },
    },
  };
}
