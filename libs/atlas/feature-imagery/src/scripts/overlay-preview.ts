import { OVERLAY_DEFINITIONS, OVERLAY_KEYS } from '@unfurl/domain';
import { OVERLAY_SCRIPT_IDS } from '@unfurl/imagery-core';

/**
 * The sample preview of a built-in script that renders an overlay definition (2§1): a picture of
 * the script on its satellite's sample scene (apps/atlas/public/assets/overlays, rendered by
 * tools/scripts/render-overlay-previews.ts), or undefined for the other scripts.
 */
export function overlayPreviewImage(scriptId: string): string | undefined {
  const key = OVERLAY_KEYS.find((k) => OVERLAY_SCRIPT_IDS[k] === scriptId);
  return key ? OVERLAY_DEFINITIONS[key].previewImage : undefined;
}
