import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Renders its children once the frame that first showed this component has painted: what they
 * load (lazy code, data) then never competes with what that frame paints, such as the page's
 * largest picture.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? <>{children}</> : null;
}
