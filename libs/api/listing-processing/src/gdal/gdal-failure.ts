import { PROCESSING_ERROR_CODE, ProcessingError } from '../processing-error';

/** The first meaningful line of GDAL's error output (without the `ERROR 4:` prefix). */
export function gdalErrorLine(stderr: string): string {
  const line =
    stderr
      .split('\n')
      .map((l) => l.trim())
      .find((l) => /^ERROR \d+:/.test(l)) ??
    stderr.trim().split('\n')[0] ??
    '';
  return line.replace(/^ERROR \d+:\s*/, '').slice(0, 300) || 'GDAL does not recognise its format';
}

/** A file GDAL cannot open: the uploader's file is damaged or not a raster. */
export function unreadable(detail: string, cause?: unknown): ProcessingError {
  return new ProcessingError(
    PROCESSING_ERROR_CODE.corrupt,
    `The file cannot be read as a raster: ${detail.replace(/\.+$/, '')}.`,
    { cause },
  );
}

/** A GDAL program failed on a file it could open: our failure, not the uploader's. */
export function gdalFailed(program: string, detail: string, cause?: unknown): ProcessingError {
  return new ProcessingError(
    PROCESSING_ERROR_CODE.gdalFailed,
    `Processing the file failed (${program}: ${detail.replace(/\.+$/, '')}).`,
    { cause },
  );
}
