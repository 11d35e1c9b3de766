import { useEffect } from 'react';
import { rootFontSize } from '@/lib/layout/root-font';

/** Keeps <html> font-size on the root-font rule as the window resizes. */
export function useRootFontSize(): void {
  useEffect(() => {
    const apply = () => {
      document.documentElement.style.fontSize = `${rootFontSize(window.innerWidth)}px`;
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);
}
