import type { ShortUrlBody } from '@unfurl/api-client';
import type { FamilySpec } from '../state/imagery-family';
import type { ImageryState } from '../state/imagery-state';
import {
  renderResolution,
  renderSatellite,
  scriptChoice,
  scriptSource,
} from '../state/render-plan';
import { shareRecord } from './share-links';

/** What of the store a share needs. */
export type ShareSource = Pick<
  ImageryState,
  'area' | 'areaProblem' | 'selectedFeature' | 'scriptId' | 'customScript' | 'resolution'
>;

/**
 * The short-link record of what is shown (2§3, R-461): the area, the selected feature's date, the
 * script, the pixel size and resolution it renders at (the requested one or the best available),
 * and as `imageUrl` the image-map URL of that image at full size (the feature's
 * `highResolutionPreviewUrl`). Undefined when nothing can be shared yet.
 */
export function shareRecordOf(state: ShareSource, spec: FamilySpec): ShortUrlBody | undefined {
  const { area, selectedFeature: feature } = state;
  const choice = scriptChoice(state.scriptId, state.customScript);
  if (!area || state.areaProblem || !feature || !choice) return undefined;
  const plan = renderResolution(area, spec, state.resolution);
  if (!plan) return undefined;
  return shareRecord(
    {
      bbox: area,
      date: feature.date,
      satellite: renderSatellite(choice, spec),
      evalscript: scriptSource(choice),
      width: plan.width,
      height: plan.height,
      resolution: plan.resolution,
    },
    feature.highResolutionPreviewUrl ?? '',
  );
}
