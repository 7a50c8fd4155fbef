import { Suspense, lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Spinner } from '@unfurl/ui-kit';

/*
 * The screens that wait for their route (issue #13): each feature is its own chunk, loaded when
 * its route first renders (or earlier, by `prefetchFeature`). The home page needs only the shell,
 * browse and the map; imagery (with its code editor and GIF encoder) and upload arrive on demand.
 * The account feature stays eager: its nav button and sign-in dialog are on every page (and a lib
 * is either lazy or static, never both: the module-boundaries lint).
 */

const FEATURES = {
  imagery: () => import('@unfurl/atlas-feature-imagery'),
  upload: () => import('@unfurl/atlas-feature-upload'),
} as const;

/** A feature loaded by its route. */
export type LazyFeature = keyof typeof FEATURES;

/** Starts loading a feature's chunk (e.g. on hover of its link); loading twice costs nothing. */
export function prefetchFeature(feature: LazyFeature): void {
  void FEATURES[feature]().catch(() => undefined);
}

/** A component of a feature's public API, loaded with that feature's chunk. */
function lazyScreen<F extends LazyFeature, P extends object>(
  feature: F,
  pick: (module: Awaited<ReturnType<(typeof FEATURES)[F]>>) => ComponentType<P>,
): ComponentType<P> {
  return lazy(async () => {
    const module = (await FEATURES[feature]()) as Awaited<ReturnType<(typeof FEATURES)[F]>>;
    return { default: pick(module) };
  });
}

export const SatellitesPanel = lazyScreen('imagery', (m) => m.SatellitesPanel);
export const ImagerySearchPanel = lazyScreen('imagery', (m) => m.ImagerySearchPanel);
export const UploadPanel = lazyScreen('upload', (m) => m.UploadPanel);

/** The drawer's placeholder while a screen's chunk loads. */
export function ScreenLoading() {
  return (
    <section className="atlas-panel" data-testid="screen-loading" aria-busy="true">
      <Spinner label="Loading" />
    </section>
  );
}

/** A lazy screen inside the drawer, with {@link ScreenLoading} until its chunk arrives. */
export function Deferred({ children }: { readonly children: ReactNode }) {
  return <Suspense fallback={<ScreenLoading />}>{children}</Suspense>;
}
