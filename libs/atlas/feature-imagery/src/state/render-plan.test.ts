import { MESSAGES } from '@unfurl/domain';
import { scriptByName } from '@unfurl/imagery-core';
import type { BuiltInScript } from '@unfurl/imagery-core';
import { describe, expect, it } from 'vitest';
import { FAMILY_SPECS } from './imagery-family';
import {
  CUSTOM_SCRIPT_ID,
  checkArea,
  fitSize,
  normaliseBbox,
  parseBbox,
  renderBody,
  renderResolution,
  renderSatellite,
  resolutionOptions,
  scriptChoice,
  scriptName,
  scriptSource,
} from './render-plan';

// About 40.4 km wide and 44.5 km tall.
const BOX = [-11.6, 24.5, -11.2, 24.9] as const;
const { sentinel, landsat } = FAMILY_SPECS;
const builtin = (name: string, family: 'sentinel' | 'landsat' = 'sentinel') => ({
  kind: 'builtin' as const,
  script: scriptByName(name, family) as BuiltInScript,
});

describe('resolutionOptions', () => {
  it('offers 10, 20, 50 and 100 m labelled Best, Good, Low, Low with their pixel sizes (R-431, R-432, R-450)', () => {
    const options = resolutionOptions(BOX, sentinel);
    expect(options.map((o) => [o.resolution, o.label])).toEqual([
      [10, 'Best'],
      [20, 'Good'],
      [50, 'Low'],
      [100, 'Low'],
    ]);
    expect(options.map((o) => [o.width, o.height])).toEqual([
      [4041, 4448],
      [2020, 2224],
      [808, 890],
      [404, 445],
    ]);
  });

  it('disables a step over 2500 px a side with the message naming the side (R-429, R-434..R-436)', () => {
    const [ten, twenty] = resolutionOptions(BOX, sentinel);
    expect(ten?.problem).toBe(MESSAGES.reduceBoth);
    expect(twenty?.problem).toBeUndefined();
    const tall = resolutionOptions([10, 0, 10.1, 0.3], sentinel)[0];
    expect(tall?.problem).toBe(MESSAGES.reduceHeight);
    const wide = resolutionOptions([0, 10, 0.3, 10.1], sentinel)[0];
    expect(wide?.problem).toBe(MESSAGES.reduceWidth);
  });

  it('labels Landsat Best at its native 30 m (R-433, R-451)', () => {
    expect(resolutionOptions(BOX, landsat).map((o) => [o.resolution, o.label])).toEqual([
      [30, 'Best'],
      [50, 'Low'],
      [100, 'Low'],
    ]);
  });
});

describe('renderResolution', () => {
  it('takes the requested step when it fits, else the best that fits (R-467)', () => {
    expect(renderResolution(BOX, sentinel, 50)?.resolution).toBe(50);
    expect(renderResolution(BOX, sentinel, 10)?.resolution).toBe(20);
    expect(renderResolution(BOX, sentinel, 30)?.resolution).toBe(20);
    expect(renderResolution(BOX, sentinel, null)?.resolution).toBe(20);
    expect(renderResolution(BOX, landsat)?.resolution).toBe(30);
    expect(renderResolution([0, 0, 30, 30], sentinel)).toBeUndefined();
  });
});

describe('fitSize', () => {
  it('scales the longer side down to the limit and keeps the aspect', () => {
    expect(fitSize(2022, 2224, 1024)).toEqual({ width: 931, height: 1024 });
    expect(fitSize(3000, 1000, 1500)).toEqual({ width: 1500, height: 500 });
  });

  it('never scales up and never gives less than 1 px', () => {
    expect(fitSize(809, 890, 1024)).toEqual({ width: 809, height: 890 });
    expect(fitSize(10000, 1, 100)).toEqual({ width: 100, height: 1 });
  });
});

describe('renderBody', () => {
  const target = { bbox: BOX, day: '2020-02-19', width: 931, height: 1024 };

  it('names a built-in script, renders its satellite over the whole day as PNG (R-440, R-442, R-455)', () => {
    expect(renderBody(target, builtin('Geology'), sentinel)).toEqual({
      bbox: BOX,
      timeRange: { from: '2020-02-19T00:00:00Z', to: '2020-02-19T23:59:59Z' },
      width: 931,
      height: 1024,
      contentType: 'image/png',
      satellite: 'sentinel-2-l2a',
      evalscriptName: 'Geology',
    });
  });

  it("sends a Sentinel-1 script's processing and a radar satellite", () => {
    const radar = builtin('Radar Grayscale');
    const body = renderBody(target, radar, sentinel);
    expect(body.satellite).toBe('sentinel-1-grd');
    const declared = Object.entries(radar.script.processing ?? {});
    expect(declared.length).toBeGreaterThan(0);
    expect(body.processing).toEqual(
      Object.fromEntries(declared.filter(([, v]) => v !== undefined)),
    );
  });

  it("sends a user script as source from the family's main satellite, with format and quality", () => {
    const body = renderBody(
      { ...target, contentType: 'image/jpeg', quality: 85 },
      { kind: 'custom', source: 'return [B04];' },
      landsat,
    );
    expect(body).toMatchObject({
      evalscript: 'return [B04];',
      satellite: 'landsat-ot-l1',
      contentType: 'image/jpeg',
      quality: 85,
    });
    expect(body.evalscriptName).toBeUndefined();
  });

  it('clamps the size to 2500 px a side (R-429)', () => {
    const body = renderBody(
      { ...target, width: 4044, height: 2600 },
      builtin('True Color'),
      sentinel,
    );
    expect([body.width, body.height]).toEqual([2500, 2500]);
  });
});

describe('script choices and areas', () => {
  it('resolves built-in ids and the custom script', () => {
    const tc = scriptByName('True Color');
    const choice = scriptChoice(tc?.id ?? '', '');
    expect(choice && scriptName(choice)).toBe('True Color');
    expect(choice && scriptSource(choice)).toBe(tc?.script);
    const custom = scriptChoice(CUSTOM_SCRIPT_ID, 'return [B04];');
    expect(custom && [scriptName(custom), scriptSource(custom)]).toEqual([
      'Custom script',
      'return [B04];',
    ]);
    expect(custom && renderSatellite(custom, sentinel)).toBe('sentinel-2-l2a');
    expect(scriptChoice('no-such-script', '')).toBeUndefined();
  });

  it('reads typed coordinates, orders corners and checks the area (R-426, R-430)', () => {
    expect(parseBbox(['-11.6', '24.5', 'x', ''])).toEqual([-11.6, 24.5, NaN, NaN]);
    expect(normaliseBbox([-11.2, 24.9, -11.6, 24.5])).toEqual(BOX);
    expect(checkArea([1, 2, 1, 3], sentinel)).toEqual({ ok: false, reason: MESSAGES.singlePoint });
    expect(checkArea(BOX, sentinel)).toMatchObject({ ok: true, resolution: 20 });
  });
});
