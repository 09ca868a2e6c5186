import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { User } from 'firebase/auth';
import type { Booking, ListedService } from '@meramot/domain/entities';
import { DialogProvider } from '../../components/dialogs/DialogProvider';

export function renderWithProviders(element: ReactElement) {
  return render(
    <SnackbarProvider>
      <DialogProvider>{element}</DialogProvider>
    </SnackbarProvider>,
  );
}

export const customer = {
  uid: 'farhana-uid',
  email: 'farhana@meramot.test',
  displayName: 'Farhana Islam',
  photoURL: null,
} as User;

export const providerUser = {
  uid: 'rahim-uid',
  email: 'rahim@meramot.test',
  displayName: 'Rahim Uddin',
  photoURL: null,
} as User;

/** Listed by providerUser: its providerUid is theirs. */
export const service: ListedService = {
  _id: 'wiring',
  providerUid: 'rahim-uid',
  provider: {
    name: 'Rahim Uddin',
    email: 'rahim@meramot.test',
    photoURL: '/images/avatars/provider-1.svg',
    service: {
      serviceImgURL: '/images/services/electrical.svg',
      serviceName: 'House Wiring & Electrical Repair',
      serviceArea: 'Dhanmondi, Dhaka',
      servicePrice: 1500,
      description: 'Full house wiring checks.',
      category: 'electrical',
      district: 'dhaka',
    },
  },
};

export function makeBooking(id: string, overrides: Partial<Booking> = {}): Booking {
  return {
    _id: id,
    serviceId: 'wiring',
    serviceName: `Booked ${id}`,
    serviceImg: '/images/services/electrical.svg',
    pEmail: 'rahim@meramot.test',
    pName: 'Rahim Uddin',
    uEmail: 'farhana@meramot.test',
    uName: 'Farhana Islam',
    uPhone: '01511000004',
    pPhone: '+8801711000001',
    sDate: '2030-05-01T10:00:00.000Z',
    timeWindow: 'evening',
    provideArea: 'Mirpur 10, Dhaka',
    price: 1500,
    serviceStatus: 'pending',
    ...overrides,
  };
}

/** Open and finished bookings in no order: both dashboards list them as OPEN_WORK_FIRST says. */
export const MIXED_WORK: Booking[] = [
  makeBooking('declined', {
    serviceName: 'Declined Job',
    serviceStatus: 'Declined',
    sDate: '2030-05-02T10:00:00.000Z',
  }),
  makeBooking('completed', {
    serviceName: 'Completed Job',
    serviceStatus: 'Completed',
    sDate: '2030-04-02T10:00:00.000Z',
  }),
  makeBooking('later', {
    serviceName: 'Later Job',
    serviceStatus: 'pending',
    sDate: '2030-05-09T10:00:00.000Z',
  }),
  makeBooking('working', {
    serviceName: 'Working Job',
    serviceStatus: 'Working',
    sDate: '2030-05-03T10:00:00.000Z',
  }),
  makeBooking('soonest', {
    serviceName: 'Soonest Job',
    serviceStatus: 'Pending',
    sDate: '2030-05-01T10:00:00.000Z',
  }),
];

/** Open work first, soonest first; finished work after, latest first. */
export const OPEN_WORK_FIRST = [
  'Soonest Job',
  'Working Job',
  'Later Job',
  'Declined Job',
  'Completed Job',
];

/** The English texts of a failed booking and a failed status change (en.json). */
export const BOOKING_FAILED_MESSAGE = 'Could not book the service. Please try again.';
export const STATUS_CHANGE_FAILED = 'Could not change the status. Please try again.';
