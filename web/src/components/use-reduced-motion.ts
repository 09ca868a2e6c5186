import { useMediaQuery } from '@mui/material';

/** True when the person asked the system for less motion (prefers-reduced-motion: reduce). */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
}
