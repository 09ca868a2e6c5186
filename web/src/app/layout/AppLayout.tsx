import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Box } from '@mui/material';
import { useI18n } from '../../lib/i18n';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** Every page: a skip link, the navigation bar, the screen, the footer. */
export function AppLayout() {
  const { t } = useI18n();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -100,
          zIndex: 'tooltip',
          bgcolor: 'background.paper',
          color: 'primary.main',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('nav.skipToMain')}
      </Box>
      <Navbar />
      {/* At least a screen tall, so the footer starts below the fold: a screen that grows as
          its data arrives (a spinner, then the list) never pushes a visible footer down. */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, outline: 'none', minHeight: '100vh' }}
      >
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
