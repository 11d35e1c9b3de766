import { Suspense } from 'react';
import type { RouteKey } from '@/config/routes';
import { IslandBoundary } from '@/components/ui/island-boundary';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { useCompareList } from './compare-list';
// The tray's styles stay in the shell, where they were: model and series pages share this module
// too, and a CSS module two chunks import becomes a chunk of its own (vite.config.ts), one more
// request for a model page's first visit.
import './compare.module.less';

/**
 * Where the tray would stand in the way: the comparison itself, the enquiry form (its submit is at
 * the bottom of the screen) and the planner's board.
 */
export const TRAY_HIDDEN_ON: ReadonlySet<string> = new Set([
  'compare',
  'inquiry',
  'planner',
] satisfies RouteKey[]);

// Its own chunk: no prerendered page shows the tray (the list is in the visitor's browser), so a
// first visit's files leave it out and a ticked model fetches it.
const CompareTray = retryableLazy(() =>
  import('./compare-tray').then(({ CompareTray: tray }) => ({ default: tray })),
);

/** The comparison tray (./compare-tray.tsx) while models are ticked; nothing if it fails to load. */
export function CompareTraySlot() {
  const models = useCompareList();
  if (models.length === 0) return null;
  return (
    <IslandBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <CompareTray />
      </Suspense>
    </IslandBoundary>
  );
}
