import { describe, expect, it } from 'vitest';
import { runEvalscript } from '../evalscript/run-evalscript';
import { scriptById } from './catalogue';

/**
 * Known-answer pixels, computed by hand from each formula (see the script's `formula`) with
 * band values exact in float32 (multiples of 1/32); AUTO output = clamp(round(v × 255)).
 */
function pixel(id: string, bands: Record<string, number>, output = 'default'): number[] {
  const script = scriptById(id);
  if (!script) throw new Error(`no script ${id}`);
  const data = Object.fromEntries(Object.entries(bands).map(([k, v]) => [k, Float32Array.of(v)]));
  const result = runEvalscript({ source: script.script, width: 1, height: 1, bands: data });
  const out = result.outputs.find((o) => o.id === output);
  return Array.from(out?.data ?? []);
}

describe('Sentinel-2 composites (known answers)', () => {
  it('True Color = 2.5 × reflectance: 0.125, 0.25, 0.0625 → 80, 159, 40', () => {
    expect(pixel('s2-true-color', { B04: 0.125, B03: 0.25, B02: 0.0625 })).toEqual([
      80, 159, 40, 255,
    ]);
  });

  it('True Color clamps above 1 and is transparent where there is no data', () => {
    // A NaN band makes dataMask 0: alpha 0; NaN itself becomes 0 under AUTO.
    expect(pixel('s2-true-color', { B04: 0.5, B03: NaN, B02: 0 })).toEqual([255, 0, 0, 0]);
    expect(pixel('s2-true-color', { B04: 0.5, B03: 0.25, B02: 0 })).toEqual([255, 159, 0, 255]);
  });

  it('False Color = 2.5 × [B08, B04, B03]', () => {
    expect(pixel('s2-false-color', { B08: 0.375, B04: 0.125, B03: 0.25 })).toEqual([
      239, 80, 159, 255,
    ]);
  });

  it('Enhanced Natural Color = [2.8·B04 + 0.1·B05, 2.8·B03 + 0.15·B08, 2.8·B02]', () => {
    expect(
      pixel('s2-enhanced-natural-color', {
        B04: 0.125,
        B05: 0.25,
        B03: 0.0625,
        B08: 0.375,
        B02: 0.03125,
      }),
    ).toEqual([96, 59, 22, 255]);
  });

  it('Geology = 2.5 × [B12, B11, B02]', () => {
    expect(pixel('s2-geology', { B12: 0.25, B11: 0.1875, B02: 0.0625 })).toEqual([
      159, 120, 40, 255,
    ]);
  });

  it('Enhanced Urban = 0.3·B08 + 3.5·Bx + 0.3·B12', () => {
    expect(
      pixel('s2-enhanced-urban-natural-color', {
        B08: 0.375,
        B12: 0.25,
        B04: 0.125,
        B03: 0.0625,
        B02: 0.03125,
      }),
    ).toEqual([159, 104, 76, 255]);
  });

  it('Panchromatic = 2.5 × mean(B01, B02, B03, B08): mean 0.1875 → 120 grey', () => {
    expect(pixel('s2-panchromatic', { B01: 0.0625, B02: 0.125, B03: 0.1875, B08: 0.375 })).toEqual([
      120, 120, 120, 255,
    ]);
  });

  it('Synthwave Neon = [3(B12 − B04) − 0.35, 2.5·B03 − 0.35, 4.2·B02 − 0.35]', () => {
    expect(pixel('s2-synthwave-neon', { B12: 0.25, B04: 0.125, B03: 0.25, B02: 0.125 })).toEqual([
      6, 70, 45, 255,
    ]);
  });

  it('Selective Enhancement: land (NDWI2 < 0.1) and water (> 0.1) mixes, stretch, saturation', () => {
    const land = { B03: 0.0625, B08: 0.375, B04: 0.125, B05: 0.125, B06: 0, B02: 0.0625 };
    expect(pixel('s2-selective-enhancement', land)).toEqual([130, 149, 42, 255]);
    const water = { B03: 0.25, B08: 0.0625, B04: 0.0625, B05: 0, B06: 0.03125, B02: 0.125 };
    expect(pixel('s2-selective-enhancement', water)).toEqual([50, 205, 109, 255]);
  });

  it('Tonemapped Natural Color: offset, sun colour, gain, saturation, filmic, sRGB', () => {
    expect(pixel('s2-tonemapped-natural-color', { B04: 0.125, B03: 0.125, B02: 0.125 })).toEqual([
      100, 78, 0, 255,
    ]);
  });
});

