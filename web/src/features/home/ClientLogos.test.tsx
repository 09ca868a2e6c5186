import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { ClientLogos } from './ClientLogos';

describe('ClientLogos', () => {
  it("shows 'Our Valuable Clients' with 8 named logos; the loop's copy is hidden", () => {
    renderPage(<ClientLogos />);
    const region = screen.getByRole('region', { name: 'Our Valuable Clients' });
    const logos = within(region).getAllByRole('img');
    expect(logos).toHaveLength(8);
    expect(logos[0]).toHaveAccessibleName('Nodi Homes logo');
    const track = screen.getByTestId('client-logo-track');
    expect(track.querySelectorAll('img')).toHaveLength(16);
    expect(track.querySelectorAll('[aria-hidden="true"] img')).toHaveLength(8);
  });

  it('loops over 20 s and can be paused and played', async () => {
    const user = userEvent.setup();
    renderPage(<ClientLogos />);
    const track = screen.getByTestId('client-logo-track');
    expect(getComputedStyle(track).animation).toMatch(/20s linear infinite/);
    expect(track).toHaveAttribute('data-paused', 'false');
    await user.click(screen.getByRole('button', { name: 'Pause client logos' }));
    expect(track).toHaveAttribute('data-paused', 'true');
    expect(getComputedStyle(track).animationPlayState).toBe('paused');
    await user.click(screen.getByRole('button', { name: 'Play client logos' }));
    expect(track).toHaveAttribute('data-paused', 'false');
  });
});

describe('ClientLogos with prefers-reduced-motion', () => {
  /** The declarations emotion wrote for `element`'s class inside the reduced-motion query. */
  function reducedMotionRules(element: Element): string {
    const name = [...element.classList].find((c) => c.startsWith('css-'));
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    const prefix = `@media (prefers-reduced-motion: reduce){.${name}{`;
    const at = css.indexOf(prefix);
    return at < 0 ? '' : css.slice(at + prefix.length, css.indexOf('}', at + prefix.length));
  }

  it('stops the loop and hides the copy of the logos', () => {
    renderPage(<ClientLogos />);
    const track = screen.getByTestId('client-logo-track');
    expect(reducedMotionRules(track)).toMatch(/(^|;)animation:none;/);
    expect(reducedMotionRules(track)).toContain('flex-wrap:wrap');
    const copy = track.querySelector('[aria-hidden="true"]') as Element;
    expect(reducedMotionRules(copy)).toContain('display:none');
  });
});
