import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTestimonials } from './testimonials-data';

function answer(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

afterEach(() => vi.restoreAllMocks());

describe('fetchTestimonials', () => {
  it('reads /clientReview.json and keeps the well-formed entries', async () => {
    const fetch = answer(200, [
      { img: '/a.svg', rating: 5, name: 'A', description: 'Great' },
      { img: '/b.svg', rating: 'five', name: 'B', description: 'Bad rating type' },
      null,
    ]);
    await expect(fetchTestimonials()).resolves.toEqual([
      { img: '/a.svg', rating: 5, name: 'A', description: 'Great' },
    ]);
    expect(fetch).toHaveBeenCalledWith('/clientReview.json', { signal: undefined });
  });

  it('rejects on an HTTP error or a body that is not a list', async () => {
    answer(404, {});
    await expect(fetchTestimonials()).rejects.toThrow('HTTP 404');
    answer(200, { not: 'a list' });
    await expect(fetchTestimonials()).rejects.toThrow('not a list');
  });
});
