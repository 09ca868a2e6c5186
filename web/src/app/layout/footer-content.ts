/**
 * The footer's static content (docs/product.md §1). The contact details and the profile links are the
 * company's to fill in before launch: the spec leaves them as {phone} and {email}.
 */
import type { MessageKey } from '../../lib/i18n';
import type { NavItem } from './nav-links';

export const FOOTER_SERVICES: readonly MessageKey[] = [
  'footer.electricalWork',
  'footer.plumbingWork',
  'footer.deepCleaning',
  'footer.paintingPolishing',
];

export const USE_LINKS: readonly NavItem[] = [
  { label: 'nav.home', to: '/' },
  { label: 'nav.services', to: '/services' },
  { label: 'nav.aboutUs', to: '/aboutUs' },
  { label: 'nav.manageService', to: '/manageService' },
];

/** The privacy policy and terms a person accepts on signing up (domain/src/legal.ts). */
export const LEGAL_LINKS: readonly NavItem[] = [
  { label: 'footer.privacy', to: '/privacy' },
  { label: 'footer.terms', to: '/terms' },
];

export const FOOTER_CONTACT = {
  phones: ['+880 1700-000001', '+880 1800-000002'],
  email: 'support@meramot.test',
} as const;

export const FOOTER_SOCIAL = {
  facebook: 'https://www.facebook.com/',
  github: 'https://github.com/',
} as const;
