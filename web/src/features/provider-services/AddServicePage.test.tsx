import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUser } from '../../lib/auth-user';
import type { Firestore } from 'firebase/firestore';
import { refusal } from '@meramot/domain/refusal';
import { RefusedError } from '../../lib/refused-error';
import AddServicePage from './AddServicePage';
import { addService } from './provider-services-data';
import { provider, renderWithProviders } from './test-utils';

const appDb = vi.hoisted(() => ({ name: 'the app database' }) as unknown as Firestore);
vi.mock('../../lib/auth-user', () => ({ useUser: vi.fn(), useIsAdmin: () => false }));
vi.mock('../../lib/firestore', () => ({ useFirestore: () => appDb }));
vi.mock('./provider-services-data', () => ({ addService: vi.fn() }));

/** The app's phone prompt: the profile has a number unless a test says otherwise. */
const requestPhone = vi.fn<() => Promise<boolean>>();

const valid = {
  image: 'https://example.com/fan.png',
  name: 'Ceiling Fan Installation',
  area: 'Mirpur, Dhaka',
  price: '600',
  description: 'Installation of ceiling fans with regulator fitting and safe wiring.',
  category: 'electrical',
  district: 'Dhaka',
};

/**
 * Types into the fields (change events: formik reads name and value, as from typing), picks the
 * category and the district (by typing its name into the searchable list, then choosing it).
 */
async function fill(values: Partial<typeof valid>) {
  const user = userEvent.setup();
  const set = (label: RegExp, value: string | undefined) => {
    if (value !== undefined) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  };
  set(/^Service Image URL/, values.image);
  set(/^Service Name/, values.name);
  set(/^Service Area/, values.area);
  set(/^Service Price/, values.price);
  set(/^Description/, values.description);
  set(/^Category/, values.category);
  if (values.district !== undefined) {
    await user.type(screen.getByRole('combobox', { name: /^District/ }), values.district);
    const options = screen.getByRole('listbox');
    await user.click(within(options).getByRole('option', { name: values.district }));
  }
  return user;
}

