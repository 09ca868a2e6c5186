import { useMediaQuery, useTheme } from '@mui/material';

/**
 * True below the `sm` breakpoint (600 px): the dashboards show cards there and their tables from
 * tablet width up. Without matchMedia (jsdom) it is false, so the table shows.
 */
export function usePhoneLayout(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
