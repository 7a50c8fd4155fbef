/** Preview sizes of the file links (2§9). */
export const LISTING_PREVIEW_SIZE = {
  small: 'small',
  medium: 'medium',
  sharing: 'sharing',
} as const;

/** One preview size. */
export type ListingPreviewSize = (typeof LISTING_PREVIEW_SIZE)[keyof typeof LISTING_PREVIEW_SIZE];

/** Where the file links point and what they carry (2§7: query subdomain, size, authorization). */
export interface ListingLinkOptions {
  /** The services host, e.g. 'https://files.unfurl.example/' or '/' (same origin). */
  readonly baseUrl: string;
  readonly subdomain: string;
  /** The id token, for private listings (image tags and links send no headers). */
  readonly idToken?: string | undefined;
}

/** Builders of the preview, original and file links of a listing (R-248..R-250). */
export interface ListingLinks {
  /** `listing-preview/{id}?subdomain&size&authorization`. */
  preview(id: number, size?: ListingPreviewSize): string;
  /** `listing-original/{id}?subdomain&size&authorization` (no size: the file itself). */
  original(id: number, size?: ListingPreviewSize): string;
  /** `listing-file/{id}/{file}?subdomain&authorization`; `file` is the file id or name. */
  file(id: number, file: number | string): string;
}

/** Creates the link builders. */
export function createListingLinks(options: ListingLinkOptions): ListingLinks {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const link = (route: string, size: string | undefined): string => {
    const query = new URLSearchParams({ subdomain: options.subdomain });
    if (size !== undefined) query.set('size', size);
    if (options.idToken) query.set('authorization', options.idToken);
    return `${base}${route}?${query}`;
  };
  const id = (value: number | string): string => encodeURIComponent(String(value));
  return {
    preview: (listingId, size = LISTING_PREVIEW_SIZE.medium) =>
      link(`listing-preview/${id(listingId)}`, size),
    original: (listingId, size) => link(`listing-original/${id(listingId)}`, size),
    file: (listingId, file) => link(`listing-file/${id(listingId)}/${id(file)}`, undefined),
  };
}
