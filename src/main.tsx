import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { matchesPrerender } from '@/app/prerendered';
import { createAppRouter } from '@/app/router';
import '@/styles/global.less';

const container = document.getElementById('root')!;
// Hydrate the prerendered HTML when it was rendered for this URL; otherwise (SPA fallback) render afresh.
const hydrate = matchesPrerender(container.dataset.prerendered, window.location);

// A promise rather than top-level await: older in-app browsers (WeChat's) lack the latter.
void createAppRouter().then((router) => {
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
