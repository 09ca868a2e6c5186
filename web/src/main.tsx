import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchAllServices } from './features/services/prefetch-all-services';

// All Services' list needs no code of the page to be asked for (app/routes.tsx: /services).
if (location.pathname === '/services') prefetchAllServices(location.search);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// As a transition, React renders the app in slices and yields to the browser in between, so
// the first render never blocks input for long on a slow phone.
startTransition(() => root.render(<App />));
