import { describe, expect, it } from 'vitest';
import { parseEvalscript } from './parse-evalscript';

describe('parseEvalscript', () => {
  it('detects V3 by header and parameterless setup', () => {
    const p = parseEvalscript(
      '//VERSION=3\nfunction setup() { return {}; }\nfunction evaluatePixel(s) { return [s.B04]; }\nconst updateOutput = (o) => o;',
    );
    expect(p.kind).toBe('V3');
    expect(p.versionHeader).toBe(true);
    expect(p.defines).toEqual({
      setup: true,
      evaluatePixel: true,
      preProcessScenes: false,
      updateOutput: true,
      updateOutputMetadata: false,
      filterScenes: false,
    });
  });

  it('detects V1/V2 by setup(ds) or setInputComponents', () => {
    expect(parseEvalscript('function setup(ds) { setInputComponents([ds.B02]); }').kind).toBe('V1');
    expect(parseEvalscript('function setup(dss) { }\nfunction evaluatePixel(s) {}').kind).toBe(
      'V1',
    );
  });

  it('detects simple scripts and their band globals, ignoring comments and strings', () => {
    const p = parseEvalscript(
      "// uses B01 in a comment\nvar label = 'VV';\nlet n = (B08 - B04) / (B08 + B04);\nreturn [n, dataMask, sample.B03];",
    );
    expect(p.kind).toBe('SIMPLE');
    expect(p.globalBands).toEqual(['B08', 'B04', 'dataMask']);
  });

  it('runs a //VERSION=3 script without setup or evaluatePixel as simple', () => {
    const p = parseEvalscript('//VERSION=3\nreturn [B04 * 2.5];');
    expect([p.kind, p.versionHeader, p.globalBands]).toEqual(['SIMPLE', true, ['B04']]);
  });

  it('a simple script that evaluates text also takes the bands its strings name', () => {
    const source = `var formulas = { ndwi: "(B03-B08)/(B03+B08)" };
function calc(text) { return eval(text); }
return [calc(formulas.ndwi), B02, typeof B18 === 'undefined' ? 0 : 1];`;
    expect(parseEvalscript(source).globalBands).toEqual(['B03', 'B08', 'B02']);
    // Without eval, a band named only in a string is not a band the script reads.
    expect(parseEvalscript('var s = "B08"; return [B02];').globalBands).toEqual(['B02']);
  });
});
