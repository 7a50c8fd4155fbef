/**
 * The about site that hosts terms, privacy, help and blog (2§2) when the operator sets none
 * (`ABOUT_URL`): the project's own pages, served by the API from `docs/about/`.
 */
export const DEFAULT_ABOUT_URL = '/about';

/** The `<meta name>` of index.html through which the serving API names the about site. */
export const ABOUT_URL_META = 'unfurl-about-url';

/** The two satellite-imagery operators (fictional names; the spec leaves them unnamed). */
export const SATELLITE_OPERATORS = {
  /** The first tasking operator (`{operator-one}` in the spec). */
  operatorOne: { slug: 'aurora', name: 'Aurora Orbital' },
  /** The second operator, offering archive imagery (`{archive}` in the spec). */
  archive: { slug: 'terrarchive', name: 'TerrArchive' },
} as const;

/** One legal page: the in-app path and where on the about site it sends the whole page. */
export interface LegalPage {
  readonly path: string;
  /** Address on the about site, after its base URL: `/#terms-of-service`, `/aurora-terms`. */
  readonly aboutPath: string;
  readonly title: string;
}

/** The four legal pages and where each sends the whole page (R-134..R-137). */
export const LEGAL_PAGES: readonly LegalPage[] = [
  { path: '/terms', aboutPath: '/#terms-of-service', title: 'Terms of Service' },
  { path: '/privacy', aboutPath: '/#privacy-policy', title: 'Privacy Policy' },
  {
    path: `/${SATELLITE_OPERATORS.operatorOne.slug}-terms`,
    aboutPath: `/${SATELLITE_OPERATORS.operatorOne.slug}-terms`,
    title: `${SATELLITE_OPERATORS.operatorOne.name} Terms`,
  },
  {
    path: `/${SATELLITE_OPERATORS.archive.slug}-terms`,
    aboutPath: `/${SATELLITE_OPERATORS.archive.slug}-terms`,
    title: `${SATELLITE_OPERATORS.archive.name} Terms`,
  },
];

/** The pages an about site serves, by path after its base URL ('' is its front page). */
export const ABOUT_SITE_PAGES = [
  '',
  `${SATELLITE_OPERATORS.operatorOne.slug}-terms`,
  `${SATELLITE_OPERATORS.archive.slug}-terms`,
  'help',
  'blog',
] as const;

/** One page of {@link ABOUT_SITE_PAGES}. */
export type AboutSitePage = (typeof ABOUT_SITE_PAGES)[number];

/** `path` on the about site at `aboutUrl` (a trailing slash of the base is ignored). */
function onAboutSite(aboutUrl: string, path: string): string {
  return `${aboutUrl.replace(/\/+$/, '')}${path}`;
}

/** Where a legal page sends the whole page, on the about site at `aboutUrl` (R-134..R-137). */
export function legalPageUrl(page: LegalPage, aboutUrl: string): string {
  return onAboutSite(aboutUrl, page.aboutPath);
}

/** Text shown on a legal page while it redirects. */
export const REDIRECTING_TEXT = 'Redirecting...';

/** Help and blog pages on the about site at `aboutUrl`. */
export function aboutLinks(aboutUrl: string): { readonly help: string; readonly blog: string } {
  return { help: onAboutSite(aboutUrl, '/help'), blog: onAboutSite(aboutUrl, '/blog') };
}

/** The legal page for a path (trailing slash ignored), or undefined. */
export function legalPageForPath(path: string): LegalPage | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return LEGAL_PAGES.find((p) => p.path === clean);
}
