// The printed report of bench:upload's server run, with the targets of issue #4.
import type { UploadFigures } from './measure-upload';

/** Issue #4: the whole upload of a 200 MB GeoTIFF under 60 s and under 512 MB peak. */
export const UPLOAD_TARGETS = { seconds: 60, peakMb: 512 } as const;

const met = (ok: boolean): string => (ok ? 'met' : 'NOT met');
const s = (seconds: number): string => `${seconds.toFixed(2).padStart(7)} s`;
const mb = (value: number): string => `${value.toFixed(0).padStart(7)} MB`;

/** The figures as lines: times, memory, and when each program the server ran was seen. */
export function formatUploadReport(f: UploadFigures): string {
  const { seconds, peakMb } = UPLOAD_TARGETS;
  const timeline = f.tree.children.map(
    (child) =>
      `    ${(child.firstMs / 1000).toFixed(1).padStart(5)}–${(child.lastMs / 1000).toFixed(1).padEnd(5)} s  ${child.name} (peak ${child.peakMb.toFixed(0)} MB)`,
  );
  return [
    `upload of ${f.inputMb.toFixed(0)} MB through the server (listing ${f.listingId}, stored COG ${f.cogMb.toFixed(0)} MB)`,
    `  PUT, streamed from disk            ${s(f.putSeconds)}`,
    `  processing, until status ready     ${s(f.processingSeconds)}`,
    `  wall time, PUT start to ready      ${s(f.totalSeconds)}  target under ${seconds} s: ${met(f.totalSeconds < seconds)}`,
    `  server Node process, CPU time      ${s(f.nodeCpuSeconds)}  (GDAL programs not included)`,
    `  server Node process, idle RSS      ${mb(f.idleMb)}`,
    `  server Node process, peak VmHWM    ${mb(f.nodePeakMb)}  (+${(f.nodePeakMb - f.idleMb).toFixed(0)} MB over idle)`,
    `  server + programs it ran, peak     ${mb(f.tree.treePeakMb)}  target under ${peakMb} MB: ${met(f.tree.treePeakMb < peakMb)}`,
    `  programs the server ran (seconds from the PUT start, ${f.tree.samples} samples at 100 ms):`,
    ...(timeline.length > 0 ? timeline : ['    none seen']),
    f.tree.database
      ? `  the embedded database's own process (pid ${f.tree.database.pid}, like a PostgreSQL server; not in the sum): peak ${f.tree.database.peakMb.toFixed(0)} MB`
      : '  database: a PostgreSQL server outside the server (DATABASE_URL) or inside its process (EMBEDDED_DB=inline)',
  ].join('\n');
}
