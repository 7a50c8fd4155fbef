import { PROCESSING_ERROR_CODE } from './processing-error';
import type { ProcessingError, ProcessingErrorCode } from './processing-error';

/** A failure as the uploader is told it: a code and plain words, no program output. */
export interface PlainProcessingFailure {
  readonly code: ProcessingErrorCode;
  readonly message: string;
}

/** GDAL and libtiff phrases that mean the file ends before its data does. */
const TRUNCATED =
  /read error (at|on) (scanline|row|strip|tile)|TIFFRead(Encoded)?(Strip|Tile)|TIFFFill(Strip|Tile)|IReadBlock failed|not enough (data|bytes)|unexpected end of (file|data)|short read|premature end|truncated/i;

/** Decoders failing inside the file's data: the file is damaged (the uploader's, not ours). */
const DAMAGED_DATA = /decod(e|ing) error|(LZW|ZIP|JPEG|LERC|ZSTD|PackBits)Decode|corrupt/i;

/** Words written by a program, never shown to the uploader. */
const TECHNICAL =
  /cannot be read as a raster:|gdal|tiff[A-Z]|scanline|IReadBlock|ERROR \d+:|\bog[rc]\b|libtiff|\(\w+: /i;

/** The plain words that replace program output. */
export const PLAIN_MESSAGES = {
  truncated:
    'The file is incomplete: it ends before all of its image data. It was probably cut short while being copied or downloaded; export or download it again and retry.',
  damaged:
    'The file is damaged or is not a map image that can be read. Export it again as a GeoTIFF, JPEG, PNG or GIF and retry.',
  notConverted:
    'The map could not be converted. The file may be damaged or use a feature that is not supported; export it again as a plain GeoTIFF and retry.',
} as const;

/**
 * The words the uploader reads for a processing failure. Messages of the checks written for the
 * uploader (wrong content, too large, not georeferenced, unsupported coordinate system...) are kept;
 * a world file's failure always says it is the world file; what GDAL said is turned into plain words: a file cut short (libtiff's read errors) is
 * CORRUPT_FILE "The file is incomplete...", other unreadable or unconvertible files are described
 * without program output. The caller logs the technical message.
 */
export function plainProcessingFailure(error: ProcessingError): PlainProcessingFailure {
  const { code, message } = error;
  // The world file's own check, written for the uploader: it may quote a line of the file, which
  // must not be mistaken for program output (the image would be blamed).
  if (code === PROCESSING_ERROR_CODE.invalidWorldFile) return { code, message };
  if (TRUNCATED.test(message)) {
    return { code: PROCESSING_ERROR_CODE.corrupt, message: PLAIN_MESSAGES.truncated };
  }
  if (
    (code === PROCESSING_ERROR_CODE.gdalFailed || code === PROCESSING_ERROR_CODE.corrupt) &&
    DAMAGED_DATA.test(message)
  ) {
    return { code: PROCESSING_ERROR_CODE.corrupt, message: PLAIN_MESSAGES.damaged };
  }
  if (code === PROCESSING_ERROR_CODE.gdalFailed) {
    return { code, message: PLAIN_MESSAGES.notConverted };
  }
  if (code === PROCESSING_ERROR_CODE.corrupt && TECHNICAL.test(message)) {
    return { code, message: PLAIN_MESSAGES.damaged };
  }
  if (TECHNICAL.test(message)) return { code, message: PLAIN_MESSAGES.damaged };
  return { code, message };
}