describe('Sentinel-2 indices (known answers)', () => {
  it('Enhanced Vegetation Health: NDVI 0.5 is midway between the 0.4 and 0.6 stops', () => {
    expect(pixel('s2-enhanced-vegetation-health', { B08: 0.375, B04: 0.125 })).toEqual([
      47, 111, 28, 255,
    ]);
    expect(pixel('s2-enhanced-vegetation-health', { B08: 0, B04: 0.25 })).toEqual([
      12, 12, 12, 255,
    ]);
  });

  it('Simplified Landuse: SCL 4 vegetation, 6 water, 9 high cloud', () => {
    expect(pixel('s2-simplified-landuse-classification', { SCL: 4 })).toEqual([0, 160, 0, 255]);
    expect(pixel('s2-simplified-landuse-classification', { SCL: 6 })).toEqual([0, 0, 255, 255]);
    expect(pixel('s2-simplified-landuse-classification', { SCL: 9 })).toEqual([255, 255, 255, 255]);
  });

  it('Leaf Area Index: EVI 0.3774 → LAI 1.2473 on the ramp', () => {
    const bands = { B02: 0.0625, B04: 0.125, B08: 0.375 };
    expect(pixel('s2-leaf-area-index', bands)).toEqual([217, 193, 109, 255]);
    expect(pixel('s2-leaf-area-index', bands, 'index')[0]).toBeCloseTo(1.24728, 4);
  });

  it('Water Detection: water blue, land 2 × RGB', () => {
    const water = { B02: 0, B03: 0.25, B04: 0, B05: 0, B08: 0.0625, B11: 0.0625 };
    expect(pixel('s2-water-detection', water)).toEqual([0, 0, 255, 255]);
    const land = { B02: 0.0625, B03: 0.0625, B04: 0.125, B05: 0.125, B08: 0.375, B11: 0.25 };
    expect(pixel('s2-water-detection', land)).toEqual([64, 32, 32, 255]);
  });

  it('Enhanced Water Color: MCI 0.03125 over water, natural colour on land', () => {
    const water = { B02: 0, B03: 0.25, B08: 0.0625, B05: 0.0625, B04: 0.03125, B06: 0.03125 };
    expect(pixel('s2-enhanced-water-color', water)).toEqual([77, 211, 64, 255]);
    const land = { B02: 0.0625, B03: 0.0625, B08: 0.375, B05: 0, B04: 0.125, B06: 0 };
    expect(pixel('s2-enhanced-water-color', land)).toEqual([80, 40, 40, 255]);
  });

  it('Algae Detection: NDCI 0.2 → chl-a 7.43 µg/L', () => {
    const water = { B02: 0, B03: 0.25, B04: 0.0625, B05: 0.09375, B08: 0.25, B11: 0.03125 };
    expect(pixel('s2-algae-detection', water)).toEqual([0, 165, 204, 255]);
    expect(pixel('s2-algae-detection', water, 'index')[0]).toBeCloseTo(7.42636, 4);
  });

  it('Enhanced Fire Detection: background, tier 1 (> 1.0) and tier 2 (> 1.5)', () => {
    const base = { B02: 0.0625, B03: 0.0625, B04: 0.125, B08: 0.125 };
    expect(pixel('s2-enhanced-fire-detection', { ...base, B11: 0.125, B12: 0.125 })).toEqual([
      92, 49, 48, 255,
    ]);
    expect(pixel('s2-enhanced-fire-detection', { ...base, B11: 0.625, B12: 0.5 })).toEqual([
      255, 49, 32, 255,
    ]);
    expect(pixel('s2-enhanced-fire-detection', { ...base, B11: 0.875, B12: 0.75 })).toEqual([
      255, 113, 32, 255,
    ]);
  });

  it('Artistic NDVI: NDVI class colour on vegetation (SCL 4), 3 × RGB elsewhere', () => {
    const bands = { B02: 0.03125, B03: 0.0625, B04: 0.125, B8A: 0.375 };
    expect(pixel('s2-artistic-ndvi', { ...bands, SCL: 4 })).toEqual([166, 217, 106, 255]);
    expect(pixel('s2-artistic-ndvi', { ...bands, SCL: 5 })).toEqual([96, 48, 24, 255]);
  });
});

describe('Sentinel-1 and Landsat (known answers)', () => {
  it('Radar Colored: enhanced RGB ratio; black where VV or VH is 0', () => {
    expect(pixel('s1-radar-colored', { VV: 0.125, VH: 0.03125 })).toEqual([108, 134, 116, 255]);
    expect(pixel('s1-radar-colored', { VV: 0, VH: 0.03125 })).toEqual([0, 0, 0, 255]);
  });

  it('Radar Grayscale: −9.03 dB → 0.548 → 140; 0 → black', () => {
    expect(pixel('s1-radar-grayscale', { VV: 0.125 })).toEqual([140, 140, 140, 255]);
    expect(pixel('s1-radar-grayscale', { VV: 1 })).toEqual([255, 255, 255, 255]);
    expect(pixel('s1-radar-grayscale', { VV: 0 })).toEqual([0, 0, 0, 255]);
  });

  it('Landsat True, False Color and Geology: reflectance / 0.4', () => {
    expect(pixel('landsat-true-color', { B04: 0.125, B03: 0.25, B02: 0.0625 })).toEqual([
      80, 159, 40, 255,
    ]);
    expect(pixel('landsat-false-color', { B05: 0.5, B04: 0.125, B03: 0.25 })).toEqual([
      255, 80, 159, 255,
    ]);
    expect(pixel('landsat-geology', { B07: 0.25, B06: 0.1875, B02: 0.0625 })).toEqual([
      159, 120, 40, 255,
    ]);
  });

  it('Landsat Fire Detection: the S2 formula on B05, B06, B07', () => {
    const base = { B02: 0.0625, B03: 0.0625, B04: 0.125, B05: 0.125 };
    expect(pixel('landsat-fire-detection', { ...base, B06: 0.625, B07: 0.5 })).toEqual([
      255, 49, 32, 255,
    ]);
    expect(pixel('landsat-fire-detection', { ...base, B06: 0.125, B07: 0.125 })).toEqual([
      92, 49, 48, 255,
    ]);
  });
});
