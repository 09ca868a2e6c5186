import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueQuery } from '@meramot/domain/catalogue';
import type { Service } from '@meramot/domain/entities';
import { activateLanguage } from '../../lib/i18n';
import { onAPhone } from '../../test/phone-viewport';
import { renderPage } from '../../test/render-page';
import AllServicesPage from './AllServicesPage';
import { UNFILTERED } from './catalogue-url';
import { fetchCataloguePage } from './services-api';
import type { CataloguePage, CatalogueRequest } from './services-api';
import {
  LONG_DESCRIPTION,
  LOAD_MORE_FAILED_TEXT,
  SERVICES_ERROR_TEXT,
  makeService,
} from './test-fixtures';

vi.mock('./services-api', () => ({ fetchCataloguePage: vi.fn(), fetchServiceDetails: vi.fn() }));

/** Each request the page made, in order, with a way to answer it. */
let requests: {
  query: CatalogueRequest;
  answer: (page: CataloguePage) => Promise<void>;
  fail: (error: Error) => Promise<void>;
}[];

beforeEach(() => {
  requests = [];
  vi.mocked(fetchCataloguePage)
    .mockReset()
    .mockImplementation(
      (query) =>
        new Promise<CataloguePage>((resolve, reject) => {
          requests.push({
            query,
            answer: (page) => act(async () => resolve(page)),
            fail: (error) => act(async () => reject(error)),
          });
        }),
    );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const services = (from: number, count: number): Service[] =>
  Array.from({ length: count }, (_, i) =>
    makeService(`s${from + i}`, { serviceName: `Service number ${from + i}` }),
  );

function page(
  list: Service[],
  total: number | null = list.length,
  nextCursor: string | null = null,
  atLeast: number | null = null,
) {
  return { services: list, total, nextCursor, atLeast };
}

const lastRequest = () => {
  const request = requests.at(-1);
  if (!request) throw new Error('The page asked for nothing');
  return request;
};

/** The query of the latest request, as the page asked for it (first page of 24). */
const lastQuery = () => lastRequest().query;
const asked = (change: Partial<CatalogueQuery>) => ({ ...UNFILTERED, ...change });

const cards = () => screen.queryAllByRole('article');

/** jsdom is slow to render pages of 24 cards; on a busy machine it needs more than 5 s. */
const MANY_CARDS_MS = 20_000;
const announcer = () =>
  screen
    .getAllByRole('status')
    .find((status) => !status.querySelector('[aria-hidden]')) as HTMLElement;

function open(url = '/services') {
  const user = userEvent.setup();
  const view = renderPage(<AllServicesPage />, url);
  return { user, ...view };
}

describe('AllServicesPage', () => {
  it("shows the banner 'Our All Services', the search form and the filters", async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Our All Services' })).toBeVisible();
    const input = screen.getByRole('searchbox', { name: 'Search service' });
    expect(input).toHaveAttribute('name', 'search');
    expect(input).toHaveAttribute('placeholder', 'Search service');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');

    const chips = within(screen.getByRole('group', { name: 'Category' })).getAllByRole('button');
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('aria-pressed')])).toEqual([
      ['All categories', 'true'],
      ['Electrical', 'false'],
      ['Plumbing', 'false'],
      ['Deep Cleaning', 'false'],
      ['Painting & Polishing', 'false'],
      ['Carpentry', 'false'],
      ['Appliance Repair', 'false'],
      ['Pest Control', 'false'],
      ['Other', 'false'],
    ]);
    // From tablet width up the filters' own chunk loads at once, then the district list's.
    expect(await screen.findByRole('combobox', { name: 'District' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Min price' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Max price' })).toHaveValue('');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('newest');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest first', 'Price: low to high', 'Price: high to low', 'Top rated']);
  });

  it('shows card-sized placeholders while the first page loads', () => {
    open();
    expect(screen.getByText('Loading services')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(lastQuery()).toEqual(asked({}));
  });

  it('lists the first page as cards, newest first as the API returns them, with the count', async () => {
    open();
    await lastRequest().answer(
      page(
        [
          makeService('b', { serviceName: 'Pipe Fitting', description: LONG_DESCRIPTION }),
          makeService('a', { serviceName: 'Deep Cleaning', servicePrice: 4500 }),
        ],
        128,
      ),
    );
    expect(screen.queryByText('Loading services')).not.toBeInTheDocument();
    expect(cards().map((card) => card.textContent)).toEqual([
      expect.stringContaining('Pipe Fitting'),
      expect.stringContaining('Deep Cleaning'),
    ]);
    expect(screen.getByText(`${LONG_DESCRIPTION.slice(0, 80)}...`)).toBeInTheDocument();
    expect(screen.getByText('৳4,500')).toBeInTheDocument();
    expect(screen.getByText('128 services', { selector: 'p:not([role])' })).toBeVisible();
    expect(announcer()).toHaveTextContent('128 services');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows 'No Service Available' when nothing matches", async () => {
    open('/services?search=zzz');
    await lastRequest().answer(page([], 0));
    expect(screen.getByText('No Service Available')).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('0 services found for “zzz”');
  });

  it('offers next steps when nothing matches: clear the search or filters, a category, an appointment', async () => {
    const { user, router } = open(
      '/services?search=zzz&category=plumbing&maxPrice=100&sort=price-asc',
    );
    await lastRequest().answer(page([], 0));
    expect(screen.getByText('No Service Available')).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Try one of these' });
    // Every category, as a link to its list.
    const browse = within(next).getByRole('list', { name: 'Browse a category' });
    expect(within(browse).getAllByRole('link')).toHaveLength(8);
    expect(within(browse).getByRole('link', { name: 'Deep Cleaning' })).toHaveAttribute(
      'href',
      '/services?category=deep-cleaning',
    );
    expect(
      within(next).getByRole('link', { name: 'Send a free appointment request' }),
    ).toHaveAttribute('href', '/aboutUs#free-appointment');

    await user.click(within(next).getByRole('button', { name: 'Clear the search' }));
    expect(router.state.location.search).toBe('?category=plumbing&maxPrice=100&sort=price-asc');
    await lastRequest().answer(page([], 0));
    // No search any more: only the filters are left to clear, the sort stays.
    const after = screen.getByRole('region', { name: 'Try one of these' });
    expect(
      within(after).queryByRole('button', { name: 'Clear the search' }),
    ).not.toBeInTheDocument();
    await user.click(within(after).getByRole('button', { name: 'Clear the filters' }));
    expect(router.state.location.search).toBe('?sort=price-asc');
  });

  it('says "at least" when a search did not read every match, in English and Bangla', async () => {
    open('/services?search=repair');
    await lastRequest().answer(page(services(0, 24), null, 'next', 30));
    expect(
      screen.getByText('At least 30 services found for “repair”', { selector: 'p:not([role])' }),
    ).toBeVisible();
    expect(announcer()).toHaveTextContent('At least 30 services found for “repair”');
    await act(() => activateLanguage('bn'));
    try {
      expect(
        screen.getByText('“repair” খুঁজে অন্তত ৩০টি সার্ভিস পাওয়া গেছে', {
          selector: 'p:not([role])',
        }),
      ).toBeVisible();
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it('says "at least" when the listing counted up to its limit, not the cards shown', async () => {
    open('/services');
    await lastRequest().answer(page(services(0, 24), null, 'next', 1000));
    expect(
      screen.getByText('At least 1,000 services', { selector: 'p:not([role])' }),
    ).toBeVisible();
    expect(announcer()).toHaveTextContent('At least 1,000 services');
  });

  it("Back to a list shows it again, Load more's pages too, without asking again", async () => {
    const { user, router } = open();
    await lastRequest().answer(page(services(0, 24)));
    await user.click(screen.getByRole('button', { name: 'Plumbing' }));
    await lastRequest().answer(page(services(100, 24), 30, 'next'));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await lastRequest().answer(page(services(124, 6), null));
    expect(cards()).toHaveLength(30);
    const asked = requests.length;

    await act(() => router.navigate('/login'));
    expect(screen.getByTestId('landing')).toHaveTextContent('/login');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?category=plumbing');
    expect(cards()).toHaveLength(30);
    expect(requests).toHaveLength(asked);

    // A new visit (not Back) asks again.
    await act(() => router.navigate('/login'));
    await act(() => router.navigate('/services?category=plumbing'));
    expect(requests).toHaveLength(asked + 1);
  });

  it('offers the next steps in Bangla', async () => {
    await activateLanguage('bn');
    try {
      open('/services?search=zzz');
      await lastRequest().answer(page([], 0));
      const next = screen.getByRole('region', { name: 'এগুলোর কোনো একটি চেষ্টা করুন' });
      expect(within(next).getByRole('button', { name: 'খোঁজা শব্দ মুছুন' })).toBeInTheDocument();
      expect(within(next).getByRole('link', { name: 'ডিপ ক্লিনিং' })).toBeInTheDocument();
    } finally {
      await activateLanguage('en');
    }
  });

  it('scrolls the chosen category chip into the middle of its row when the row scrolls', async () => {
    // jsdom lays nothing out: a 375 px row of 900 px of chips, the chosen one at 600–700 px.
    const rects = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        const pressed = this.getAttribute('aria-pressed') === 'true';
        return DOMRect.fromRect(pressed ? { x: 600, width: 100 } : { x: 0, width: 375 });
      });
    const widths = [
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900),
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(375),
    ];
    try {
      open('/services?category=deep-cleaning');
      const row = screen.getByRole('group', { name: 'Category' });
      expect(within(row).getByRole('button', { name: 'Deep Cleaning' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // 600 − (375 − 100) / 2: the chip's middle meets the row's.
      expect(row.scrollLeft).toBe(462.5);
    } finally {
      rects.mockRestore();
      for (const width of widths) width.mockRestore();
    }
  });

  it('says when the list cannot be loaded, and Try again asks once more', async () => {
    const { user } = open();
    await lastRequest().fail(new Error('Request failed (500)'));
    expect(screen.getByRole('alert')).toHaveTextContent(SERVICES_ERROR_TEXT);
    expect(screen.getByText('No Service Available')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(requests).toHaveLength(2);
    await lastRequest().answer(page(services(0, 2)));
    expect(cards()).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the whole query from the URL and shows it in the controls', async () => {
    open(
      '/services?search=pipe&category=plumbing&district=dhaka&minPrice=500&maxPrice=2000&sort=price-asc',
    );
    expect(lastQuery()).toEqual(
      asked({
        search: 'pipe',
        category: 'plumbing',
        district: 'dhaka',
        minPrice: 500,
        maxPrice: 2000,
        sort: 'price-asc',
      }),
    );
    expect(screen.getByRole('searchbox')).toHaveValue('pipe');
    expect(screen.getByRole('button', { name: 'Plumbing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'All categories' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await screen.findByRole('combobox', { name: 'District' })).toHaveValue('Dhaka');
    expect(screen.getByRole('textbox', { name: 'Min price' })).toHaveValue('500');
    expect(screen.getByRole('textbox', { name: 'Max price' })).toHaveValue('2000');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('price-asc');
    // A search's own order is its ranking.
    expect(within(sort).getAllByRole('option')[0]).toHaveTextContent('Best match');
    await lastRequest().answer(page(services(0, 3), 3));
    expect(
      screen.getByText('3 services found for “pipe”', { selector: 'p:not([role])' }),
    ).toBeVisible();
  });

  it('shows every service, with a notice, when the URL carries a value it cannot use', async () => {
    open('/services?category=rocket-repair&sort=price-asc');
    expect(lastQuery()).toEqual(asked({}));
    expect(screen.getByText(/This link asked for a filter we could not use/)).toHaveTextContent(
      'category must be one of',
    );
    await lastRequest().answer(page(services(0, 2)));
    expect(cards()).toHaveLength(2);
  });

  it("says the URL's problem in Bangla too: the refusal by its code, not the API's English", async () => {
    await act(() => activateLanguage('bn'));
    try {
      open('/services?category=rocket-repair');
      const notice = screen.getByText(/এই লিংকের একটি ফিল্টার আমরা ব্যবহার করতে পারিনি/);
      expect(notice).toHaveTextContent('category এই তালিকার একটি হতে হবে: electrical, plumbing');
      expect(notice).not.toHaveTextContent('must be one of');
      await lastRequest().answer(page(services(0, 2)));
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it('a category chip filters, as a new history entry; Back restores the previous list', async () => {
    const { user, router } = open('/services?district=dhaka');
    await lastRequest().answer(page(services(0, 2)));

    await user.click(screen.getByRole('button', { name: 'Plumbing' }));
    expect(router.state.location.search).toBe('?category=plumbing&district=dhaka');
    expect(router.state.historyAction).toBe('PUSH');
    expect(lastQuery()).toEqual(asked({ category: 'plumbing', district: 'dhaka' }));
    expect(screen.getByRole('button', { name: 'Plumbing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await lastRequest().answer(page(services(10, 1)));
    expect(cards()).toHaveLength(1);

    // Pressing it again takes the category off.
    await user.click(screen.getByRole('button', { name: 'Plumbing' }));
    expect(router.state.location.search).toBe('?district=dhaka');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?category=plumbing&district=dhaka');
    expect(lastQuery()).toEqual(asked({ category: 'plumbing', district: 'dhaka' }));
    expect(screen.getByRole('button', { name: 'Plumbing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('filters by a district chosen from the searchable list', async () => {
    const { user, router } = open();
    await user.type(await screen.findByRole('combobox', { name: 'District' }), 'chatt');
    await user.click(screen.getByRole('option', { name: 'Chattogram' }));
    expect(router.state.location.search).toBe('?district=chattogram');
    expect(lastQuery()).toEqual(asked({ district: 'chattogram' }));
  });

  it('sorts by price', async () => {
    const { user, router } = open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-desc');
    expect(router.state.location.search).toBe('?sort=price-desc');
    expect(lastQuery()).toEqual(asked({ sort: 'price-desc' }));
  });

  it('applies a price range once typing pauses, and refuses a minimum above the maximum', async () => {
    const { user, router } = open();
    await user.type(screen.getByRole('textbox', { name: 'Max price' }), '1000');
    await waitFor(() => expect(lastQuery()).toEqual(asked({ maxPrice: 1000 })));
    expect(router.state.location.search).toBe('?maxPrice=1000');

    await user.type(screen.getByRole('textbox', { name: 'Min price' }), '5000');
    expect(
      await screen.findByText('Min price must not be more than max price'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(router.state.location.search).toBe('?maxPrice=1000');
  });

  it('searches as typing pauses, and at once on Search, with the other filters kept', async () => {
    const { user, router } = open('/services?category=plumbing');
    const box = screen.getByRole('searchbox', { name: 'Search service' });
    await user.type(box, 'pipe');
    await waitFor(() =>
      expect(lastQuery()).toEqual(asked({ search: 'pipe', category: 'plumbing' })),
    );
    expect(router.state.location.search).toBe('?search=pipe&category=plumbing');
    expect(screen.getByText('Searching services')).toBeInTheDocument();

    await user.type(box, ' leak');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?search=pipe+leak&category=plumbing');
    expect(box).toHaveValue('pipe leak');

    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?category=plumbing');
  });

  it('Clear all filters goes back to every service', async () => {
    const { user, router } = open('/services?search=pipe&category=plumbing&sort=price-asc');
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(router.state.location.search).toBe('');
    expect(lastQuery()).toEqual(asked({}));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });

  it(
    'Load more adds the next page and says how many came; the last page removes the button',
    async () => {
      const { user } = open('/services?category=plumbing');
      await lastRequest().answer(page(services(0, 24), 30, 'cursor-2'));
      expect(cards()).toHaveLength(24);
      expect(screen.getByText('30 services', { selector: 'p:not([role])' })).toBeVisible();

      const more = screen.getByRole('button', { name: 'Load more' });
      await user.click(more);
      await user.click(more); // a second press while the page is on its way asks nothing more
      expect(requests).toHaveLength(2);
      expect(lastQuery()).toEqual({ ...asked({ category: 'plumbing' }), cursor: 'cursor-2' });
      expect(announcer()).toHaveTextContent('Loading more services');

      await lastRequest().answer(page([...services(23, 1), ...services(24, 6)], 30, null));
      // A service already shown is not shown twice.
      expect(cards()).toHaveLength(30);
      expect(announcer()).toHaveTextContent('6 more services loaded, 30 of 30 shown');
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
      // The button is gone, so the keyboard focus moves to the first new card.
      expect(
        // The new card's first link: its provider's page.
        within(screen.getByRole('article', { name: 'Service number 24' })).getAllByRole('link')[0],
      ).toHaveFocus();
    },
    MANY_CARDS_MS,
  );

  it(
    'says so when a further page fails, and Load more tries again',
    async () => {
      const { user } = open();
      await lastRequest().answer(page(services(0, 24), 48, 'cursor-2'));
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await lastRequest().fail(new Error('offline'));
      expect(screen.getByRole('alert')).toHaveTextContent(LOAD_MORE_FAILED_TEXT);
      expect(cards()).toHaveLength(24);

      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(lastQuery().cursor).toBe('cursor-2');
      await lastRequest().answer(page(services(24, 24), 48, 'cursor-3'));
      expect(cards()).toHaveLength(48);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(announcer()).toHaveTextContent('24 more services loaded, 48 of 48 shown');
    },
    MANY_CARDS_MS,
  );

  it(
    'a new filter starts again from its first page',
    async () => {
      const { user } = open();
      await lastRequest().answer(page(services(0, 24), 48, 'cursor-2'));
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await user.click(screen.getByRole('button', { name: 'Electrical' }));
      expect(lastQuery()).toEqual(asked({ category: 'electrical' }));
      // The answer to the abandoned page comes too late to be shown.
      await requests[1]?.answer(page(services(24, 24), 48, null));
      expect(screen.getByText('Loading services')).toBeInTheDocument();
    },
    MANY_CARDS_MS,
  );

  it('speaks Bangla when it is chosen: names, the count and prices in Bangla digits', async () => {
    await act(() => activateLanguage('bn'));
    const { user } = open('/services?category=plumbing&district=chattogram');
    expect(screen.getByRole('heading', { level: 1, name: 'আমাদের সব সার্ভিস' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'প্লাম্বিং' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('combobox', { name: 'জেলা' })).toHaveValue('চট্টগ্রাম');
    expect(screen.getByText('সার্ভিস লোড হচ্ছে')).toBeInTheDocument();
    await lastRequest().answer(
      page(
        [
          makeService('a', {
            serviceName: 'Pipe Fitting',
            servicePrice: 4500,
            category: 'plumbing',
            district: 'chattogram',
          }),
        ],
        1500,
      ),
    );
    expect(screen.getByText('১,৫০০টি সার্ভিস', { selector: 'p:not([role])' })).toBeVisible();
    const card = screen.getByRole('article', { name: 'Pipe Fitting' });
    expect(within(card).getByText('৳৪,৫০০')).toBeInTheDocument();
    expect(card).toHaveTextContent('ক্যাটাগরি: প্লাম্বিং·জেলা: চট্টগ্রাম');
    expect(within(card).getByRole('link', { name: 'বিস্তারিত দেখুন' })).toBeInTheDocument();

    // Typed with a Bangla keyboard's digits.
    await user.type(screen.getByRole('textbox', { name: 'সর্বোচ্চ দাম' }), '১০০০');
    await user.type(screen.getByRole('textbox', { name: 'সর্বনিম্ন দাম' }), '৫০০০');
    expect(
      await screen.findByText('সর্বনিম্ন দাম সর্বোচ্চ দামের চেয়ে বেশি হতে পারে না'),
    ).toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhone();

    it('shows the search and the categories at once, and loads the other filters when opened', async () => {
      const { user } = open();
      await lastRequest().answer(page(services(0, 2)));
      expect(screen.getByRole('searchbox', { name: 'Search service' })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Category' })).toBeInTheDocument();
      const filters = screen.getByRole('button', { name: 'Filters' });
      expect(filters).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();

      await user.click(filters);
      expect(filters).toHaveAttribute('aria-expanded', 'true');
      expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
      expect(await screen.findByRole('combobox', { name: 'District' })).toBeInTheDocument();
      expect(document.getElementById(filters.getAttribute('aria-controls') ?? '')).toContainElement(
        screen.getByRole('combobox', { name: 'Sort by' }),
      );
      await user.click(filters);
      expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    });

    it('opens the filters at once when the link applies one, counting them on the button', async () => {
      open('/services?district=dhaka&sort=price-asc');
      const filters = screen.getByRole('button', { name: /^Filters/ });
      expect(filters).toHaveAttribute('aria-expanded', 'true');
      expect(filters).toHaveTextContent('2');
      expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    });
  });
});
