/** Creation options of the COGs we write: DEFLATE with a predictor, 512-pixel tiles, overviews. */
export const COG_CREATION_OPTIONS = [
  '-co',
  'COMPRESS=DEFLATE',
  '-co',
  'PREDICTOR=YES',
  '-co',
  'BLOCKSIZE=512',
  '-co',
  'OVERVIEWS=AUTO',
  '-co',
  'BIGTIFF=IF_SAFER',
] as const;

/** File name of the COG in a processed listing's folder. */
export const COG_FILE = 'map.tif';
