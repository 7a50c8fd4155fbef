import { describe, expect, it } from 'vitest';
import { ANNOTATION_DEFAULTS } from './annotation-defaults';
import { ANNOTATION_KINDS } from './annotation-kind';
import { ANNOTATION_TOOL_LABELS } from './annotation-tool';
import { FILL_PATTERNS, isFillPattern } from './fill-pattern';
import { LABEL_BACKGROUNDS, LABEL_COLORS } from './label-colors';

describe('annotation constants', () => {
  it('has the defaults of the spec (R-355..R-361, R-372)', () => {
    expect(ANNOTATION_DEFAULTS).toMatchObject({
      zIndex: 401,
      color: '#eed926',
      weight: 3,
      opacity: 1,
      fillOpacity: 0.2,
      labelColor: 'red',
      labelBgColor: 'transparent',
      units: 'metric',
    });
  });

  it('lists 11 kinds (R-353), the tool labels (R-366), 16 fill patterns (R-367) and label colours (R-369..R-371)', () => {
    expect(ANNOTATION_KINDS).toHaveLength(11);
    expect(ANNOTATION_TOOL_LABELS.radius).toBe('Circle');
    expect(ANNOTATION_TOOL_LABELS.latLngTool).toBe('Coordinates');
    expect(FILL_PATTERNS).toHaveLength(16);
    expect(FILL_PATTERNS[0]).toBe('none');
    expect(isFillPattern('hexagons')).toBe(true);
    expect(isFillPattern('plaid')).toBe(false);
    expect(LABEL_COLORS).toEqual(['white', 'black', 'yellow', 'red', 'green', 'blue']);
    expect(LABEL_BACKGROUNDS[0]).toBe('none');
  });
});
