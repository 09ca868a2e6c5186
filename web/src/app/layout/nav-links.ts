/** The navigation of docs/product.md §2: always-shown links and the signed-in Dashboard items. */
import type { MessageKey } from '../../lib/i18n';

export interface NavItem {
  /** The link's text in the catalogues. */
  label: MessageKey;
  to: string;
}

export const MAIN_LINKS: readonly NavItem[] = [
  { label: 'nav.home', to: '/' },
  { label: 'nav.services', to: '/services' },
  { label: 'nav.aboutUs', to: '/aboutUs' },
];

export const DASHBOARD_LINKS: readonly NavItem[] = [
  { label: 'nav.addService', to: '/addService' },
  { label: 'nav.manageService', to: '/manageService' },
  { label: 'nav.bookedService', to: '/bookedServices' },
  { label: 'nav.serviceToDo', to: '/serviceToDo' },
  { label: 'nav.mySchedule', to: '/mySchedule' },
  { label: 'nav.earnings', to: '/earnings' },
  { label: 'nav.appointment', to: '/appointment' },
  { label: 'nav.myProfile', to: '/profile' },
];

/** Shown in the Dashboard menu to admins only (their token's claim admin). */
export const ADMIN_LINKS: readonly NavItem[] = [{ label: 'nav.adminMoney', to: '/admin/money' }];

/** The Dashboard items this user sees. */
export const dashboardLinks = (admin: boolean | null): readonly NavItem[] =>
  admin === true ? [...DASHBOARD_LINKS, ...ADMIN_LINKS] : DASHBOARD_LINKS;
