import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Service } from '@meramot/domain/entities';
import { makeService } from '../features/services/test-fixtures';
import BookServiceFlow from './BookServiceFlow';

const requestPhone = vi.hoisted(() => vi.fn<() => Promise<boolean>>());
vi.mock('../features/profile/PhonePrompt', () => ({
  usePhonePrompt: () => ({ requestPhone, prompt: null }),
}));
vi.mock('../lib/firestore', () => ({ useFirestore: () => ({}) }));
vi.mock('../lib/auth-user', () => ({ useUser: () => ({ status: 'success', data: null }) }));
vi.mock('../features/bookings/BookServiceDialog', () => ({
  BookServiceDialog: ({ service, open }: { service: Service; open: boolean }) =>
    open ? (
      <div role="dialog" aria-label="Book Service">
        {service.provider.service.serviceName}
      </div>
    ) : null,
}));

const service = makeService('wiring');

describe('BookServiceFlow', () => {
  beforeEach(() => requestPhone.mockReset());

  it('opens Book Service once the profile has a number', async () => {
    requestPhone.mockResolvedValue(true);
    const onClose = vi.fn();
    render(<BookServiceFlow service={service} open onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Book Service' })).toBeInTheDocument();
    expect(requestPhone).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes without booking when the number is refused', async () => {
    requestPhone.mockResolvedValue(false);
    const onClose = vi.fn();
    render(<BookServiceFlow service={service} open onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Book Service' })).not.toBeInTheDocument();
  });

  it('asks once per opening, however often it renders', async () => {
    requestPhone.mockResolvedValue(true);
    const { rerender } = render(<BookServiceFlow service={service} open onClose={() => {}} />);
    await screen.findByRole('dialog', { name: 'Book Service' });
    rerender(<BookServiceFlow service={service} open onClose={() => {}} />);
    rerender(<BookServiceFlow service={service} open onClose={() => {}} />);
    expect(requestPhone).toHaveBeenCalledTimes(1);
  });
});
