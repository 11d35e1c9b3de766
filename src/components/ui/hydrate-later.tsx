import { Suspense, type ReactNode } from 'react';

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
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
