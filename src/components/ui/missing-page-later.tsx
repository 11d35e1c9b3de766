import { lazy, Suspense } from 'react';
import type { MissingPageProps } from './missing-page';

const MissingPage = lazy(() =>
  import('./missing-page').then((module) => ({ default: module.MissingPage })),
);

/**
 * MissingPage for a page that shows it only for an address with nothing behind it (an unknown
 * model or case): its code and the series cards it offers are no part of that page's first visit
 * (2.6 KB of brotli and two requests on a model page's slow line), and load once needed.
 */
export function MissingPageLater(props: MissingPageProps) {
  return (
    <Suspense fallback={<main id="main" />}>
      <MissingPage {...props} />
    </Suspense>
  );
}
