import { describe, expect, it } from 'vitest';
import { checkUploadRequest } from './upload-request';

const metadata = { title: 'Map' };

function refusal(body: Parameters<typeof checkUploadRequest>[0]): unknown {
  try {
    checkUploadRequest(body);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('checkUploadRequest', () => {
  it('types a GeoTIFF as COG, a placed image as IMAGE, a hand-placed one as LO_FI, a GIF as GIF', () => {
    expect(checkUploadRequest({ filename: 'a.tif', metadata }).listingType).toBe('COG');
    const placed = {
      filename: 'a.png',
      worldfile: 'a.pgw',
      metadata: { ...metadata, crs: 'EPSG:4326' },
    };
    expect(checkUploadRequest(placed).listingType).toBe('IMAGE');
    const byHand = { filename: 'a.jpg', metadata: { ...metadata, bounds: [1, 2, 3, 4] } };
    expect(checkUploadRequest(byHand)).toMatchObject({
      listingType: 'LO_FI',
      bounds: [1, 2, 3, 4],
    });
    const gif = { filename: 'a.gif', metadata: { ...metadata, bounds: [1, 2, 3, 4] } };
    expect(checkUploadRequest(gif).listingType).toBe('GIF');
  });

  it('cleans tags and lower-cases categories', () => {
    const checked = checkUploadRequest({
      filename: 'a.tif',
      metadata: { ...metadata, tags: ['#old ', ' ', 'maps'], categories: ['Culture'] },
    });
    expect(checked).toMatchObject({ tags: ['old', 'maps'], categories: ['culture'] });
  });

  it('refuses unsupported files (415), missing placements, bad bounds and unknown categories (400)', () => {
    expect(refusal({ filename: 'virus.exe', metadata })).toMatchObject({
      statusCode: 415,
      code: 'UNSUPPORTED_FILE',
    });
    expect(refusal({ filename: 'a.png', worldfile: 'a.txt', metadata })).toMatchObject({
      statusCode: 400,
      code: 'UNSUPPORTED_FILE',
    });
    expect(refusal({ filename: 'a.png', worldfile: 'a.pgw', metadata })).toMatchObject({
      code: 'MISSING_PLACEMENT',
    });
    expect(refusal({ filename: 'a.png', metadata })).toMatchObject({ code: 'MISSING_PLACEMENT' });
    expect(refusal({ filename: 'a.gif', metadata })).toMatchObject({ code: 'MISSING_PLACEMENT' });
    const reversed = { filename: 'a.jpg', metadata: { ...metadata, bounds: [3, 2, 1, 4] } };
    expect(refusal(reversed)).toMatchObject({
      statusCode: 400,
      message: 'Bounds must be [west, south, east, north] in degrees.',
    });
    const unknown = { filename: 'a.tif', metadata: { ...metadata, categories: ['gossip'] } };
    expect(refusal(unknown)).toMatchObject({
      statusCode: 400,
      message: 'Unknown category: gossip',
    });
  });
});
