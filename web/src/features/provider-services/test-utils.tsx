import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { User } from 'firebase/auth';
import type { Service } from '@meramot/domain/entities';
import { DialogProvider } from '../../components/dialogs/DialogProvider';

export function renderWithProviders(element: ReactElement) {
  return render(
    <SnackbarProvider>
      <DialogProvider>{element}</DialogProvider>
    </SnackbarProvider>,
  );
}

export const provider = {
  uid: 'rahim-uid',
  email: 'rahim@meramot.test',
  displayName: 'Rahim Uddin',
  photoURL: '/images/avatars/provider-1.svg',
  emailVerified: true,
} as User;

export function makeService(id: string, overrides: Partial<Service['provider']['service']> = {}) {
  return {
    _id: id,
    provider: {
      name: provider.displayName ?? '',
      email: provider.email ?? '',
      photoURL: provider.photoURL ?? '',
      service: {
        serviceImgURL: '/images/services/electrical.svg',
        serviceName: `Service ${id}`,
        serviceArea: 'Dhanmondi, Dhaka',
        servicePrice: 1500,
        description: 'Full house wiring checks, faulty switch and socket replacement.',
        category: 'electrical',
        district: 'dhaka',
        ...overrides,
      },
    },
  } satisfies Service;
}
