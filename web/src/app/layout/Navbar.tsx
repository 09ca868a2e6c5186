import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import {
  AppBar,
  Box,
  Button,
  IconButton,
  Skeleton,
  Stack,
  Toolbar,
  useScrollTrigger,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { useUser } from '../../lib/auth-user';
import { useI18n } from '../../lib/i18n';
import { STICKY_NAVBAR_THRESHOLD_PX } from '@meramot/domain/constants';
import { PhotoAvatar } from '../../components/PhotoAvatar';
import { useLogout } from '../../features/auth/use-logout';
import { LazyNotificationBell } from '../../features/notifications/LazyNotificationBell';
import { useColorMode } from '../theme';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { MAIN_LINKS } from './nav-links';

const NavDrawer = lazy(() => import('./NavDrawer'));
// Only signed-in users see the Dashboard; visitors never load its code.
const DashboardMenu = lazy(() =>
  import('./DashboardMenu').then((module) => ({ default: module.DashboardMenu })),
);

/**
 * docs/product.md §2's navigation bar: Home, Services and About Us; Dashboard when signed in; the theme
 * toggle; Login, or the user's photo and Logout. Sticky with blur past 50 px of scroll; on small
 * screens the links move into a drawer.
 */
export function Navbar() {
  const scrolled = useScrollTrigger({
    disableHysteresis: true,
    threshold: STICKY_NAVBAR_THRESHOLD_PX,
  });
  const auth = useUser();
  const currentUser = auth.status === 'success' ? auth.data : null;
  const signedIn = currentUser !== null;
  // Until Auth answers, the controls of the user it most likely restores hold their places,
  // unseen, so the bar does not shift when they arrive (no tap lands on a moved control).
  const expectSignedIn = auth.status === 'loading' ? auth.storedUser === true : signedIn;
  const { mode, toggle } = useColorMode();
  const { t } = useI18n();
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);
  const [drawer, setDrawer] = useState<'never' | 'open' | 'closed'>('never');

  const onLogout = () => {
    setLoggingOut(true);
    logout().finally(() => setLoggingOut(false));
  };

  const switchTheme = t(mode === 'light' ? 'nav.themeToDark' : 'nav.themeToLight');

  return (
    <AppBar
      position={scrolled ? 'sticky' : 'relative'}
      color="inherit"
      elevation={scrolled ? 4 : 0}
      data-sticky={scrolled ? 'true' : 'false'}
      sx={(theme) => ({
        top: 0,
        bgcolor: scrolled
          ? alpha(theme.palette.background.paper, 0.72)
          : theme.palette.background.paper,
        backdropFilter: scrolled ? 'blur(12px)' : 'none',
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Toolbar
        component="nav"
        aria-label={t('nav.main')}
        sx={{ gap: 1, maxWidth: 1280, width: '100%', mx: 'auto' }}
      >
        <Brand />
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', ml: 4 }}
        >
          {MAIN_LINKS.map((item) => (
            <Button
              key={item.to}
              component={NavLink}
              to={item.to}
              end={item.to === '/'}
              color="inherit"
              sx={{
                fontWeight: 600,
                '&.active': { color: 'primary.main', boxShadow: 'inset 0 -2px 0 currentColor' },
              }}
            >
              {t(item.label)}
            </Button>
          ))}
          {expectSignedIn &&
            (signedIn ? (
              <Suspense fallback={<DashboardPlaceholder label={t('nav.dashboard')} />}>
                <DashboardMenu />
              </Suspense>
            ) : (
              <DashboardPlaceholder label={t('nav.dashboard')} />
            ))}
        </Stack>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitch sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
        <IconButton color="inherit" onClick={toggle} aria-label={switchTheme} title={switchTheme}>
          {mode === 'light' ? (
            <DarkModeOutlinedIcon aria-hidden />
          ) : (
            <LightModeOutlinedIcon aria-hidden />
          )}
        </IconButton>
        {currentUser ? (
          <>
            <LazyNotificationBell
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
              placeholder={<BellPlaceholder />}
            />
            <PhotoAvatar
              src={currentUser.photoURL ?? undefined}
              alt={currentUser.displayName || currentUser.email || t('nav.profilePhoto')}
              title={currentUser.displayName ?? undefined}
              sx={{ width: 38, height: 38 }}
            />
            <Button
              variant="outlined"
              onClick={onLogout}
              disabled={loggingOut}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t('nav.logout')}
            </Button>
          </>
        ) : expectSignedIn ? (
          // Auth is restoring a user: the bell's, photo's and Logout's places.
          <>
            <BellPlaceholder />
            <Skeleton variant="circular" width={38} height={38} />
            <Button
              variant="outlined"
              tabIndex={-1}
              aria-hidden
              sx={{ display: { xs: 'none', sm: 'inline-flex' }, visibility: 'hidden' }}
            >
              {t('nav.logout')}
            </Button>
          </>
        ) : (
          <Button
            variant="contained"
            component={RouterLink}
            to="/login"
            // Shown from the first paint: a visitor (no stored user) is the likely answer.
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {t('nav.login')}
          </Button>
        )}
        <IconButton
          color="inherit"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={drawer === 'open' ? 'true' : 'false'}
          onClick={() => setDrawer('open')}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon aria-hidden />
        </IconButton>
      </Toolbar>
      {drawer !== 'never' && (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawer === 'open'}
            onClose={() => setDrawer('closed')}
            signedIn={signedIn}
            onLogout={onLogout}
            loggingOut={loggingOut}
          />
        </Suspense>
      )}
    </AppBar>
  );
}

/** The Dashboard button's place while its code (or Auth) loads: the same button, unseen. */
function DashboardPlaceholder({ label }: { label: string }) {
  return (
    <Button
      color="inherit"
      tabIndex={-1}
      aria-hidden
      endIcon={<ExpandMoreIcon />}
      sx={{ fontWeight: 600, visibility: 'hidden' }}
    >
      {label}
    </Button>
  );
}

/** The bell's place (an icon button's 40 px) until its code loads. */
function BellPlaceholder() {
  return (
    <Box
      aria-hidden
      sx={{ display: { xs: 'none', sm: 'inline-flex' }, width: 40, height: 40, flexShrink: 0 }}
    />
  );
}
