import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { bus, type EventPayload, type HostApi } from '@marketplace/contracts';
import { SearchResultsPage } from './SearchResultsPage';
import { ROWS, answering, hostWith, renderAt, scriptedBackend, searchAnswer, setUpI18n, type Handler } from '../../../testing/harness';
import { SEARCH_TIMEOUT_MS } from '../data/search-products';
import { IMAGE_ANALYSIS_MS } from '../hooks/useImageAnalysis';

const ORIGIN = window.location.origin;
const PREVIEW = `blob:${ORIGIN}/0b6c2b9e-3a5e-4c1e-9d7e-2f9a1c3b4d5e`;

beforeAll(setUpI18n);

let createObjectURL: jest.Mock;
let revokeObjectURL: jest.Mock;
beforeEach(() => {
  createObjectURL = jest.fn(() => PREVIEW);
  revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function setUp(route: string, { handler, host }: { handler?: Handler; host?: Partial<HostApi> } = {}) {
  const backend = scriptedBackend(handler);
  const api = hostWith(backend.client, host);
  renderAt(<SearchResultsPage />, route, api);
  return { backend, host: api, location: () => screen.getByTestId('location').textContent ?? '' };
}

const lastSearch = (backend: ReturnType<typeof scriptedBackend>) => {
  const all = backend.searches();
  return all[all.length - 1]!;
};

describe('the page frame', () => {
  it('shows the breadcrumb Home > Search results: Home links to /, Search results is the current page', async () => {
    setUp('/search?q=kitenge');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const crumbs = within(trail).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Home', 'Search results']);
    expect(within(crumbs[0]!).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(crumbs[1]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
    await screen.findByText('3 results found');
  });
});

describe('the tab title', () => {
  it('names the search: the query, then Search results', async () => {
    const setPageTitle = jest.fn();
    setUp('/search?q=kitenge%20dress', { host: { setPageTitle } });
    await screen.findByText('3 results found');
    expect(setPageTitle).toHaveBeenLastCalledWith('kitenge dress – Search results');
  });

  it.each(['<script>alert(1)</script>', 'a'])('is the route title for a query it refuses (%s), never the query', async (q) => {
    const setPageTitle = jest.fn();
    setUp(`/search?q=${encodeURIComponent(q)}`, { host: { setPageTitle } });
    await screen.findByRole('alert');
    expect(setPageTitle.mock.calls).toEqual([['Search results']]);
  });
});

describe('in Somali and Swahili', () => {
  afterEach(() => act(() => i18next.changeLanguage('en')));

  it.each([
    {
      lng: 'so',
      home: 'Hoyga',
      title: 'Natiijooyinka raadinta',
      filters: 'Shaandheyaasha',
      category: 'Dharka',
      min: 'Qiimaha ugu yar',
      clear: 'Nadiifi shaandheyaasha',
      box: 'Raadi alaabta',
      submit: 'Raadi',
      image: 'Ku raadi sawir',
      count: '3 natiijo ayaa la helay',
      sort: 'Kala sooc',
      sortOption: 'Qiimaha: Hoose ilaa Sare',
      add: 'Ku dar Wireless Earbuds Pro gaadhiga',
      none: 'Wax alaab ah lama helin',
      clearSearch: 'Nadiifi raadinta',
    },
    {
      lng: 'sw',
      home: 'Nyumbani',
      title: 'Matokeo ya utafutaji',
      filters: 'Vichujio',
      category: 'Mavazi',
      min: 'Bei ya chini',
      clear: 'Futa vichujio',
      box: 'Tafuta bidhaa',
      submit: 'Tafuta',
      image: 'Tafuta kwa picha',
      count: 'Matokeo 3 yamepatikana',
      sort: 'Panga kwa',
      sortOption: 'Bei: Chini hadi Juu',
      add: 'Ongeza Wireless Earbuds Pro kwenye kikapu',
      none: 'Hakuna bidhaa zilizopatikana',
      clearSearch: 'Futa utafutaji',
    },
  ])(
    'shows every text of the page in $lng: breadcrumb, filters, search form, count, sort, cards and no-results',
    async (texts) => {
      await act(() => i18next.changeLanguage(texts.lng));
      let rows = ROWS;
      setUp('/search?q=kitenge', { handler: answering(() => searchAnswer(rows)) });
      const trail = screen.getByRole('navigation', { name: texts.lng === 'so' ? 'Raad-raac' : 'Njia ya ukurasa' });
      expect(within(trail).getByRole('link', { name: texts.home })).toHaveAttribute('href', '/');
      expect(within(trail).getByText(texts.title)).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: texts.filters })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: texts.category })).toBeInTheDocument();
      expect(screen.getByRole('spinbutton', { name: texts.min })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: texts.clear })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: texts.box })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: texts.submit })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: texts.image })).toBeInTheDocument();
      expect(await screen.findByText(texts.count)).toBeInTheDocument();
      const sort = screen.getByRole('combobox', { name: texts.sort });
      expect(within(sort).getByRole('option', { name: texts.sortOption })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: texts.add })).toBeInTheDocument();

      rows = [];
      const user = userEvent.setup();
      await user.clear(screen.getByRole('combobox', { name: texts.box }));
      await user.type(screen.getByRole('combobox', { name: texts.box }), 'zzzz');
      await user.click(screen.getByRole('button', { name: texts.submit }));
      expect(await screen.findByRole('heading', { name: texts.none })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: texts.clearSearch })).toBeInTheDocument();
    },
    20_000,
  );
});

