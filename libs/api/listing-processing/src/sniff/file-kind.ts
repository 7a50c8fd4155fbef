/** Kinds of listing files, told apart by their content (magic bytes), never by their names. */
export const FILE_KIND = {
  tiff: 'tiff',
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  worldFile: 'world-file',
} as const;

/** One file kind. */
export type FileKind = (typeof FILE_KIND)[keyof typeof FILE_KIND];

/** How a kind is named in messages to the uploader. */
export const FILE_KIND_LABEL: Record<FileKind, string> = {
  tiff: 'a TIFF image',
  jpeg: 'a JPEG image',
  png: 'a PNG image',
  gif: 'a GIF image',
  'world-file': 'a world file',
};

const BY_EXTENSION: Readonly<Record<string, FileKind>> = {
  tif: 'tiff',
  tiff: 'tiff',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  jgw: 'world-file',
  jpgw: 'world-file',
  pgw: 'world-file',
  pngw: 'world-file',
  gfw: 'world-file',
  tfw: 'world-file',
  tifw: 'world-file',
  wld: 'world-file',
};

/** The kind a file name claims by its extension, or undefined for an unknown extension. */
export function claimedKind(filename: string): FileKind | undefined {
  const dot = filename.lastIndexOf('.');
  if (dot < 0) return undefined;
  return BY_EXTENSION[filename.slice(dot + 1).toLowerCase()];
}
