import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import type { Booking } from '@meramot/domain/entities';
import type { Review } from '@meramot/domain/review';
import { refusal } from '@meramot/domain/refusal';
import { activateLanguage } from '../../lib/i18n';
import { BookingReview, RateBooking } from './RateBooking';
import { ReviewError } from './review-error';
import { rateBooking } from './reviews-data';

vi.mock('./reviews-data', () => ({ rateBooking: vi.fn() }));

const appDb = { name: 'the app database' } as unknown as Firestore;
const booking = {
  _id: 'completed-1',
  serviceId: 'tank',
  serviceName: 'Water Tank Cleaning',
  serviceStatus: 'Completed',
  uName: 'Farhana Islam',
} as Booking;

function renderRating(review?: Review) {
  render(
    <SnackbarProvider>
      <RateBooking db={appDb} uid="farhana-uid" booking={booking} review={review} />
    </SnackbarProvider>,
  );
}

/** Opens the dialog with the row's button; the dialog. */
async function openDialog(user = userEvent.setup()) {
  renderRating();
  await user.click(screen.getByRole('button', { name: 'Rate this service' }));
  return screen.findByRole('dialog', { name: 'Rate Water Tank Cleaning' });
}

/**
 * Chooses `count` stars with a click on its radio. Not user-event's click: its pointer moves
 * first, and MUI's Rating reads a hover from the star's size, which jsdom lays out as 0.
 */
function chooseStars(dialog: HTMLElement, count: number) {
  fireEvent.click(within(dialog).getByRole('radio', { name: `${count} Stars` }));
}

describe('BookingReview', () => {
  it('shows the stars the booking carries of its review, reading nothing of its own', () => {
    render(
      <SnackbarProvider>
        <BookingReview db={appDb} uid="farhana-uid" booking={{ ...booking, reviewStars: 3 }} />
      </SnackbarProvider>,
    );
    expect(screen.getByRole('img', { name: 'You rated 3 out of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate this service' })).not.toBeInTheDocument();
  });

  it('offers the rating while the booking carries no stars', () => {
    render(
      <SnackbarProvider>
        <BookingReview db={appDb} uid="farhana-uid" booking={booking} />
      </SnackbarProvider>,
    );
    expect(screen.getByRole('button', { name: 'Rate this service' })).toBeInTheDocument();
  });
});

describe('RateBooking', () => {
  beforeEach(() => {
    vi.mocked(rateBooking).mockReset();
  });
  afterEach(() => activateLanguage('en'));

  it('shows the stars given instead of the button once the booking is rated', () => {
    renderRating({ _id: booking._id, stars: 4 } as Review);
    expect(screen.getByRole('img', { name: 'You rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate this service' })).not.toBeInTheDocument();
  });

  it('asks for stars before anything is sent', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(within(dialog).getByText('Choose from 1 to 5 stars')).toBeInTheDocument();
    expect(rateBooking).not.toHaveBeenCalled();
    // Choosing stars clears the message.
    chooseStars(dialog, 3);
    expect(within(dialog).queryByText('Choose from 1 to 5 stars')).not.toBeInTheDocument();
  });

  it('sends the stars and text for this booking as the signed-in customer, then closes', async () => {
    vi.mocked(rateBooking).mockResolvedValue();
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    chooseStars(dialog, 4);
    await user.type(within(dialog).getByLabelText('Your review (optional)'), 'Spotless tank.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(rateBooking).toHaveBeenCalledWith(appDb, 'farhana-uid', 'completed-1', {
      stars: 4,
      text: 'Spotless tank.',
    });
    expect(await screen.findByText('Thank you for your review')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a text over 1,000 characters, saying by how much, and sends nothing', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    const text = within(dialog).getByLabelText('Your review (optional)');
    fireEvent.change(text, { target: { value: 'x'.repeat(1000) } });
    expect(within(dialog).getByText('1,000 / 1,000 characters')).toBeInTheDocument();
    const submitButton = within(dialog).getByRole('button', { name: 'Submit review' });
    expect(submitButton).toBeEnabled();
    fireEvent.change(text, { target: { value: 'x'.repeat(1003) } });
    expect(text).toHaveAccessibleDescription(
      'Your review can be at most 1,000 characters: shorten it by 3',
    );
    expect(text).toBeInvalid();
    expect(submitButton).toBeDisabled();
    chooseStars(dialog, 5);
    fireEvent.submit(submitButton);
    expect(rateBooking).not.toHaveBeenCalled();
  });

  it("shows a refusal's reason in the dialog, which stays open to try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(rateBooking).mockRejectedValueOnce(new ReviewError(refusal('reviewNotCompleted')));
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    chooseStars(dialog, 2);
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A booking can be reviewed once it is Completed',
    );
    expect(within(dialog).getByRole('radio', { name: '2 Stars' })).toBeChecked();
  });

  it('shows a general message when the write fails for another reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(rateBooking).mockRejectedValueOnce(new Error('unavailable'));
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    chooseStars(dialog, 5);
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not save your review. Please try again.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('can be used with the keyboard alone: stars by arrow keys, text, Submit by Enter', async () => {
    vi.mocked(rateBooking).mockResolvedValue();
    const user = userEvent.setup();
    renderRating();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Rate this service' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Rate Water Tank Cleaning' });
    // Focus moves into the dialog; Tab reaches the stars first.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const stars = within(dialog).getAllByRole('radio');
    for (let presses = 0; presses < 3; presses++) {
      if (stars.includes(document.activeElement as HTMLElement)) break;
      await user.tab();
    }
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: '3 Stars' })).toBeChecked();
    await user.tab();
    expect(within(dialog).getByLabelText('Your review (optional)')).toHaveFocus();
    await user.keyboard('On time.');
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Submit review' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(rateBooking).toHaveBeenCalledWith(appDb, 'farhana-uid', 'completed-1', {
      stars: 3,
      text: 'On time.',
    });
  });

  it('speaks Bangla when the reader chose it, a refusal from the domain included', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(rateBooking).mockRejectedValueOnce(new ReviewError(refusal('reviewNotCompleted')));
    await act(() => activateLanguage('bn'));
    const user = userEvent.setup();
    renderRating();
    await user.click(screen.getByRole('button', { name: 'এই সেবার রেটিং দিন' }));
    const dialog = await screen.findByRole('dialog', { name: 'Water Tank Cleaning রেটিং দিন' });
    expect(within(dialog).getByText('০ / ১,০০০ অক্ষর')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'রিভিউ জমা দিন' }));
    expect(within(dialog).getByText('১ থেকে ৫টি তারা বেছে নিন')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: '৪টি তারা' }));
    await user.click(within(dialog).getByRole('button', { name: 'রিভিউ জমা দিন' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'বুকিং সম্পন্ন হওয়ার পরেই রিভিউ দেওয়া যায়',
    );
  });
});
