// The analytics event (2§7 `POST /v1/analytics`) of what the imagery panel shows: provider (the
// satellite rendered), product (the script), the area as WKT, and the day's mosaic as the id.
import type { ImageryEvent } from '@unfurl/api-client';
import type { ImageryBbox } from '@unfurl/domain';
import type { FamilySpec } from '../state/imagery-family';
import type { ImageryState } from '../state/imagery-state';
import { renderSatellite, scriptChoice } from '../state/render-plan';

/** The imagery actions the atlas sends (VIEW: a preview shown on the map). */
export const IMAGERY_ACTION = { view: 'VIEW', download: 'DOWNLOAD', share: 'SHARE' } as const;

/** One imagery action. */
export type ImageryAction = (typeof IMAGERY_ACTION)[keyof typeof IMAGERY_ACTION];

/** A lon/lat box as a closed WKT polygon. */
export function bboxWkt([west, south, east, north]: ImageryBbox): string {
  return `POLYGON((${west} ${south},${east} ${south},${east} ${north},${west} ${north},${west} ${south}))`;
}

/** The event of the shown day and script; undefined while no day, area or script is chosen. */
export function imageryEventOf(
  state: Pick<ImageryState, 'area' | 'selectedDay' | 'scriptId' | 'customScript' | 'image'>,
  spec: FamilySpec,
  action: ImageryAction,
): ImageryEvent | undefined {
  const choice = scriptChoice(state.scriptId, state.customScript);
  const area = state.image?.bbox ?? state.area;
  const day = state.image?.day ?? state.selectedDay;
  if (!choice || !area || !day) return undefined;
  const provider = renderSatellite(choice, spec);
  const product = choice.kind === 'builtin' ? choice.script.id : 'CUSTOM';
  return { action, provider, product, geometryWKT: bboxWkt(area), id: `${provider}/${day}` };
}
