import { Suspense, type ReactNode } from 'react';
import { useLoadedAfterHydration } from '@/hooks/use-loaded-after-hydration';
import { IslandBoundary } from './island-boundary';
import { failedNote } from './island-failed';

interface AfterHydrationProps {
  /** The dynamic import behind the lazy `children` (made with retryableLazy). */
  load: () => Promise<unknown>;
  /** Shown in the prerendered page, while hydrating and until the island has rendered. */
  loading: ReactNode;
  /** The island as the visitor knows it (询价表单), for the note when it does not arrive. */
  what: string;
  children: ReactNode;
}

/**
 * A lazy island (a form and its antd) that loads and renders only once the page has hydrated. When
 * it does not arrive, it says so in its place with 重试; the rest of the page stays.
 */
export function AfterHydration({ load, loading, what, children }: AfterHydrationProps) {
  const loaded = useLoadedAfterHydration(load);
  if (!loaded) return loading;
  return (
    <IslandBoundary fallback={failedNote(what)}>
      <Suspense fallback={loading}>{children}</Suspense>
    </IslandBoundary>
  );
}
