import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import AboutPage from './AboutPage';

describe('AboutPage', () => {
  it('has the About Us heading and the four facts', () => {
    renderPage(<AboutPage />, '/aboutUs');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    const why = screen.getByRole('region', { name: 'Why Choose Us' });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      '15 years of experience',
      '24/7 Services',
      'Affordable Price',
      'Professional HandyMan',
    ]);
  });

  it('shows the team cards with names, roles and portraits', () => {
    renderPage(<AboutPage />, '/aboutUs');
    const team = screen.getByRole('region', { name: 'Our Team' });
    const cards = within(team).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(within(cards[0] as HTMLElement).getByRole('heading')).toHaveTextContent('Jahid Hasan');
    expect(cards[0]).toHaveTextContent('Founder & CEO');
    expect(within(cards[0] as HTMLElement).getByRole('img')).toHaveAccessibleName(
      'Portrait of Jahid Hasan',
    );
    for (const image of within(team).getAllByRole('img')) {
      expect(image.getAttribute('src')).toMatch(/^\/images\/team\//);
    }
  });

  it('puts the appointment form it is given under its own heading', () => {
    renderPage(<AboutPage appointmentForm={<form aria-label="the form" />} />, '/aboutUs');
    const section = screen.getByRole('region', { name: 'Get a Free Appointment' });
    expect(within(section).getByRole('form', { name: 'the form' })).toBeInTheDocument();
  });

  it('describes every image', () => {
    renderPage(<AboutPage />, '/aboutUs');
    for (const image of screen.getAllByRole('img')) {
      expect(image).toHaveAccessibleName();
    }
  });
});
