/**
 * docs/product.md §8's toasts, alerts and empty states, letter for letter, for the tests that read them
 * on screen. Refusals (§5's validation messages among them) are codes: refusal.ts.
 */

export const TOAST_MESSAGES = {
  loginSuccess: 'Success! User Logged Successfully',
  loginFailed: 'Ops! Your email or password incorrect',
  registerSuccess: 'Success: Account Register Successfully',
  registerFailed: 'Ops: Account Register Failed',
  serviceAdded: 'Service Added Successfully',
  serviceAddFailed: 'Service Added Failed',
  serviceUpdated: 'Service Updated Successfully',
  serviceDeleted: 'Service Deleted Successfully',
  serviceDeleteCancelled: 'Service delete cancelled',
  serviceBooked: 'Service booked successfully',
  actionNotPermitted: 'Action not permitted',
  appointmentSent: 'Appointment send successfully',
  appointmentFailed: 'Appointment send Failed',
} as const;

export const ALERTS = {
  logoutSuccess: { title: 'Success', text: 'Account Logout Successfully' },
  logoutFailed: { title: 'Error', text: 'Failed to logout' },
} as const;

export const EMPTY_STATES = {
  services: 'No Service Available',
  managedServices: 'You have no services Added!',
  bookedServices: "You haven't booked any services yet.",
  serviceToDo: 'No booked services available',
  testimonialsLoading: 'Loading testimonials...',
  notFound: 'Oops! Page Not Found',
} as const;
