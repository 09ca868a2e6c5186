import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page';
import NotFoundPage from './NotFoundPage';

describe('NotFoundPage', () => {
  it("reads 'Oops! Page Not Found' with a link home", async () => {
    renderPage(<NotFoundPage />, '/no/such/page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page Not Found');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(await screen.findByTestId('landing')).toHaveTextContent(/^\/null$/);
  });
});
