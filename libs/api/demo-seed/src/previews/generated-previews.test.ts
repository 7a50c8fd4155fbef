import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@unfurl/api-db';
import { getListingPreview } from '@unfurl/api-db';
import { DEFAULT_GENERATED_LISTINGS } from '../seed-demo';
import { openSeededTestDb } from '../testing/seeded-db';
import { pictureSize, pictureWindow } from './generated-previews';

let db: Db;
beforeAll(async () => {
  db = await openSeededTestDb();
});
afterAll(() => db?.close());

describe('the previews of the generated demo listings', () => {
  it('every one of the 2,000 has a preview; the real scenes keep theirs', async () => {
    const [counts] = await db.query<{ generated: number; pictured: number; scenes: number }>(
      `SELECT count(*) FILTER (WHERE file_path IS NULL)::int AS generated,
              count(*) FILTER (WHERE file_path IS NULL AND has_preview)::int AS pictured,
              count(*) FILTER (WHERE file_path IS NOT NULL AND has_preview)::int AS scenes
       FROM listings`,
    );
    expect(counts).toMatchObject({
      generated: DEFAULT_GENERATED_LISTINGS,
      pictured: DEFAULT_GENERATED_LISTINGS,
    });
    expect(counts!.scenes).toBeGreaterThan(0);
  });

  it('two generated listings have different, decodable pictures in medium and small', async () => {
    const rows = await db.query<{ id: number }>(
      `SELECT l.id::float8 AS id FROM listings l JOIN tenants t ON t.id = l.tenant_id
       WHERE t.subdomain = 'main' AND l.file_path IS NULL AND l.review_status = 'APPROVED'
       ORDER BY l.id LIMIT 2`,
    );
    expect(rows).toHaveLength(2);
    const pixels: Buffer[] = [];
    for (const { id } of rows) {
      // What a visitor of the main site sees, as the preview route asks for it (ADR 0003).
      const scope = { tenantId: await mainTenantId(), includePrivate: false };
      const medium = await getListingPreview(db, scope, id, 'medium');
      const small = await getListingPreview(db, scope, id, 'small');
      expect(medium?.contentType).toBe('image/jpeg');
      const big = await sharp(Buffer.from(medium!.bytes)).metadata();
      const little = await sharp(Buffer.from(small!.bytes)).metadata();
      expect(big).toMatchObject({ format: 'jpeg' });
      expect(Math.max(big.width!, big.height!)).toBe(256);
      expect(Math.max(little.width!, little.height!)).toBe(256);
      const { data, info } = await sharp(Buffer.from(medium!.bytes))
        .resize(64, 64, { fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(info.channels).toBe(3);
      pixels.push(data);
    }
    const differing = pixels[0]!.reduce(
      (n, value, i) => n + (Math.abs(value - pixels[1]![i]!) > 24 ? 1 : 0),
      0,
    );
    expect(differing).toBeGreaterThan(pixels[0]!.length / 20);
  });
});

describe('pictureWindow and pictureSize', () => {
  it('draws a footprint as it is, a point inside a 1.5° square, at most 2:1 and 256 px', () => {
    const footprint = { west: 10, south: 50, east: 12, north: 51 };
    expect(pictureWindow(footprint)).toEqual({ window: footprint, marker: false });
    expect(pictureWindow({ west: 10, south: 50, east: 10, north: 50 })).toEqual({
      window: { west: 9.25, south: 49.25, east: 10.75, north: 50.75 },
      marker: true,
    });
    expect(pictureSize({ west: 0, south: 0, east: 1, north: 1 })).toEqual({
      width: 256,
      height: 256,
    });
    expect(pictureSize({ west: 0, south: 0, east: 0.05, north: 2 })).toEqual({
      width: 128,
      height: 256,
    });
  });
});

async function mainTenantId(): Promise<number> {
  const [row] = await db.query<{ id: number }>(`SELECT id FROM tenants WHERE subdomain = 'main'`);
  return row!.id;
}
