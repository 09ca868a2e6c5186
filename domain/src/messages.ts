/** Every user-facing message of SPEC.md §5 and §8, letter for letter. */

export const VALIDATION_MESSAGES = {
  serviceImgRequired: 'Service image is required',
  serviceNameRequired: 'Service name is required',
  serviceAreaRequired: 'Service area is required',
  servicePriceRequired: 'Service Price is required',
  descriptionRequired: 'Service description is required',
  categoryRequired: 'Category is required',
  districtRequired: 'District is required',
  minimumPrice: 'Minimum price 50',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  photoURLRequired: 'PhotoURL is required',
  passwordRule:
    'Password must be at least 6 characters long, include one uppercase letter, one lowercase letter, and one number',
} as const;

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
