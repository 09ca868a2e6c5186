import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startLanguage } from './lib/i18n';
import { prefetchAllServices } from './features/services/prefetch-all-services';

// All Services' list needs no code of the page to be asked for (app/routes.tsx: /services).
if (location.pathname === '/services') prefetchAllServices(location.search);

// All Services' own code is asked for now, while React starts, rather than when the router first
// renders the route (the chunk app/routes.tsx loads lazily). Home's is not: its hero comes with
// the app, and what is under it waits for the hero's first paint (app/HomeRoute.tsx).
// A failure here shows nowhere: the route's own import retries and reports it.
if (location.pathname === '/services') {
  import('./features/services/AllServicesPage').catch(() => undefined);
}

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