// Typing into the searchable district list is slow in jsdom; on a busy machine past 5 s.
describe('AddServicePage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(useUser).mockReturnValue({ status: 'success', data: provider } as ReturnType<
      typeof useUser
    >);
    vi.mocked(addService).mockReset();
    requestPhone.mockReset().mockResolvedValue(true);
  });

  it('asks for a mobile number first, and lists nothing when it is refused', async () => {
    requestPhone.mockResolvedValue(false);
    renderWithProviders(<AddServicePage requestPhone={requestPhone} />);
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    await waitFor(() => expect(requestPhone).toHaveBeenCalledTimes(1));
    expect(addService).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Service Name/)).toHaveValue(valid.name);
  });

  it('has the seven fields, Reset and Add Service', () => {
    renderWithProviders(<AddServicePage requestPhone={requestPhone} />);
    expect(screen.getByRole('heading', { name: 'Add a Service' })).toBeInTheDocument();
    for (const label of [
      /^Service Image URL/,
      /^Service Name/,
      /^Service Area/,
      /^Service Price/,
      /^Description/,
      /^Category/,
      /^District/,
    ]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/^Service Price/)).toHaveAttribute('inputmode', 'decimal');
    const categories = within(screen.getByRole('combobox', { name: /^Category/ }));
    expect(categories.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a category',
      'Electrical',
      'Plumbing',
      'Deep Cleaning',
      'Painting & Polishing',
      'Carpentry',
      'Appliance Repair',
      'Pest Control',
      'Other',
    ]);
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Service' })).toBeInTheDocument();
  });

  it('shows every required message', async () => {
    renderWithProviders(<AddServicePage requestPhone={requestPhone} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByText('Service image is required')).toBeInTheDocument();
    expect(screen.getByText('Service name is required')).toBeInTheDocument();
    expect(screen.getByText('Service area is required')).toBeInTheDocument();
    expect(screen.getByText('Service Price is required')).toBeInTheDocument();
    expect(screen.getByText('Service description is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('District is required')).toBeInTheDocument();
    expect(addService).not.toHaveBeenCalled();
  });

  it("refuses a price under 50 with 'Minimum price 50'", async () => {
    renderWithProviders(<AddServicePage requestPhone={requestPhone} />);
    const user = await fill({ ...valid, price: '49' });
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByText('Minimum price 50')).toBeInTheDocument();
    expect(addService).not.toHaveBeenCalled();
  });

  it('writes the service with a numeric price, toasts success and clears the form', async () => {
    vi.mocked(addService).mockResolvedValue('new-id');
    renderWithProviders(<AddServicePage requestPhone={requestPhone} />);
    // Typed with a Bangla keyboard's digits: read as 50.
    const user = await fill({ ...valid, price: '৫০' });
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByText('Service Added Successfully')).toBeInTheDocument();
    expect(addService).toHaveBeenCalledWith(
      appDb,
      provider,
      {
        serviceImgURL: valid.image,
        serviceName: valid.name,
        serviceArea: valid.area,
        servicePrice: 50,
        description: valid.description,
        category: 'electrical',
        district: 'dhaka',
      },
      expect.stringMatching(/^[0-9a-f]{32}$/),
      false,
    );
    await waitFor(() => expect(screen.getByLabelText(/^Service Name/)).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: /^District/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('');
  });

  it('shows the e-mail address on the listing only when ticked, and only a verified one', async () => {
    vi.mocked(addService).mockResolvedValue('new-id');
    const { unmount } = renderWithProviders(<AddServicePage requestPhone={requestPhone} />);
    const user = await fill(valid);
    await user.click(screen.getByLabelText('Show my e-mail address on this listing'));
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByText('Service Added Successfully')).toBeInTheDocument();
    expect(vi.mocked(addService).mock.calls[0]?.[4]).toBe(true);
    unmount();

    vi.mocked(useUser).mockReturnValue({
      status: 'success',
      data: { ...provider, emailVerified: false },
    } as ReturnType<typeof useUser>);
    renderWithProviders(<AddServicePage requestPhone={requestPhone} />);
    expect(screen.queryByLabelText('Show my e-mail address on this listing')).toBeNull();
  });

  it("toasts 'Service Added Failed' when the write fails and keeps the input", async () => {
    vi.mocked(addService).mockRejectedValue(new Error('permission-denied'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<AddServicePage requestPhone={requestPhone} />);
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByText('Service Added Failed')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Service Name/)).toHaveValue(valid.name);
  });

  it("says when the hour's listings are used up (rateLimited)", async () => {
    vi.mocked(addService).mockRejectedValue(
      new RefusedError(refusal('rateLimited', { minutes: 12 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<AddServicePage requestPhone={requestPhone} />);
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(
      await screen.findByText('Too many requests of this kind: try again in 12 minutes'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Service Added Failed')).toBeNull();
  });

  it('adds again under the same id after a failure, and under a new one once changed', async () => {
    vi.mocked(addService)
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValueOnce('new-id');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<AddServicePage requestPhone={requestPhone} />);
    const user = await fill(valid);
    const add = () => user.click(screen.getByRole('button', { name: 'Add Service' }));
    await add();
    await waitFor(() => expect(addService).toHaveBeenCalledTimes(1));
    await add();
    await waitFor(() => expect(addService).toHaveBeenCalledTimes(2));
    await user.type(screen.getByLabelText(/^Service Name/), ' Plus');
    await add();
    expect(await screen.findByText('Service Added Successfully')).toBeInTheDocument();
    const ids = vi.mocked(addService).mock.calls.map((call) => call[3]);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it("says plainly that it is offline, writes nothing and toasts 'Service Added Failed'", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<AddServicePage requestPhone={requestPhone} />);
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByText('Service Added Failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You are offline: the service was not saved. Check your connection and try again.',
      ),
    ).toBeVisible();
    expect(addService).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add Service' })).toBeEnabled();
    expect(screen.getByLabelText(/^Service Name/)).toHaveValue(valid.name);
  });

  it('Reset clears the fields and the messages', async () => {
    renderWithProviders(<AddServicePage requestPhone={requestPhone} />);
    const user = await fill({ name: 'Half typed' });
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByText('Service image is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText(/^Service Name/)).toHaveValue('');
    expect(screen.queryByText('Service image is required')).not.toBeInTheDocument();
  });

  it('writes once however often the form is sent', async () => {
    let finish: (id: string) => void = () => undefined;
    vi.mocked(addService).mockReturnValue(
      new Promise<string>((resolve) => {
        finish = resolve;
      }),
    );
    renderWithProviders(<AddServicePage requestPhone={requestPhone} />);
    await fill(valid);
    const form = screen.getByRole('form', { name: 'Add Service' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Service' })).toBeDisabled());
    fireEvent.submit(form);
    finish('new-id');
    expect(await screen.findByText('Service Added Successfully')).toBeInTheDocument();
    expect(addService).toHaveBeenCalledTimes(1);
  });
});
