import { describe, expect, it } from 'vitest';
import { ANNOTATION_KINDS } from '@unfurl/domain';
import { validateAnnotation, validateAnnotations } from './annotation.schema';
import { createAnnotation } from './create-annotation';
import { sampleAnnotations } from './sample-annotations.testing';

describe('validateAnnotation', () => {
  it('accepts a sample of every kind unchanged', () => {
    const samples = sampleAnnotations();
    expect(samples.map((a) => a.kind).sort()).toEqual([...ANNOTATION_KINDS].sort());
    for (const sample of samples)
      expect(validateAnnotation(sample)).toEqual({ ok: true, value: sample });
  });

  it('gives new annotations the spec defaults (R-354..R-362)', () => {
    const marker = createAnnotation('marker', 'm1', { position: [1, 2] });
    expect(marker).toMatchObject({
      zIndex: 401,
      options: { color: '#eed926', weight: 3, opacity: 1, fillOpacity: 0.2 },
      fillPattern: 'none',
      labelColor: 'red',
      labelBgColor: 'transparent',
      units: 'metric',
      showArea: false,
      showLength: false,
      showRadius: false,
    });
    expect(validateAnnotation({ id: 'm1', kind: 'marker', position: [1, 2] })).toEqual({
      ok: true,
      value: marker,
    });
  });

  it('falls back to no fill pattern for an unknown one (R-368) and drops unknown fields', () => {
    const result = validateAnnotation({
      id: 'p',
      kind: 'polygon',
      positions: [
        [0, 0],
        [1, 0],
        [1, 1],
      ],
      fillPattern: 'plaid',
      extra: 1,
    });
    expect(result.ok && result.value).toMatchObject({ fillPattern: 'none' });
    expect(result.ok && 'extra' in result.value).toBe(false);
  });

  it('refuses malformed input with a path and a reason', () => {
    const cases: [unknown, string, RegExp][] = [
      [null, '$', /object/],
      [{ id: 'x', kind: 'hexagon' }, '$.kind', /must be one of marker/],
      [{ id: '', kind: 'marker', position: [0, 0] }, '$.id', /at least 1/],
      [{ id: 'x', kind: 'marker', position: [0, 91] }, '$.position[1]', /between -90 and 90/],
      [{ id: 'x', kind: 'polyline', positions: [[0, 0]] }, '$.positions', /at least 2/],
      [{ id: 'x', kind: 'circle', center: [0, 0], radius: -5 }, '$.radius', /between/],
      [
        { id: 'x', kind: 'marker', position: [0, 0], options: { weight: 'thick' } },
        '$.options.weight',
        /finite number/,
      ],
      [
        { id: 'x', kind: 'marker', position: [0, 0], units: 'furlongs' },
        '$.units',
        /metric, imperial, nautical/,
      ],
      [{ id: 'x', kind: 'rectangle', box: [0, 10, 1, 5] }, '$.box', /south/],
      [{ id: 'x', kind: 'militaryMarker', position: [0, 0] }, '$.symbolCode', /string/],
      [
        { id: 'x', kind: 'textBox', box: [0, 0, 1, 1], text: 't', labelColor: 'red;x' },
        '$.labelColor',
        /colour/,
      ],
    ];
    const image = { id: 'x', kind: 'image', box: [0, 0, 1, 1] };
    cases.push([{ ...image, url: 'javascript:alert(1)' }, '$.url', /http\(s\) address/]);
    cases.push([{ ...image, url: '//evil.test/a.png' }, '$.url', /http\(s\) address/]);
    for (const url of [
      'https://cdn.test/a.png',
      '/media/draw/a.png',
      'data:image/png;base64,iVBORw0KGgo=',
    ]) {
      expect(validateAnnotation({ ...image, url }).ok).toBe(true);
    }
    for (const [value, path, reason] of cases) {
      const result = validateAnnotation(value);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.issues[0]?.path).toBe(path);
        expect(result.issues[0]?.reason).toMatch(reason);
      }
    }
  });

  it('checks arrays: every item, repeated ids and the size limit', () => {
    const [a, b] = sampleAnnotations();
    expect(validateAnnotations([a, b]).ok).toBe(true);
    const repeated = validateAnnotations([a, { ...b, id: a?.id }]);
    expect(!repeated.ok && repeated.issues[0]).toEqual({
      path: '$[1].id',
      reason: `repeats the id ${a?.id}`,
    });
    const tooMany = validateAnnotations(new Array(20_001).fill(a));
    expect(!tooMany.ok && tooMany.issues[0]?.reason).toMatch(/at most 20000/);
    expect(validateAnnotations({})).toEqual({
      ok: false,
      issues: [{ path: '$', reason: 'must be an array' }],
    });
  });
});
