import { useEffect } from 'react';
import { rootFontSize } from '@/lib/layout/root-font';

/**
 * Keeps <html> font-size on the root-font rule as the window resizes. The stylesheet states the
 * same rule in vw (src/styles/global.less), so where the browser follows it nothing is written: a
 * write, even of the same size, restyles the whole page (on a slow phone's main thread, at
 * hydration). The inline size is for a browser whose vw the rule does not hold in.
 */
export function useRootFontSize(): void {
  useEffect(() => {
    const root = document.documentElement;
    const apply = () => {
      const wanted = rootFontSize(window.innerWidth);
      const shown = parseFloat(getComputedStyle(root).fontSize);
      if (root.style.fontSize || !(Math.abs(shown - wanted) < 0.01))
        root.style.fontSize = `${wanted}px`;
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);
}
