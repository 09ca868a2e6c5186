import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Auth, User } from 'firebase/auth';
import { AuthUserProvider } from '../../lib/auth-user';
import { activateLanguage } from '../../lib/i18n';
import { renderPage } from '../../test/render-page';
import { DashboardMenu } from './DashboardMenu';

const ITEMS = [
  ['Add Service', '/addService'],
  ['Manage Service', '/manageService'],
  ['Booked Service', '/bookedServices'],
  ['Service ToDo', '/serviceToDo'],
  ['My Schedule', '/mySchedule'],
  ['Earnings', '/earnings'],
  ['Appointment', '/appointment'],
  ['My Profile', '/profile'],
] as const;

const button = () => screen.getByRole('button', { name: 'Dashboard' });
const menu = () => screen.queryByRole('menu', { name: 'Dashboard' });

describe('DashboardMenu', () => {
  it('is closed at first and announces that it has a menu', () => {
    renderPage(<DashboardMenu />);
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();
  });

  it('opens on hover with the seven items and closes on leaving', async () => {
    const user = userEvent.setup();
    renderPage(<DashboardMenu />);
    await user.hover(button());
    const items = within(menu() as HTMLElement).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual(ITEMS);
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(button());
    expect(menu()).not.toBeInTheDocument();
  });

  it('stays open when clicked after hovering, and closes on a second click', async () => {
    const user = userEvent.setup();
    renderPage(<DashboardMenu />);
    await user.click(button());
    expect(menu()).toBeInTheDocument();
    await user.click(button());
    expect(menu()).not.toBeInTheDocument();
  });

  it('closes when an item is chosen and goes there', async () => {
    const user = userEvent.setup();
    renderPage(<DashboardMenu />);
    await user.click(button());
    await user.click(screen.getByRole('menuitem', { name: 'Booked Service' }));
    expect(await screen.findByTestId('landing')).toHaveTextContent('/bookedServices');
    expect(menu()).not.toBeInTheDocument();
  });

  it('works by keyboard: Enter opens on the first item, arrows move, Escape returns', async () => {
    const user = userEvent.setup();
    renderPage(<DashboardMenu />);
    await user.tab();
    expect(button()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Add Service' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Manage Service' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu()).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
  });

  it('ArrowUp opens on the last item; Enter on an item follows it', async () => {
    const user = userEvent.setup();
    renderPage(<DashboardMenu />);
    button().focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('landing')).toHaveTextContent('/profile');
  });

  it('closes when focus leaves it with Tab', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <DashboardMenu />
        <button type="button">after</button>
      </>,
    );
    button().focus();
    await user.keyboard('{ArrowDown}');
    expect(menu()).toBeInTheDocument();
    await user.tab();
    expect(menu()).not.toBeInTheDocument();
  });

  it('closes on a click elsewhere', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <DashboardMenu />
        <p>elsewhere</p>
      </>,
    );
    await user.click(button());
    await user.unhover(button());
    expect(menu()).toBeInTheDocument();
    await user.click(screen.getByText('elsewhere'));
    expect(menu()).not.toBeInTheDocument();
  });

  describe("an admin's link", () => {
    afterEach(() => activateLanguage('en'));

    /** Signed in with a token carrying `claims`, through the app's own Auth listener. */
    const signedIn = (claims: Record<string, unknown>) =>
      ({
        onIdTokenChanged: (next: (user: User) => void) => {
          next({ uid: 'u1', getIdTokenResult: () => Promise.resolve({ claims }) } as never);
          return () => undefined;
        },
      }) as unknown as Auth;

    it('leads an admin to the marketplace money, last', async () => {
      const user = userEvent.setup();
      renderPage(
        <AuthUserProvider auth={signedIn({ admin: true })}>
          <DashboardMenu />
        </AuthUserProvider>,
      );
      await user.click(button());
      const item = await screen.findByRole('menuitem', { name: 'Marketplace Money' });
      expect(item).toHaveAttribute('href', '/admin/money');
      expect(
        within(menu() as HTMLElement)
          .getAllByRole('menuitem')
          .at(-1),
      ).toBe(item);
    });

    it('says it in Bangla', async () => {
      await act(() => activateLanguage('bn'));
      const user = userEvent.setup();
      renderPage(
        <AuthUserProvider auth={signedIn({ admin: true })}>
          <DashboardMenu />
        </AuthUserProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'ড্যাশবোর্ড' }));
      expect(await screen.findByRole('menuitem', { name: 'মার্কেটপ্লেসের হিসাব' })).toHaveAttribute(
        'href',
        '/admin/money',
      );
    });

    it('is not there for anyone else', async () => {
      const user = userEvent.setup();
      renderPage(
        <AuthUserProvider auth={signedIn({})}>
          <DashboardMenu />
        </AuthUserProvider>,
      );
      await user.click(button());
      await act(() => Promise.resolve());
      expect(within(menu() as HTMLElement).getAllByRole('menuitem')).toHaveLength(ITEMS.length);
    });
  });
});
