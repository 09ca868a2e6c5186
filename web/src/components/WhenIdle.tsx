import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Renders its children once the browser is first idle after the page has loaded, for work that
 * must happen but must not compete with the page's own code and data (without
 * requestIdleCallback, a second after mounting).
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: 5000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 1000);
    return () => clearTimeout(timer);
  }, []);
  return idle ? <>{children}</> : null;
}
