import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { SCROLL_ANIMATION_OFFSET_PX } from '@meramot/domain/constants';
import { useReducedMotion } from './use-reduced-motion';

/**
 * The scroll-in animation of docs/product.md §9: content fades up once its top is 200 px inside the
 * viewport, and only the first time. With prefers-reduced-motion, or without
 * IntersectionObserver, it is simply shown. Hidden content stays readable by screen readers.
 */
export function Reveal({ children, delayMs = 0 }: { children: ReactNode; delayMs?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const shown = seen || reducedMotion;

  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    // A viewport shorter than twice the offset would never trigger; use no offset there.
    const offset =
      window.innerHeight > SCROLL_ANIMATION_OFFSET_PX * 2 ? SCROLL_ANIMATION_OFFSET_PX : 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${offset}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  return (
    <Box
      ref={ref}
      data-revealed={shown ? 'true' : 'false'}
      sx={{
        opacity: shown ? 1 : 0,
        transform: shown ? 'none' : 'translateY(32px)',
        transition: reducedMotion
          ? 'none'
          : `opacity 700ms ease ${delayMs}ms, transform 700ms ease ${delayMs}ms`,
      }}
    >
      {children}
    </Box>
  );
}
