/** Base URL of the external about site that hosts terms, privacy, help and blog (2§2). */
export const ABOUT_SITE = 'https://about.unfurl.example';

/** The two satellite-imagery operators (fictional names; the spec leaves them unnamed). */
export const SATELLITE_OPERATORS = {
  /** The first tasking operator (`{operator-one}` in the spec). */
  operatorOne: { slug: 'aurora', name: 'Aurora Orbital' },
  /** The second operator, offering archive imagery (`{archive}` in the spec). */
  archive: { slug: 'terrarchive', name: 'TerrArchive' },
} as const;

/** One legal page: the in-app path and the external URL it redirects to. */
export interface LegalPage {
  readonly path: string;
  readonly url: string;
  readonly title: string;
}

/** The four legal pages and where each sends the whole page (R-134..R-137). */
export const LEGAL_PAGES: readonly LegalPage[] = [
  { path: '/terms', url: `${ABOUT_SITE}/#terms-of-service`, title: 'Terms of Service' },
  { path: '/privacy', url: `${ABOUT_SITE}/#privacy-policy`, title: 'Privacy Policy' },
  {
    path: `/${SATELLITE_OPERATORS.operatorOne.slug}-terms`,
    url: `${ABOUT_SITE}/${SATELLITE_OPERATORS.operatorOne.slug}-terms`,
    title: `${SATELLITE_OPERATORS.operatorOne.name} Terms`,
  },
  {
    path: `/${SATELLITE_OPERATORS.archive.slug}-terms`,
    url: `${ABOUT_SITE}/${SATELLITE_OPERATORS.archive.slug}-terms`,
    title: `${SATELLITE_OPERATORS.archive.name} Terms`,
  },
];

/** Text shown on a legal page while it redirects. */
export const REDIRECTING_TEXT = 'Redirecting...';

/** Help and blog pages on the about site. */
export const ABOUT_LINKS = {
  help: `${ABOUT_SITE}/help`,
  blog: `${ABOUT_SITE}/blog`,
} as const;

/** The legal page for a path (trailing slash ignored), or undefined. */
export function legalPageForPath(path: string): LegalPage | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return LEGAL_PAGES.find((p) => p.path === clean);
}
