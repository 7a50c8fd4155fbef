import { describe, expect, it } from 'vitest';
import { EMBEDDED_DB_SETTINGS, filterTar, pgliteStartParams } from './pglite-settings';

/** A ustar entry: a 512-byte header (name, octal size, type) and its padded content. */
function entry(name: string, body: string, type = '0'): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write(`${body.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write(type, 156);
  const content = Buffer.alloc(Math.ceil(body.length / 512) * 512);
  content.write(body);
  return Buffer.concat([header, content]);
}

const names = (tar: Buffer): string[] => {
  const found: string[] = [];
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    found.push(header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, ''));
    const size = parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, ''), 8);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return found;
};

describe('the embedded database settings', () => {
  it('caps the buffers that PGlite would otherwise grow its heap to', () => {
    const params = pgliteStartParams();
    expect(params).toContain('--single');
    expect(params).toContain(`shared_buffers=${EMBEDDED_DB_SETTINGS.shared_buffers}`);
    expect(params).toContain(`maintenance_work_mem=${EMBEDDED_DB_SETTINGS.maintenance_work_mem}`);
    const mb = (value: string): number => Number.parseInt(value, 10);
    expect(mb(EMBEDDED_DB_SETTINGS.shared_buffers)).toBeLessThanOrEqual(16);
    expect(mb(EMBEDDED_DB_SETTINGS.maintenance_work_mem)).toBeLessThanOrEqual(32);
  });

  it('keeps the tar entries asked for, with their pax headers, and ends the archive', () => {
    const tar = Buffer.concat([
      entry('lib/postgresql/postgis-3.so', 'core'),
      entry('PaxHeader/raster', '30 path=lib/raster-3.so\n', 'x'),
      entry('lib/raster-3.so', 'x'.repeat(700)),
      entry('PaxHeader/proj', '20 mtime=1\n', 'x'),
      entry('share/proj/proj.db', 'db'),
      entry('share/proj', '', '5'),
      Buffer.alloc(1024),
    ]);
    const kept = filterTar(tar, (path) => !path.includes('raster'));
    expect(names(kept)).toEqual([
      'lib/postgresql/postgis-3.so',
      'PaxHeader/proj',
      'share/proj/proj.db',
      'share/proj',
    ]);
    expect(kept.subarray(kept.length - 1024).every((b) => b === 0)).toBe(true);
    expect(kept.length % 512).toBe(0);
  });
});
