import { beforeAll, describe, expect, it } from 'vitest';
import { latToMercatorY } from '@unfurl/domain';
import { drawMapPicture, gridStep, landMask } from './map-picture';
import type { MapPicture, MapPictureStyle, MapWindow } from './map-picture';
import { loadNaturalEarth } from './natural-earth';
import type { NaturalEarth } from './natural-earth';
import { sheetLabel } from './sheet-label';

let earth: NaturalEarth;
beforeAll(async () => {
  earth = await loadNaturalEarth();
});

const STYLE: MapPictureStyle = {
  sea: [0, 0, 200],
  land: [0, 200, 0],
  coast: [90, 90, 90],
  grid: [250, 250, 250],
  frame: [40, 20, 0],
  mark: [255, 0, 0],
};

/** Land (true) or sea at a lon/lat of a picture's mask. */
function isLand(mask: Uint8Array, picture: Omit<MapPicture, 'style'>, lon: number, lat: number) {
  const { window: w, width, height } = picture;
  const col = Math.floor(((lon - w.west) / (w.east - w.west)) * width);
  const top = latToMercatorY(w.north);
  const row = Math.floor(((top - latToMercatorY(lat)) / (top - latToMercatorY(w.south))) * height);
  return mask[row * width + col] === 1;
}

describe('landMask (Natural Earth 1:50m)', () => {
  it('tells land from sea on the coast of Lisbon', () => {
    const window: MapWindow = { west: -9.8, south: 38.4, east: -8.8, north: 39.0 };
    const picture = { window, width: 200, height: 150 };
    const mask = landMask(earth.land, picture);
    expect(isLand(mask, picture, -9.6, 38.6)).toBe(false); // the Atlantic
    expect(isLand(mask, picture, -9.0, 38.9)).toBe(true); // north of the Tagus
  });

  it('is right across the whole world, the antimeridian rings (Wrangel Island) included', () => {
    const picture = {
      window: { west: -180, south: -80, east: 180, north: 84 },
      width: 1440,
      height: 900,
    };
    const mask = landMask(earth.land, picture);
    expect(isLand(mask, picture, -42, 71.2)).toBe(true); // Greenland, in Wrangel's latitudes
    expect(isLand(mask, picture, -15, 71.2)).toBe(false); // the Greenland Sea
    expect(isLand(mask, picture, 20, 10)).toBe(true); // Chad
    expect(isLand(mask, picture, -140, 10)).toBe(false); // the Pacific
    expect(isLand(mask, picture, 100, -75)).toBe(true); // Antarctica
  });
});

describe('drawMapPicture', () => {
  it('draws sea, land, coast, graticule, the neatline, the label and a point marker', () => {
    const window: MapWindow = { west: -10, south: 38, east: -8.5, north: 39.5 };
    const picture: MapPicture = {
      window,
      width: 240,
      height: 240,
      style: STYLE,
      marker: true,
      label: sheetLabel(-9.25, 38.75),
    };
    const image = drawMapPicture(earth, picture);
    expect(image.length).toBe(240 * 240 * 3);
    const colours = new Set<string>();
    for (let o = 0; o < image.length; o += 3)
      colours.add(`${image[o]},${image[o + 1]},${image[o + 2]}`);
    for (const colour of [STYLE.sea, STYLE.land, STYLE.coast, STYLE.frame, STYLE.mark]) {
      expect(colours).toContain(colour.join(','));
    }
    expect(colours).toContain('125,125,225'); // a grid line over the sea, half-transparent
    const pixel = (col: number, row: number) => [
      ...image.subarray((row * 240 + col) * 3, (row * 240 + col) * 3 + 3),
    ];
    expect(pixel(0, 0)).toEqual([...STYLE.frame]);
    expect(pixel(120, 120)).toEqual([...STYLE.mark]);
  });

  it('gives two places two different pictures', () => {
    const draw = (west: number, south: number) =>
      drawMapPicture(earth, {
        window: { west, south, east: west + 1, north: south + 1 },
        width: 128,
        height: 128,
        style: STYLE,
      });
    expect(draw(-9.8, 38.2).equals(draw(12, 54))).toBe(false);
  });
});

describe('gridStep and sheetLabel', () => {
  it('picks at most four graticule lines, and labels the middle in degrees', () => {
    expect(gridStep(0.15)).toBe(0.05);
    expect(gridStep(1.5)).toBe(0.5);
    expect(gridStep(7)).toBe(2);
    expect(sheetLabel(-9.1393, 38.7223)).toBe('38.72N 9.14W');
    expect(sheetLabel(151.2, -33.87)).toBe('33.87S 151.20E');
  });
});
