import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startLanguage } from './lib/i18n';
import { prefetchAllServices } from './features/services/prefetch-all-services';

// All Services' list needs no code of the page to be asked for (app/routes.tsx: /services).
if (location.pathname === '/services') prefetchAllServices(location.search);

// The first screen's own code is asked for now, while React starts, rather than when the router
// first renders the route (the same chunks app/routes.tsx loads lazily).
const FIRST_SCREEN_CODE: Record<string, () => Promise<unknown>> = {
  '/': () => import('./app/HomeRoute'),
  '/services': () => import('./features/services/AllServicesPage'),
};
// A failure here shows nowhere: the route's own import retries and reports it.
FIRST_SCREEN_CODE[location.pathname]?.().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// As a transition, React renders the app in slices and yields to the browser in between, so
// the first render never blocks input for long on a slow phone. It waits for the reader's
// language: English is bundled (no wait), Bangla's catalogue is loaded first (if it cannot be,
// the app shows in English).
void startLanguage()
  .catch((error: unknown) => console.error(error))
  .then(() => startTransition(() => root.render(<App />)));
