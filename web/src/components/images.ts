/** Artwork shipped in web/public/images that more than one screen falls back on. */
export const FALLBACK_AVATAR_URL = '/images/avatars/fallback.svg';
export const FALLBACK_SERVICE_IMAGE_URL = '/images/services/fallback.svg';

/**
 * An <img> onError handler that swaps in a fallback once (never loops if the fallback fails).
 */
export function fallbackOnError(fallback: string) {
  return (event: { currentTarget: HTMLImageElement }) => {
    const img = event.currentTarget;
    if (img.dataset.fallback === 'true') return;
    img.dataset.fallback = 'true';
    img.src = fallback;
  };
}
