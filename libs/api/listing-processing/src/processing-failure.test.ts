import { describe, expect, it } from 'vitest';
import { unreadable, gdalFailed } from './gdal/gdal-failure';
import { PROCESSING_ERROR_CODE, ProcessingError } from './processing-error';
import { PLAIN_MESSAGES, plainProcessingFailure } from './processing-failure';

describe('plainProcessingFailure', () => {
  it('turns a file cut short (libtiff read errors) into plain words', () => {
    const failure = plainProcessingFailure(
      gdalFailed('gdal_translate', 'TIFFReadEncodedStrip: Read error at scanline 4294967295'),
    );
    expect(failure).toEqual({
      code: PROCESSING_ERROR_CODE.corrupt,
      message: PLAIN_MESSAGES.truncated,
    });
    expect(failure.message).not.toMatch(/gdal|TIFF|scanline/i);
    expect(
      plainProcessingFailure(gdalFailed('gdal_translate', 'Read error on strip 3; got 10 bytes')),
    ).toEqual({ code: PROCESSING_ERROR_CODE.corrupt, message: PLAIN_MESSAGES.truncated });
    expect(
      plainProcessingFailure(
        gdalFailed('gdal_translate', 'ZIPDecode:Decoding error at scanline 0'),
      ),
    ).toEqual({ code: PROCESSING_ERROR_CODE.corrupt, message: PLAIN_MESSAGES.damaged });
  });

  it('describes an unreadable file and a failed conversion without program output', () => {
    expect(plainProcessingFailure(unreadable('not recognized as a supported file format'))).toEqual(
      {
        code: PROCESSING_ERROR_CODE.corrupt,
        message: PLAIN_MESSAGES.damaged,
      },
    );
    expect(plainProcessingFailure(gdalFailed('gdalwarp', 'Too many points failed'))).toEqual({
      code: PROCESSING_ERROR_CODE.gdalFailed,
      message: PLAIN_MESSAGES.notConverted,
    });
  });

  it("keeps the checks' own words, written for the uploader", () => {
    const error = new ProcessingError(
      PROCESSING_ERROR_CODE.contentMismatch,
      'The file is not a TIFF image: its content is a PNG image.',
    );
    expect(plainProcessingFailure(error)).toEqual({
      code: error.code,
      message: error.message,
    });
  });
});
