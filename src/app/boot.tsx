import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { matchesPrerender } from '@/app/prerendered';
import { loadPagesAt } from '@/app/router';
import { ROOT_PRERENDERED } from '@/config/start-up';

const container = document.getElementById('root')!;
// Hydrate the prerendered HTML when it was rendered for this URL; otherwise (SPA fallback) render afresh.
const hydrate = matchesPrerender(container.dataset[ROOT_PRERENDERED], window.location);

function start() {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Hydrating (or rendering) in a transition lets React yield to the browser every few
  // milliseconds instead of doing the whole page in one long task; the prerendered page, or the
  // app shell of an app-only page, stays on screen meanwhile.
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

// A promise rather than top-level await: older in-app browsers (WeChat's) lack the latter. Three
// tasks, each short on a slow phone: evaluating this module graph (React, the router, the shell);
// matching the URL (React Router's first route matching compiles and ranks every route) and
// loading its page; starting the root. If the page's files fail, a prerendered page stays as it
// is, readable, and `started` rejects: src/main.tsx says why its buttons do not answer. An app-only
// shell starts anyway and shows the page's error with 重新加载.
export const started: Promise<void> = new Promise((resolve) => setTimeout(resolve, 0))
  .then(() => loadPagesAt(window.location.pathname, { later: hydrate ? 'start' : 'await' }))
  .catch((error: unknown) => {
    if (hydrate) throw error;
  })
  .then(() => void setTimeout(start, 0));
