import {
  DEFAULT_SCRIPT_NAME,
  LANDSAT_SCRIPT_NAMES,
  OVERLAY_DEFINITIONS,
  QUICK_SCRIPT_NAMES,
  SENTINEL_SCRIPT_NAMES,
} from '@unfurl/domain';
import type { OverlayDefinition, OverlayKey } from '@unfurl/domain';
import type { BuiltInScript } from './built-in-script';
import { FIRE_DETECTION_LANDSAT, FIRE_DETECTION_S2 } from './fire-scripts';
import { FALSE_COLOR_LANDSAT, GEOLOGY_LANDSAT, TRUE_COLOR_LANDSAT } from './landsat-scripts';
import { RADAR_COLORED_S1, RADAR_GRAYSCALE_S1 } from './sentinel-1-scripts';
import {
  ENHANCED_NATURAL_COLOR_S2,
  ENHANCED_URBAN_S2,
  FALSE_COLOR_S2,
  GEOLOGY_S2,
  PANCHROMATIC_S2,
  SYNTHWAVE_NEON_S2,
  TRUE_COLOR_S2,
} from './sentinel-2-composites';
import { SELECTIVE_ENHANCEMENT_S2, TONEMAPPED_NATURAL_COLOR_S2 } from './sentinel-2-enhancements';
import {
  ARTISTIC_NDVI_S2,
  LANDUSE_S2,
  LEAF_AREA_INDEX_S2,
  VEGETATION_HEALTH_S2,
} from './sentinel-2-indices';
import {
  ALGAE_DETECTION_S2,
  ENHANCED_WATER_COLOR_S2,
  WATER_DETECTION_S2,
} from './sentinel-2-water';

/** The built-in Sentinel scripts in spec order (2§3, R-412). */
export const SENTINEL_SCRIPTS: readonly BuiltInScript[] = [
  TRUE_COLOR_S2,
  FALSE_COLOR_S2,
  ENHANCED_NATURAL_COLOR_S2,
  GEOLOGY_S2,
  VEGETATION_HEALTH_S2,
  LANDUSE_S2,
  LEAF_AREA_INDEX_S2,
  WATER_DETECTION_S2,
  ENHANCED_WATER_COLOR_S2,
  ALGAE_DETECTION_S2,
  FIRE_DETECTION_S2,
  ENHANCED_URBAN_S2,
  PANCHROMATIC_S2,
  SELECTIVE_ENHANCEMENT_S2,
  SYNTHWAVE_NEON_S2,
  ARTISTIC_NDVI_S2,
  TONEMAPPED_NATURAL_COLOR_S2,
  RADAR_COLORED_S1,
  RADAR_GRAYSCALE_S1,
];

/** The built-in Landsat scripts in spec order (2§3, R-413). */
export const LANDSAT_SCRIPTS: readonly BuiltInScript[] = [
  TRUE_COLOR_LANDSAT,
  FALSE_COLOR_LANDSAT,
  GEOLOGY_LANDSAT,
  FIRE_DETECTION_LANDSAT,
];

/** Every built-in script. */
export const BUILT_IN_SCRIPTS: readonly BuiltInScript[] = [...SENTINEL_SCRIPTS, ...LANDSAT_SCRIPTS];

// The names must stay those the domain lists (a rename breaks here, at load).
const names = (list: readonly BuiltInScript[]) => list.map((s) => s.name).join('|');
if (
  names(SENTINEL_SCRIPTS) !== SENTINEL_SCRIPT_NAMES.join('|') ||
  names(LANDSAT_SCRIPTS) !== LANDSAT_SCRIPT_NAMES.join('|')
) {
  throw new Error('Built-in script names differ from the domain script lists.');
}

/** Which family of scripts: Sentinel (S2 and S1) or Landsat. */
export type ScriptFamily = 'sentinel' | 'landsat';

/** The scripts of a family. */
export function scriptsOf(family: ScriptFamily): readonly BuiltInScript[] {
  return family === 'landsat' ? LANDSAT_SCRIPTS : SENTINEL_SCRIPTS;
}

/** A built-in script by id. */
export function scriptById(id: string): BuiltInScript | undefined {
  return BUILT_IN_SCRIPTS.find((s) => s.id === id);
}

/**
 * A script of a family by name, ignoring case; a short name the spec uses matches the end of a
 * longer one ('Vegetation Health' → 'Enhanced Vegetation Health').
 */
export function scriptByName(
  name: string,
  family: ScriptFamily = 'sentinel',
): BuiltInScript | undefined {
  const wanted = name.trim().toLowerCase();
  const list = scriptsOf(family);
  return (
    list.find((s) => s.name.toLowerCase() === wanted) ??
    list.find((s) => s.name.toLowerCase().endsWith(` ${wanted}`))
  );
}

/** The default script of a family: True Color (2§3, R-414). */
export function defaultScript(family: ScriptFamily = 'sentinel'): BuiltInScript {
  return scriptByName(DEFAULT_SCRIPT_NAME, family) as BuiltInScript;
}

/** The quick list (2§3, R-415): True Color, False Color, Geology, Vegetation Health, Radar colored, Radar grayscale. */
export const QUICK_SCRIPTS: readonly BuiltInScript[] = QUICK_SCRIPT_NAMES.map((n) => {
  const script = scriptByName(n);
  if (!script) throw new Error(`Quick list script ${n} is not in the catalogue.`);
  return script;
});

/** The script each overlay definition renders with (2§1). */
export const OVERLAY_SCRIPT_IDS: Readonly<Record<OverlayKey, string>> = {
  TRUE_COLOR: TRUE_COLOR_S2.id,
  FALSE_COLOR: FALSE_COLOR_S2.id,
  GEOLOGY: GEOLOGY_S2.id,
  NDVI: VEGETATION_HEALTH_S2.id,
  SENTINEL_1_RADAR: RADAR_COLORED_S1.id,
  LANDSAT_8: TRUE_COLOR_LANDSAT.id,
};

/** An overlay definition with its script. */
export interface Overlay extends OverlayDefinition {
  readonly script: BuiltInScript;
}

/** The overlay definition of a key with the built-in script it renders with. */
export function overlay(key: OverlayKey): Overlay {
  return {
    ...OVERLAY_DEFINITIONS[key],
    script: scriptById(OVERLAY_SCRIPT_IDS[key]) as BuiltInScript,
  };
}
