import { startTransition, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { NavigationType, UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import { isHydrated } from '@/lib/layout/hydration';
import styles from './hydrate-later.module.less';

/**
 * What a visitor meets below the first screen (the footer, a page's later sections). React
 * hydrates a Suspense boundary's prerendered content in a pass of its own, after the rest of the
 * page has committed (selective hydration): on a slow phone the header and the first screen answer
 * sooner, and the ready mark and the replay of early presses (src/app/root-layout.tsx) do not wait
 * for the footer. A press inside before that pass makes React hydrate the boundary at once and
 * then answers it. Nothing inside may suspend but on a page's later part (src/app/page-data.ts),
 * which a visit within the app loads with the page: the boundary would show nothing until it
 * resolved (it has no fallback). On a first visit a later part comes after hydration, and React
 * hydrates the boundary then; a press on a button inside before that would be dropped, so a later
 * part has links and static content only.
 *
 * On a visit within the app that opens a page at its top, the part renders just after the page's
 * first screen has been painted (`useRenderedAfterFirstScreen`).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const held = useRenderedAfterFirstScreen();
  return <Suspense>{held ? <div className={styles.held} /> : children}</Suspense>;
}

/**
 * Whether the part waits for the next render: true on the first render of a page the visitor
 * moved to within the app (a tap on a link opens it at its top), so the tap shows the new page's
 * first screen without waiting for the parts below it (on a slow phone, a model page's later
 * part is about as much rendering as its first screen). Never while hydrating, and never where the
 * page must be laid out in full at once: back and forward (a place to return to below the first
 * screen) or an address with a hash (a place on the page to scroll to).
 */
function useRenderedAfterFirstScreen(): boolean {
  // The context rather than useNavigationType, which throws outside a router (a part rendered on
  // its own, as in tests): there nothing is held.
  const type = useContext(LocationContext)?.navigationType;
  const [held, setHeld] = useState(
    () =>
      isHydrated() && type !== undefined && type !== NavigationType.Pop && !window.location.hash,
  );
  useEffect(() => {
    // After the commit's paint (a transition's passive effects wait for it), in a transition of
    // its own that yields to the browser.
    if (held) startTransition(() => setHeld(false));
  }, [held]);
  return held;
}
