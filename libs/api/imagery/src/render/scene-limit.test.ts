import { describe, expect, it } from 'vitest';
import { MOSAIC_SCENES, MULTI_SCENE_MAX, sceneLimit } from './scene-limit';

describe('sceneLimit', () => {
  it('mosaics a few scenes for SIMPLE scripts', () => {
    expect(sceneLimit({ inputBands: ['B04'] }, 2500, 2500)).toBe(MOSAIC_SCENES);
    expect(sceneLimit({ inputBands: ['B04'], mosaicking: 'SIMPLE' }, 10, 10)).toBe(MOSAIC_SCENES);
  });

  it('reads as many ORBIT/TILE scenes as fit the memory budget, 1 to 31', () => {
    const three = ['B02', 'B03', 'B04'];
    expect(sceneLimit({ inputBands: three, mosaicking: 'ORBIT' }, 256, 256)).toBe(MULTI_SCENE_MAX);
    // 4 arrays × 1024² × 4 bytes = 16 MiB a scene.
    expect(sceneLimit({ inputBands: three, mosaicking: 'TILE' }, 1024, 1024)).toBe(16);
    expect(sceneLimit({ inputBands: three, mosaicking: 'ORBIT' }, 2500, 2500)).toBe(2);
    expect(
      sceneLimit({ inputBands: [...three, 'B08', 'B11', 'B12'], mosaicking: 'ORBIT' }, 2500, 2500),
    ).toBe(1);
  });
});
