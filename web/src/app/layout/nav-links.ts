/** The navigation of SPEC.md §2: always-shown links and the signed-in Dashboard items. */
export interface NavItem {
  label: string;
  to: string;
}

export const MAIN_LINKS: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'About Us', to: '/aboutUs' },
];

export const DASHBOARD_LINKS: readonly NavItem[] = [
  { label: 'Add Service', to: '/addService' },
  { label: 'Manage Service', to: '/manageService' },
  { label: 'Booked Service', to: '/bookedServices' },
  { label: 'Service ToDo', to: '/serviceToDo' },
  { label: 'Appointment', to: '/appointment' },
  { label: 'My Profile', to: '/profile' },
];
