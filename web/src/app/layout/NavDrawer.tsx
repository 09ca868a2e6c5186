import { NavLink } from 'react-router-dom';
import {
  Box,
  Button,
  Divider,
  Drawer,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import type { NavItem } from './nav-links';
import { MAIN_LINKS, dashboardLinks } from './nav-links';
import { LazyNotificationBell } from '../../features/notifications/LazyNotificationBell';
import { useIsAdmin } from '../../lib/auth-user';
import { useI18n } from '../../lib/i18n';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  signedIn: boolean;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The navigation of small screens: loaded the first time the menu button is pressed. */
export default function NavDrawer({
  open,
  onClose,
  signedIn,
  onLogout,
  loggingOut,
}: NavDrawerProps) {
  const { t } = useI18n();
  const admin = useIsAdmin();
  const links = (items: readonly NavItem[]) =>
    items.map((item) => (
      <ListItemButton
        key={item.to}
        component={NavLink}
        to={item.to}
        end={item.to === '/'}
        onClick={onClose}
        sx={{ '&.active': { color: 'primary.main', fontWeight: 700, bgcolor: 'action.selected' } }}
      >
        <ListItemText primary={t(item.label)} />
      </ListItemButton>
    ));

  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('nav.mainMenu')} sx={{ width: 280 }}>
        <Box sx={{ p: 2 }} onClick={onClose}>
          <Brand size={32} />
        </Box>
        <Divider />
        <List>{links(MAIN_LINKS)}</List>
        {signedIn && (
          <>
            <Divider />
            <List subheader={<ListSubheader component="div">{t('nav.dashboard')}</ListSubheader>}>
              {links(dashboardLinks(admin))}
            </List>
            <Box sx={{ px: 1, pb: 1 }}>
              <LazyNotificationBell withLabel onNavigate={onClose} />
            </Box>
          </>
        )}
        <Divider />
        <Box sx={{ p: 2 }}>
          {signedIn ? (
            <Button
              fullWidth
              variant="outlined"
              disabled={loggingOut}
              onClick={() => {
                onClose();
                onLogout();
              }}
            >
              {t('nav.logout')}
            </Button>
          ) : (
            <Button fullWidth variant="contained" component={NavLink} to="/login" onClick={onClose}>
              {t('nav.login')}
            </Button>
          )}
        </Box>
        <Box sx={{ px: 2, pb: 2 }}>
          <LanguageSwitch fullWidth />
        </Box>
      </Box>
    </Drawer>
  );
}
