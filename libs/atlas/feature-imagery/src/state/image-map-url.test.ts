import { mercatorToLonLat } from '@unfurl/domain';
import { scriptByName } from '@unfurl/imagery-core';
import type { BuiltInScript } from '@unfurl/imagery-core';
import { describe, expect, it } from 'vitest';
import { absoluteImageryBase, imageMapUrl } from './image-map-url';

const BOX = [-11.6, 24.5, -11.2, 24.9] as const;
const builtin = (name: string) => ({
  kind: 'builtin' as const,
  script: scriptByName(name) as BuiltInScript,
});

describe('imageMapUrl', () => {
  it('asks the image map for the layer, day, EPSG:3857 box, size and MAXCC 100 (R-445..R-447)', () => {
    const url = new URL(
      imageMapUrl('https://maps.example/imagery', builtin('True Color'), {
        bbox: BOX,
        day: '2020-02-19',
        width: 808,
        height: 890,
        satellite: 'sentinel-2-l2a',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://maps.example/imagery/wms');
    const q = url.searchParams;
    expect(q.get('REQUEST')).toBe('GetMap');
    expect(q.get('LAYERS')).toBe('TRUE_COLOR');
    expect(q.get('TIME')).toBe('2020-02-19');
    expect(q.get('CRS')).toBe('EPSG:3857');
    expect([q.get('WIDTH'), q.get('HEIGHT'), q.get('MAXCC')]).toEqual(['808', '890', '100']);
    const [x0, y0, x1, y1] = (q.get('BBOX') ?? '').split(',').map(Number);
    // Back to degrees with the inverse Web Mercator formulas.
    const [west, south] = mercatorToLonLat(x0!, y0!);
    const [east, north] = mercatorToLonLat(x1!, y1!);
    expect([west, south, east, north].map((v) => v.toFixed(6))).toEqual(
      BOX.map((v) => v.toFixed(6)),
    );
    expect(q.get('EVALSCRIPT')).toBeNull();
  });

  it('names a non-overlay script by id and sends a user script as base64 EVALSCRIPT', () => {
    const named = new URL(
      imageMapUrl('/imagery/', builtin('Leaf Area Index'), {
        bbox: BOX,
        day: '2020-02-19',
        width: 10,
        height: 10,
        satellite: 'sentinel-2-l2a',
        format: 'image/jpeg',
      }),
    );
    expect(named.searchParams.get('LAYERS')).toBe(scriptByName('Leaf Area Index')?.id);
    expect(named.searchParams.get('FORMAT')).toBe('image/jpeg');

    const source = '//VERSION=3\n// é\nfunction evaluatePixel(s) { return [s.B04]; }';
    const custom = new URL(
      imageMapUrl(
        '/imagery/',
        { kind: 'custom', source },
        {
          bbox: BOX,
          day: '2020-02-19',
          width: 10,
          height: 10,
          satellite: 'sentinel-2-l2a',
        },
      ),
    );
    expect(custom.searchParams.get('LAYERS')).toBe('CUSTOM');
    const bytes = Uint8Array.from(atob(custom.searchParams.get('EVALSCRIPT') ?? ''), (c) =>
      c.charCodeAt(0),
    );
    const text = new TextDecoder().decode(bytes);

    expect(text).toBe(source);
  });

  it('resolves a relative base (outside a page: against localhost)', () => {
    expect(absoluteImageryBase('/imagery')).toBe('http://localhost/imagery/');
    expect(absoluteImageryBase('https://x.example/i/')).toBe('https://x.example/i/');
  });
});
