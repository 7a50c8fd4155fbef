import {
  LANDSAT_SCRIPT_NAMES,
  OVERLAY_KEYS,
  QUICK_SCRIPT_NAMES,
  SENTINEL_SATELLITE_TYPE,
  SENTINEL_SCRIPT_NAMES,
} from '@unfurl/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEvalscript } from '../evalscript/parse-evalscript';
import { runEvalscript } from '../evalscript/run-evalscript';
import {
  BUILT_IN_SCRIPTS,
  LANDSAT_SCRIPTS,
  QUICK_SCRIPTS,
  SENTINEL_SCRIPTS,
  defaultScript,
  overlay,
  scriptByName,
} from './catalogue';

describe('catalogue', () => {
  it('has every Sentinel and Landsat script of the spec, in order (R-412, R-413)', () => {
    expect(SENTINEL_SCRIPTS.map((s) => s.name)).toEqual(SENTINEL_SCRIPT_NAMES);
    expect(LANDSAT_SCRIPTS.map((s) => s.name)).toEqual(LANDSAT_SCRIPT_NAMES);
    expect(new Set(BUILT_IN_SCRIPTS.map((s) => s.id)).size).toBe(23);
  });

  it('gives each script the render-script fields (R-409, R-410, R-411)', () => {
    const types: readonly string[] = Object.values(SENTINEL_SATELLITE_TYPE);
    for (const s of BUILT_IN_SCRIPTS) {
      expect(s.name && s.basicName && s.description && s.author && s.formula).toBeTruthy();
      expect(types).toContain(s.sentinelSatelliteType);
      expect(parseEvalscript(s.script).kind).toBe('V3');
      if (s.legend.kind === 'ramp') {
        const values = s.legend.stops.map((x) => x.value);
        expect(values).toEqual([...values].sort((a, b) => a - b));
      }
      const colors =
        s.legend.kind === 'ramp'
          ? s.legend.stops.map((x) => x.color)
          : s.legend.items.map((x) => x.color);
      for (const c of colors) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(scriptByName('Radar Colored')?.processing).toEqual({
      orthorectify: false,
      backCoeff: 'GAMMA0_ELLIPSOID',
      demInstance: 'MAPZEN',
    });
    expect(scriptByName('True Color', 'landsat')?.sentinelSatelliteType).toBe('landsat-ot-l1');
  });

  it('defaults to True Color and resolves the quick list (R-414, R-415)', () => {
    expect(defaultScript().id).toBe('s2-true-color');
    expect(defaultScript('landsat').id).toBe('landsat-true-color');
    expect(QUICK_SCRIPTS.map((s) => s.name)).toEqual([
      'True Color',
      'False Color',
      'Geology',
      'Enhanced Vegetation Health',
      'Radar Colored',
      'Radar Grayscale',
    ]);
    expect(QUICK_SCRIPT_NAMES).toHaveLength(6);
  });

  it('wires every overlay definition to a script of its satellite (R-404..R-406)', () => {
    for (const key of OVERLAY_KEYS) {
      const o = overlay(key);
      expect(o.key).toBe(key);
      expect(o.script.sentinelSatelliteType).toBe(o.satellite);
    }
    expect(overlay('NDVI').script.name).toBe('Enhanced Vegetation Health');
    expect(overlay('LANDSAT_8').resolution).toBe(30);
  });

  it('runs every script on any reflectances without an error, alpha = dataMask', () => {
    const bandNames = ['B01', 'B02', 'B03', 'B04', 'B05', 'B06', 'B07', 'B08', 'B8A', 'B11', 'B12'];
    fc.assert(
      fc.property(
        fc.array(fc.float({ min: 0, max: 1, noNaN: true }), { minLength: 16, maxLength: 16 }),
        fc.integer({ min: 0, max: 11 }),
        (values, scl) => {
          const bands: Record<string, Float32Array> = {
            SCL: Float32Array.of(scl),
            VV: Float32Array.of(values[13] ?? 0),
            VH: Float32Array.of(values[14] ?? 0),
          };
          bandNames.forEach((b, i) => (bands[b] = Float32Array.of(values[i] ?? 0)));
          for (const s of BUILT_IN_SCRIPTS) {
            const out = runEvalscript({ source: s.script, width: 1, height: 1, bands }).outputs[0];
            expect(out?.bands).toBe(4);
            expect(out?.data[3]).toBe(255);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
