import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { matchesPrerender } from '@/app/prerendered';
import { createAppRouter } from '@/app/router';

const container = document.getElementById('root')!;
// Hydrate the prerendered HTML when it was rendered for this URL; otherwise (SPA fallback) render afresh.
const hydrate = matchesPrerender(container.dataset.prerendered, window.location);

function start(router: Awaited<ReturnType<typeof createAppRouter>>) {
  const app = (
    <StrictMode>
      <App router={router} />
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
// matching the URL and building the router (React Router's first route matching compiles and
// ranks every route); starting the root.
setTimeout(() => void createAppRouter().then((router) => setTimeout(() => start(router), 0)), 0);
