import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotoAvatar } from './PhotoAvatar';
import { FALLBACK_AVATAR_URL, FALLBACK_SERVICE_IMAGE_URL } from './images';

/** A browser Image whose every load fails, as a dead photo URL does (jsdom loads no images). */
class FailingImage {
  onerror: (() => void) | null = null;
  onload: (() => void) | null = null;
  set src(_url: string) {
    setTimeout(() => this.onerror?.(), 0);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('PhotoAvatar', () => {
  it('shows the photo while it loads', () => {
    render(<PhotoAvatar src="/images/avatars/rahim.jpg" alt="Rahim Uddin" />);
    expect(screen.getByRole('img', { name: 'Rahim Uddin' })).toHaveAttribute(
      'src',
      '/images/avatars/rahim.jpg',
    );
  });

  it('shows the fallback image, not a letter, when the photo fails to load', async () => {
    vi.stubGlobal('Image', FailingImage);
    render(<PhotoAvatar src="https://example.invalid/gone.jpg" alt="Rahim Uddin" />);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Rahim Uddin' })).toHaveAttribute(
        'src',
        FALLBACK_AVATAR_URL,
      ),
    );
    expect(screen.queryByText('R')).not.toBeInTheDocument();
  });

  it('shows the given fallback when there is no photo at all', () => {
    render(<PhotoAvatar src="" alt="Pipe Fitting" fallback={FALLBACK_SERVICE_IMAGE_URL} />);
    expect(screen.getByRole('img', { name: 'Pipe Fitting' })).toHaveAttribute(
      'src',
      FALLBACK_SERVICE_IMAGE_URL,
    );
  });
});