describe('text search', () => {
  it('searches the server for the address q and shows the count, cards and KES prices', async () => {
    const { backend } = setUp('/search?q=kitenge', { handler: answering(searchAnswer(ROWS.slice(0, 2))) });
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    const search = lastSearch(backend);
    expect(search.method).toBe('POST');
    // One call: the first page by relevance is search_page's default, so only the text is sent.
    expect(search.url.search).toBe('');
    expect(search.body).toEqual({ q: 'kitenge' });
    expect(backend.requests.filter((r) => r.url.pathname.includes('/rpc/'))).toEqual([search]);
    const card = screen.getByRole('link', { name: /Kitenge Print Maxi Dress/ }).closest('li')!;
    expect(within(card).getByText('KSh 2,500')).toBeInTheDocument();
    expect(within(card).getByText('Clothing')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/product/fp-1');
    expect(card.querySelector('img')).toHaveAttribute('src', 'http://backend.test/storage/v1/object/public/catalog/products/fp-1.svg');
  });

  it('loads the images of the first four results at once and leaves the rest to load when scrolled to', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({ ...ROWS[0]!, id: `p-${i}`, name: `Product ${i}`, image: `products/p-${i}.svg` }));
    setUp('/search?q=print', {
      handler: answering(searchAnswer(rows)),
    });
    expect(await screen.findByText('6 results found')).toBeInTheDocument();
    const loading = rows.map((row) =>
      screen
        .getByRole('link', { name: new RegExp(row.name) })
        .querySelector('img')
        ?.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it("reads with the anon key through the page's own client, never asking the host for supabase-js", async () => {
    const getSupabase = jest.fn(async () => null);
    const { backend } = setUp('/search?q=kitenge', { handler: answering(searchAnswer(ROWS.slice(0, 1))), host: { getSupabase } });
    expect(await screen.findByText('1 results found')).toBeInTheDocument();
    expect(lastSearch(backend).headers.get('apikey')).toBe('anon-key');
    expect(backend.requests.some((r) => r.url.pathname.endsWith('/products'))).toBe(true);
    expect(getSupabase).not.toHaveBeenCalled();
  });

  it('lists everything the filters allow when there is no q', async () => {
    const { backend } = setUp('/search');
    expect(await screen.findByText('3 results found')).toBeInTheDocument();
    expect(lastSearch(backend).body).toEqual({});
  });

  it('sends categories (OR), the inclusive price range, the sort and the page from the address as arguments', async () => {
    const { backend } = setUp('/search?q=beads&category=jewelry,clothing&min=100&max=5000&sort=price-desc&page=2');
    await screen.findByText('3 results found');
    expect(lastSearch(backend).body).toEqual({
      q: 'beads',
      categories: ['clothing', 'jewelry'],
      min_price: 100,
      max_price: 5000,
      sort: 'price-desc',
      page_from: 24,
    });
  });

  it('writes a typed query to the address and searches it; the text is cleaned as typed', async () => {
    const user = userEvent.setup();
    const { backend, location } = setUp('/search');
    await screen.findByText('3 results found');
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'earbuds<b>"');
    expect(box).toHaveValue('earbudsb');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/search?q=earbudsb');
    await waitFor(() => expect(lastSearch(backend).body).toEqual({ q: 'earbudsb' }));
  });

  it('keeps the search box to 100 characters', async () => {
    const user = userEvent.setup();
    setUp('/search');
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.click(box);
    await user.paste('a'.repeat(150));
    expect(box).toHaveValue('a'.repeat(100));
  });

  it('disables Search with empty text and no image', async () => {
    const user = userEvent.setup();
    setUp('/search');
    const submit = screen.getByRole('button', { name: 'Search' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '   ');
    expect(submit).toBeDisabled();
  });
});

describe('an invalid q in the address', () => {
  it.each([
    ['a', 'Search query must be at least 2 characters'],
    ['x'.repeat(10_000), 'Search query too long'],
  ])('shows its message and runs no search (q=%#)', async (q, message) => {
    const { backend, host } = setUp(`/search?q=${encodeURIComponent(q)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(backend.searches()).toHaveLength(0);
    expect(host.logSecurityEvent).not.toHaveBeenCalled();
  });

  it.each(['<script>alert(1)</script>', '"><svg onload=alert(1)>', 'javascript:alert(1)', 'java\u200Bscript:alert(1)'])(
    "shows 'Invalid search query detected' for %s, logs suspicious activity once and runs no search",
    async (q) => {
      const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
      const { backend, host } = setUp(`/search?q=${encodeURIComponent(q)}`);
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid search query detected');
      expect(host.logSecurityEvent).toHaveBeenCalledTimes(1);
      expect(host.logSecurityEvent).toHaveBeenCalledWith({
        type: 'suspicious_activity',
        details: expect.objectContaining({ source: 'search', reason: 'Invalid search query detected' }),
      });
      expect(backend.searches()).toHaveLength(0);
      expect(document.querySelector('svg[onload], script')).toBeNull();
      expect(alert).not.toHaveBeenCalled();
    },
  );

  it.each(['%FFab', 'kit%E0%A4enge'])(
    "shows 'Search query is invalid' for a q the address cannot decode into text (%s) and runs no search",
    async (raw) => {
      const { backend, host } = setUp(`/search?q=${raw}`);
      expect(await screen.findByRole('alert')).toHaveTextContent('Search query is invalid');
      expect(backend.searches()).toHaveLength(0);
      expect(host.logSecurityEvent).not.toHaveBeenCalled();
    },
  );

  it('shows the message in the current language', async () => {
    await act(() => i18next.changeLanguage('sw'));
    try {
      setUp('/search?q=a');
      expect(await screen.findByRole('alert')).toHaveTextContent('Utafutaji lazima uwe na angalau herufi 2');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it.each(['\u202Ekitenge', 'ki\u200Dtenge', '👗 dress'])('searches odd Unicode text without crashing (%s)', async (q) => {
    const { backend } = setUp(`/search?q=${encodeURIComponent(q)}`);
    expect(await screen.findByText('3 results found')).toBeInTheDocument();
    expect(lastSearch(backend).body).toEqual({ q: q.trim() });
  });

  it('ignores hostile filter values: unknown categories, negative and non-numeric prices, a junk sort', async () => {
    const { backend } = setUp('/search?q=tea&category=../../x&min=-5&max=abc&sort=drop');
    await screen.findByText('3 results found');
    expect(lastSearch(backend).body).toEqual({ q: 'tea' });
  });
});

describe("'Did you mean'", () => {
  afterEach(() => act(() => i18next.changeLanguage('en')));

  // The server's suggestion: a word that matches nothing has a close word the shop sells.
  const handler = answering((request) =>
    searchAnswer(ROWS.slice(0, 1), { suggestion: (request.body as { q?: string }).q === 'bluetoth' ? 'bluetooth' : null }),
  );

  it('offers the close word, and choosing it runs that search', async () => {
    const user = userEvent.setup();
    const { backend, location } = setUp('/search?q=bluetoth', { handler });
    await user.click(await screen.findByRole('button', { name: 'Did you mean bluetooth?' }));
    await waitFor(() => expect(location()).toBe('/search?q=bluetooth'));
    await waitFor(() => expect(lastSearch(backend).body).toEqual({ q: 'bluetooth' }));
    await screen.findByText('1 results found');
    expect(screen.queryByRole('button', { name: /Did you mean/ })).not.toBeInTheDocument();
  });

  it.each([
    ['sw', 'Je, ulimaanisha bluetooth?'],
    ['so', 'Ma waxaad ula jeeddaa bluetooth?'],
  ])('says it in %s', async (lng, text) => {
    await act(() => i18next.changeLanguage(lng));
    setUp('/search?q=bluetoth', { handler });
    expect(await screen.findByRole('button', { name: text })).toBeInTheDocument();
  });

  it('offers nothing without text, and a malformed suggestion leaves the results alone', async () => {
    setUp('/search', { handler: answering(searchAnswer(ROWS.slice(0, 1), { suggestion: 'bluetooth' })) });
    await screen.findByText('1 results found');
    expect(screen.queryByRole('button', { name: /Did you mean/ })).not.toBeInTheDocument();

    setUp('/search?q=bluetoth', { handler: answering(searchAnswer(ROWS.slice(0, 1), { suggestion: { word: 'bluetooth' } })) });
    expect(await screen.findAllByText('1 results found')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Did you mean/ })).not.toBeInTheDocument();
  });
});

describe('results states', () => {
  it("shows 'No products found' and Clear search resets query, categories and prices", async () => {
    const user = userEvent.setup();
    const { location } = setUp('/search?q=zzzz&category=food&min=5&max=10', { handler: answering(searchAnswer([])) });
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(location()).toBe('/search');
  });

  it('shows a failure with Try Again when the backend errors, not an empty list, and Try Again searches again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { backend } = setUp('/search?q=kitenge', {
      handler: (request) => (fail ? { status: 503, body: { message: 'Service Unavailable' } } : answering(searchAnswer())(request)),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is not available right now');
    expect(screen.queryByText('No products found')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('3 results found')).toBeInTheDocument();
    expect(backend.searches()).toHaveLength(2);
  });

  it('gives up on a backend that does not answer within the deadline', async () => {
    jest.useFakeTimers();
    setUp('/search?q=kitenge', {
      handler: (request) => (request.url.pathname.endsWith('/products') ? { body: [] } : new Promise(() => undefined)),
    });
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SEARCH_TIMEOUT_MS);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Search is not available right now');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('says the service is unavailable when no backend is configured', async () => {
    renderAt(<SearchResultsPage />, '/search?q=kitenge', hostWith(null));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service temporarily unavailable. Please contact support.');
  });

  it('shows a failure (not a crash) when the server sends rows of the wrong shape', async () => {
    setUp('/search?q=kitenge', { handler: answering(searchAnswer([{ id: 1, name: null }] as never)) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is not available right now');
  });

  it('pages through results 24 at a time, by links that keep the search', async () => {
    const user = userEvent.setup();
    const { backend, location } = setUp('/search?q=kitenge&sort=price-asc', { handler: answering(searchAnswer(ROWS, { total: 50 })) });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('href', '/search?q=kitenge&sort=price-asc&page=2');
    await user.click(next);
    expect(location()).toBe('/search?q=kitenge&sort=price-asc&page=2');
    await waitFor(() => expect(lastSearch(backend).body).toEqual({ q: 'kitenge', sort: 'price-asc', page_from: 24 }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/search?q=kitenge&sort=price-asc');
  });
});

describe('filters and sort', () => {
  it('puts checked categories, the price range and the sort in the address', async () => {
    const user = userEvent.setup();
    const { location } = setUp('/search?q=kitenge');
    await screen.findByText('3 results found');
    await user.click(screen.getByRole('checkbox', { name: 'Electronics' }));
    await user.click(screen.getByRole('checkbox', { name: 'Clothing' }));
    expect(location()).toBe('/search?q=kitenge&category=clothing%2Celectronics');
    const min = screen.getByRole('spinbutton', { name: 'Min price' });
    await user.clear(min);
    await user.type(min, '1000{Enter}');
    const max = screen.getByRole('spinbutton', { name: 'Max price' });
    await user.clear(max);
    await user.type(max, '3000');
    await user.tab();
    expect(location()).toBe('/search?q=kitenge&category=clothing%2Celectronics&min=1000&max=3000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: Low to High');
    expect(location()).toBe('/search?q=kitenge&category=clothing%2Celectronics&min=1000&max=3000&sort=price-asc');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/search?q=kitenge&sort=price-asc');
  }, 20_000);

  it('shows the default range 0 to the catalogue ceiling, with translated category names', async () => {
    setUp('/search');
    await screen.findByText('3 results found');
    expect(screen.getByRole('spinbutton', { name: 'Min price' })).toHaveValue(0);
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Max price' })).toHaveValue(55000));
    expect(screen.getByRole('checkbox', { name: 'Home & Kitchen' })).toBeInTheDocument();
  });

  it('puts junk typed in a price back to what applies', async () => {
    const user = userEvent.setup();
    const { location } = setUp('/search?min=200');
    const min = screen.getByRole('spinbutton', { name: 'Min price' });
    await user.clear(min);
    await user.type(min, '-5');
    await user.tab();
    expect(location()).toBe('/search');
    expect(min).toHaveValue(0);
  });
});

// The screen's width shows either the side column or this button (CSS, so the server's markup
// holds both: e2e covers the widths); jsdom applies no media query and shows both.
describe('mobile filters', () => {
  it('is a dialog behind a button showing the active filter count: focus moves in, Escape closes, focus returns', async () => {
    const user = userEvent.setup();
    setUp('/search?category=food,beauty&min=10');
    const toggle = screen.getByRole('button', { name: 'Filters (3 active filters)' });
    expect(within(toggle).getByText('3')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('checkbox', { name: 'Food' })).toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('keeps Tab inside the open dialog', async () => {
    const user = userEvent.setup();
    setUp('/search');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 15; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('cards', () => {
  it("publishes cart:item-added from the 'Add <product> to cart' button", async () => {
    const user = userEvent.setup();
    const added: Array<EventPayload<'cart:item-added'>> = [];
    const off = bus.subscribe('cart:item-added', (payload) => added.push(payload));
    try {
      setUp('/search?q=earbuds');
      await user.click(await screen.findByRole('button', { name: 'Add Wireless Earbuds Pro to cart' }));
      expect(added).toEqual([
        {
          product: {
            id: 'fp-2',
            name: 'Wireless Earbuds Pro',
            price: 4200,
            currency: 'KES',
            image: 'http://backend.test/storage/v1/object/public/catalog/products/fp-2.svg',
            category: 'electronics',
          },
          quantity: 1,
        },
      ]);
    } finally {
      off();
    }
  });

  it('names a result in Swahili or Somali where the vendor wrote that name, in English otherwise, following the language while shown; the cart still gets the English name', async () => {
    const user = userEvent.setup();
    const lamp = { ...ROWS[1]!, id: 'sl-1', name: 'Solar Lamp', name_sw: 'Taa ya Jua', name_so: null };
    const added: Array<EventPayload<'cart:item-added'>> = [];
    const off = bus.subscribe('cart:item-added', (payload) => added.push(payload));
    try {
      const { backend } = setUp('/search?q=taa', {
        handler: answering(searchAnswer([lamp])),
      });
      expect(await screen.findByRole('heading', { level: 3, name: 'Solar Lamp' })).toBeInTheDocument();
      expect(lastSearch(backend).body).toEqual({ q: 'taa' });
      await act(() => i18next.changeLanguage('sw'));
      expect(screen.getByRole('heading', { level: 3, name: 'Taa ya Jua' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Ongeza Taa ya Jua kwenye kikapu' }));
      expect(added.map(({ product }) => product.name)).toEqual(['Solar Lamp']);
      await act(() => i18next.changeLanguage('so'));
      expect(screen.getByRole('heading', { level: 3, name: 'Solar Lamp' })).toBeInTheDocument();
    } finally {
      off();
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('opens the product page from a card', async () => {
    const user = userEvent.setup();
    setUp('/search?q=kitenge');
    await user.click(await screen.findByRole('link', { name: /Kitenge Print Maxi Dress/ }));
    expect(screen.getByText('product page')).toBeInTheDocument();
  });
});

describe('image search', () => {
  const image = (name = 'dress.png', type = 'image/png', size = 2048) => new File([new Uint8Array(size)], name, { type });
  const fileInput = () => screen.getByLabelText('Choose an image to search with') as HTMLInputElement;

  it('checks the image, shows it, runs the 1.5 s analysis with its toasts, then shows a random category and never sends the image', async () => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(0.7);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { backend, host, location } = setUp('/search?q=kitenge&sort=price-asc');
    await screen.findByText('3 results found');
    const before = backend.requests.length;

    await user.upload(fileInput(), image());
    expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Image uploaded for search' });
    expect(host.notify).toHaveBeenCalledWith({ kind: 'info', message: 'Analyzing image...' });
    expect(location()).toBe(`/search?image=${encodeURIComponent(PREVIEW)}&sort=price-asc`);
    expect(screen.getByRole('img', { name: 'The image you are searching with' })).toHaveAttribute('src', PREVIEW);
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('');
    expect(host.notify).not.toHaveBeenCalledWith({ kind: 'success', message: 'Image analysis complete' });

    await act(async () => {
      await jest.advanceTimersByTimeAsync(IMAGE_ANALYSIS_MS);
    });
    expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Image analysis complete' });
    await screen.findByText('3 results found');
    expect(lastSearch(backend).body).toEqual({ categories: ['electronics'], sort: 'price-asc' });
    // Nothing sent after choosing the image carries it: no file, no preview address.
    for (const request of backend.requests.slice(before)) {
      expect(JSON.stringify(request.body ?? null)).not.toContain('blob:');
      expect(request.url.href).not.toContain('blob');
      expect(request.body instanceof Blob).toBe(false);
    }
  });

  it('picks clothing when the random draw is low', async () => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(0.2);
    const { backend } = setUp(`/search?image=${encodeURIComponent(PREVIEW)}`);
    expect(screen.getByText('Analyzing image...', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(backend.searches()).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(IMAGE_ANALYSIS_MS);
    });
    await waitFor(() => expect(lastSearch(backend).body).toEqual({ categories: ['clothing'] }));
  });

  it.each([
    ['a renamed program', image('setup.png', 'application/x-msdownload'), 'Invalid file type'],
    ['a 3 MB image', image('big.jpg', 'image/jpeg', 3 * 1024 * 1024), 'File too large (max 2MB)'],
    ['an empty file', image('empty.png', 'image/png', 0), 'File appears to be empty'],
  ])('refuses %s with its message and keeps the page as it was', async (_label, file, message) => {
    const user = userEvent.setup({ applyAccept: false });
    const { host, location } = setUp('/search?q=kitenge');
    await user.upload(fileInput(), file);
    expect(host.notify).toHaveBeenCalledWith({ kind: 'error', message });
    expect(location()).toBe('/search?q=kitenge');
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it("says 'Failed to process image' when the preview cannot be read, and drops the image", async () => {
    const { host, location } = setUp(`/search?image=${encodeURIComponent(PREVIEW)}`);
    fireEvent.error(screen.getByRole('img', { name: 'The image you are searching with' }));
    expect(host.notify).toHaveBeenCalledWith({ kind: 'error', message: 'Failed to process image' });
    expect(location()).toBe('/search');
  });

  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['anim.gif', 'image/gif'],
    ['pic.webp', 'image/webp'],
  ])('accepts %s (%s): Image uploaded for search, and its preview goes in the address', async (name, type) => {
    const user = userEvent.setup();
    const { host, location } = setUp('/search');
    await user.upload(fileInput(), image(name, type));
    expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Image uploaded for search' });
    expect(host.notify).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'error' }));
    expect(location()).toBe(`/search?image=${encodeURIComponent(PREVIEW)}`);
  });

  it('offers only jpeg, png, gif and webp in the file picker', () => {
    setUp('/search');
    expect(fileInput().accept.split(',').sort()).toEqual(['image/gif', 'image/jpeg', 'image/png', 'image/webp']);
  });

  it.each([
    ['a bmp image', image('scan.bmp', 'image/bmp'), 'Invalid file type'],
    ['an svg image', image('logo.svg', 'image/svg+xml'), 'Invalid file type'],
    ['a tiff image', image('scan.tiff', 'image/tiff'), 'Invalid file type'],
    ['a png named .svg', image('photo.svg', 'image/png'), 'Invalid file extension'],
    ['a png whose name holds a forbidden word', image('exe-photo.png', 'image/png'), 'Invalid file name'],
  ])('refuses %s with the upload check reason and no preview', async (_label, file, message) => {
    const user = userEvent.setup({ applyAccept: false });
    const { host, location } = setUp('/search');
    await user.upload(fileInput(), file);
    expect(host.notify).toHaveBeenCalledWith({ kind: 'error', message });
    expect(host.notify).not.toHaveBeenCalledWith({ kind: 'success', message: 'Image uploaded for search' });
    expect(location()).toBe('/search');
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('clears the chosen file and the typed text once the image is submitted, so the next text search carries no image', async () => {
    const user = userEvent.setup();
    const { location } = setUp('/search');
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'dress');
    await user.upload(fileInput(), image());
    expect(location()).toBe(`/search?image=${encodeURIComponent(PREVIEW)}`);
    expect(fileInput().files).toHaveLength(0);
    expect(fileInput()).toHaveValue('');
    expect(box).toHaveValue('');
    await user.type(box, 'shoes');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/search?q=shoes');
    expect(screen.queryByRole('img', { name: 'The image you are searching with' })).not.toBeInTheDocument();
  });

  it('Clear search after an image search with no matches resets the image, its preview, categories and price range', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { location } = setUp(`/search?image=${encodeURIComponent(PREVIEW)}&category=food&min=5&max=10`, {
      handler: answering(searchAnswer([])),
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(IMAGE_ANALYSIS_MS);
    });
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(location()).toBe('/search');
    expect(screen.queryByRole('img', { name: 'The image you are searching with' })).not.toBeInTheDocument();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith(PREVIEW));
    expect(screen.getByRole('checkbox', { name: 'Food' })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Min price' })).toHaveValue(0);
  });

  it('revokes the preview address once it is no longer shown', async () => {
    const user = userEvent.setup();
    const { location } = setUp(`/search?image=${encodeURIComponent(PREVIEW)}&category=food`);
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(location()).toBe('/search?category=food');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith(PREVIEW));
    expect(screen.queryByRole('img', { name: 'The image you are searching with' })).not.toBeInTheDocument();
  });

  it('submitting text writes q and clears the image', async () => {
    const user = userEvent.setup();
    const { location } = setUp(`/search?image=${encodeURIComponent(PREVIEW)}`);
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'tea');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/search?q=tea');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith(PREVIEW));
  });

  it('submitting with an image and no text runs the analysis again (the image wins)', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { host } = setUp(`/search?image=${encodeURIComponent(PREVIEW)}`);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(IMAGE_ANALYSIS_MS);
    });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const analyzing = (host.notify as jest.Mock).mock.calls.filter(([toast]) => toast.message === 'Analyzing image...');
    expect(analyzing).toHaveLength(2);
  });

  it.each(['https://evil.example/cat.png', 'javascript:alert(1)', `blob:https://evil.example/0b6c2b9e-3a5e-4c1e-9d7e-2f9a1c3b4d5e`])(
    'ignores an image parameter that is not a blob: address of this page (%s): never loaded, a normal search runs',
    async (value) => {
      const { backend, host } = setUp(`/search?image=${encodeURIComponent(value)}&q=kitenge`);
      expect(await screen.findByText('3 results found')).toBeInTheDocument();
      expect(document.querySelector('img[src*="evil"], img[src^="javascript"]')).toBeNull();
      expect(lastSearch(backend).body).toEqual({ q: 'kitenge' });
      expect(host.notify).not.toHaveBeenCalled();
    },
  );
});
