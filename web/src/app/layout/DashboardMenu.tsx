import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, ClickAwayListener, MenuItem, MenuList, Paper } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useIsAdmin } from '../../lib/auth-user';
import { useI18n } from '../../lib/i18n';
import { dashboardLinks } from './nav-links';

/** How the menu was opened: hover closes on leave; click and keyboard stay until dismissed. */
type Opened = false | 'hover' | 'click' | 'keyboard';

/**
 * docs/product.md §2's Dashboard dropdown: opens on hover or click, closes on leaving or choosing an
 * item. By keyboard it is a menu button: Enter, Space or ArrowDown open it on the first item,
 * ArrowUp on the last, arrows move, Escape closes it back onto the button, Tab leaves it.
 */
export function DashboardMenu() {
  const { t } = useI18n();
  const admin = useIsAdmin();
  const [opened, setOpened] = useState<Opened>(false);
  const [focusItem, setFocusItem] = useState<'first' | 'last' | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();

  useEffect(() => {
    if (opened && focusItem === 'last') {
      const items = menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
      items?.[items.length - 1]?.focus();
    }
  }, [opened, focusItem]);

  const close = () => {
    setOpened(false);
    setFocusItem(null);
  };
  const openByKeyboard = (item: 'first' | 'last') => {
    setOpened('keyboard');
    setFocusItem(item);
  };

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard activation (Enter / Space) is a click with no pointer detail.
    if (event.detail === 0) {
      if (opened) close();
      else openByKeyboard('first');
      return;
    }
    if (opened === 'hover') setOpened('click');
    else if (opened) close();
    else setOpened('click');
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openByKeyboard(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && opened) {
      close();
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      close();
    }
  };

  return (
    <ClickAwayListener onClickAway={() => opened && close()}>
      <Box
        sx={{ position: 'relative' }}
        onMouseEnter={() => !opened && setOpened('hover')}
        onMouseLeave={() => opened === 'hover' && close()}
        onBlur={(event) => {
          if (opened && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
        }}
      >
        <Button
          ref={buttonRef}
          id={buttonId}
          color="inherit"
          aria-haspopup="menu"
          aria-expanded={opened ? 'true' : 'false'}
          aria-controls={opened ? menuId : undefined}
          onClick={onButtonClick}
          onKeyDown={onButtonKeyDown}
          endIcon={
            <ExpandMoreIcon
              aria-hidden
              sx={{ transition: 'transform 150ms', transform: opened ? 'rotate(180deg)' : 'none' }}
            />
          }
          sx={{ fontWeight: 600 }}
        >
          {t('nav.dashboard')}
        </Button>
        {opened && (
          // The padding bridges the gap under the button so hovering down keeps it open.
          <Box sx={{ position: 'absolute', top: '100%', left: 0, pt: 0.5, zIndex: 'modal' }}>
            <Paper elevation={8} sx={{ minWidth: 210 }}>
              <MenuList
                id={menuId}
                aria-labelledby={buttonId}
                autoFocusItem={focusItem === 'first'}
                onKeyDown={onMenuKeyDown}
                ref={menuRef}
              >
                {dashboardLinks(admin).map((item) => (
                  <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={close}>
                    {t(item.label)}
                  </MenuItem>
                ))}
              </MenuList>
            </Paper>
          </Box>
        )}
      </Box>
    </ClickAwayListener>
  );
}
