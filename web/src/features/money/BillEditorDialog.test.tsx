import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { BillEditorDialog } from './BillEditorDialog';

function renderEditor(initial?: {
  lines: { description: string; amount: number }[];
  discount: number;
}) {
  const onSend = vi.fn();
  render(
    <BillEditorDialog
      open
      serviceName="Pipe Fitting"
      price={1500}
      initial={initial}
      sending={false}
      onSend={onSend}
      onClose={() => undefined}
    />,
  );
  return onSend;
}

describe('BillEditorDialog', () => {
  afterEach(() => activateLanguage('en'));

  it('adds a part to the booked price, takes off the discount and sends the domain input', async () => {
    const user = userEvent.setup();
    const onSend = renderEditor();
    const dialog = screen.getByRole('dialog', { name: 'Bill for Pipe Fitting' });
    // The booked price, and the total before any line.
    expect(within(dialog).getAllByText('৳1,500')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Add a line' }));
    const line = within(dialog).getByRole('group', { name: 'Line 1' });
    await user.type(within(line).getByRole('textbox', { name: 'Part or labour' }), 'New mixer tap');
    await user.type(within(line).getByRole('textbox', { name: 'Amount (৳)' }), '850');
    await user.type(within(dialog).getByRole('textbox', { name: 'Discount (৳)' }), '100');
    expect(within(dialog).getByText('৳2,250')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send bill' }));
    expect(onSend).toHaveBeenCalledWith({
      lines: [{ description: 'New mixer tap', amount: 850 }],
      discount: 100,
    });
  });

  it('names each bad field and sends nothing', async () => {
    const user = userEvent.setup();
    const onSend = renderEditor();
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add a line' }));
    const line = within(dialog).getByRole('group', { name: 'Line 1' });
    await user.type(within(line).getByRole('textbox', { name: 'Amount (৳)' }), '12.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Discount (৳)' }), '99999');
    await user.click(within(dialog).getByRole('button', { name: 'Send bill' }));
    expect(within(line).getByText('Say what this line is for')).toBeInTheDocument();
    expect(
      within(line).getByText('A whole number of taka from 1 to ৳10,000,000'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('A whole number of taka, not above the bill'),
    ).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('stops adding lines at ten and removes one by its number', async () => {
    const user = userEvent.setup();
    renderEditor({
      lines: Array.from({ length: 10 }, (_, i) => ({ description: `Part ${i + 1}`, amount: 10 })),
      discount: 0,
    });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Add a line' })).toBeDisabled();
    expect(within(dialog).getByText('0 more lines can be added')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove line 3' }));
    expect(within(dialog).getAllByRole('group')).toHaveLength(9);
    expect(within(dialog).getByRole('button', { name: 'Add a line' })).toBeEnabled();
  });

  it('reads in Bangla with Bangla digits', async () => {
    await act(() => activateLanguage('bn'));
    renderEditor({ lines: [{ description: 'নতুন কল', amount: 850 }], discount: 100 });
    const dialog = screen.getByRole('dialog', { name: 'Pipe Fitting-এর বিল' });
    expect(within(dialog).getByRole('group', { name: 'লাইন ১' })).toBeInTheDocument();
    expect(within(dialog).getByText('৳১,৫০০')).toBeInTheDocument();
    expect(within(dialog).getByText('৳২,২৫০')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'বিল পাঠান' })).toBeInTheDocument();
  });

  it('adds amounts typed in Bangla digits and sends them as numbers', async () => {
    await act(() => activateLanguage('bn'));
    const user = userEvent.setup();
    const onSend = renderEditor();
    const dialog = screen.getByRole('dialog', { name: 'Pipe Fitting-এর বিল' });
    await user.click(within(dialog).getByRole('button', { name: 'লাইন যোগ করুন' }));
    const line = within(dialog).getByRole('group', { name: 'লাইন ১' });
    await user.type(within(line).getByRole('textbox', { name: 'যন্ত্রাংশ বা মজুরি' }), 'নতুন কল');
    await user.type(within(line).getByRole('textbox', { name: 'টাকা (৳)' }), '৫০০');
    await user.type(within(dialog).getByRole('textbox', { name: 'ছাড় (৳)' }), '১০০');
    expect(within(dialog).getByText('৳১,৯০০')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'বিল পাঠান' }));
    expect(onSend).toHaveBeenCalledWith({
      lines: [{ description: 'নতুন কল', amount: 500 }],
      discount: 100,
    });
  });
});
