/**
 * The footer's static content (SPEC.md §1). The contact details and the profile links are the
 * company's to fill in before launch: the spec leaves them as {phone} and {email}.
 */
import type { NavItem } from './nav-links';

export const FOOTER_SERVICES = [
  'Electrical Work',
  'Plumbing Work',
  'Deep Cleaning',
  'Painting and Polishing',
] as const;

export const USE_LINKS: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'About Us', to: '/aboutUs' },
  { label: 'Manage Service', to: '/manageService' },
];

export const FOOTER_CONTACT = {
  phones: ['+880 1700-000001', '+880 1800-000002'],
  email: 'support@meramot.test',
  street: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
} as const;

export const FOOTER_SOCIAL = {
  facebook: 'https://www.facebook.com/',
  github: 'https://github.com/',
} as const;
