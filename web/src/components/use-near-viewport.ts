import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Whether the element has come within `marginPx` of the viewport (once true, it stays true), so a
 * section below the fold can load its data and code as the reader scrolls towards it rather than
 * with the page. Without IntersectionObserver it is near at once.
 */
export function useNearViewport<T extends Element>(marginPx = 600): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, marginPx]);

  return [ref, near];
}
