import { Suspense, type ReactNode } from 'react';
import { useLoadedAfterHydration } from '@/hooks/use-loaded-after-hydration';

interface AfterHydrationProps {
  /** The dynamic import behind the lazy `children`. */
  load: () => Promise<unknown>;
  /** Shown in the prerendered page, while hydrating and until the island has rendered. */
  loading: ReactNode;
  children: ReactNode;
}

/** A lazy island (a form and its antd) that loads and renders only once the page has hydrated. */
export function AfterHydration({ load, loading, children }: AfterHydrationProps) {
  const loaded = useLoadedAfterHydration(load);
  return loaded ? <Suspense fallback={loading}>{children}</Suspense> : loading;
}
