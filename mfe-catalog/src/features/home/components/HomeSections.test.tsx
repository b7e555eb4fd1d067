import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Route } from 'react-router';
import { bus } from '@marketplace/contracts';
import { categoryRow, fakeBackend, firstPaint, productRow, renderAt, setUpI18n, vendorRow } from '../../../testing/harness';
import { wishlist, WISHLIST_STORAGE_KEY } from '../../../lib/wishlist-store';
import { HomeScreen } from './HomeScreen';

const routes = <Route path="/" element={<HomeScreen />} />;

const CATEGORY_SLUGS = ['clothing', 'electronics', 'home-kitchen', 'beauty', 'jewelry', 'models', 'food'];

const VENDORS = [
  vendorRow('mama-africa-fashions', { name: 'Mama Africa Fashions', rating: '4.8', product_count: 14, category: 'clothing' }),
  vendorRow('nairobi-tech-hub', { name: 'Nairobi Tech Hub', rating: '4.7', product_count: 9, category: 'electronics' }),
  vendorRow('shanga-beadworks', { name: 'Shanga Beadworks', rating: '4.6', product_count: 1, category: 'jewelry' }),
  vendorRow('nairobi-scale-models', { name: 'Nairobi Scale Models', rating: '4.5', product_count: 11, category: 'models' }),
];

const DISCOVERY_IDS = ['m1', 'e1', 'f1', 'h1', 'b1', 'j1', 'm2', 'e2', 'f2', 'h2', 'b2'];
const DISCOVERY = DISCOVERY_IDS.map((id) => productRow(id, { name: `Discovery ${id}`, price: '750.00' }));

function homeBackend() {
  return fakeBackend((url) => {
    if (url.pathname.endsWith('/categories')) return { body: CATEGORY_SLUGS.map((slug) => categoryRow(slug)) };
    if (url.pathname.endsWith('/vendors')) return { body: VENDORS };
    if (url.searchParams.get('discovery_order')) return { body: DISCOVERY };
    return { body: Array.from({ length: 8 }, (_, i) => productRow(`fp-${i + 1}`)) };
  });
}

const region = (name: string) => screen.getByRole('region', { name });
const discoveryNames = () => [...screen.getByTestId('discovery-items').querySelectorAll('h3')].map((h) => h.textContent);

jest.setTimeout(30_000);
beforeAll(setUpI18n);
beforeEach(() => {
  localStorage.clear();
  wishlist.reload();
});
afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => i18next.changeLanguage('en'));
});

describe('home sections', () => {
  it('Shop By Category shows the six home categories (not Models) with their counts, each linking to /category/<slug>', async () => {
    homeBackend();
    renderAt('/', routes);
    const grid = region('Shop By Category');
    await within(grid).findByRole('link', { name: /clothing \(en\)/ });
    const tiles = within(grid)
      .getAllByRole('link')
      .map((link) => [link.getAttribute('href'), link.querySelector('.name')?.textContent, link.querySelector('.count')?.textContent]);
    expect(tiles).toEqual([
      ['/category/clothing', 'clothing (en)', '9 products'],
      ['/category/electronics', 'electronics (en)', '10 products'],
      ['/category/home-kitchen', 'home-kitchen (en)', '9 products'],
      ['/category/beauty', 'beauty (en)', '8 products'],
      ['/category/jewelry', 'jewelry (en)', '8 products'],
      ['/category/food', 'food (en)', '8 products'],
    ]);
  });

  it('the highlights section shows fast delivery, trusted sellers, secure payments and 24/7 support with their texts', async () => {
    homeBackend();
    renderAt('/', routes);
    await firstPaint();
    const highlights = region('Why shop with us');
    const items = within(highlights)
      .getAllByRole('listitem')
      .map((item) => [within(item).getByRole('heading', { level: 3 }).textContent, item.querySelector('p')?.textContent]);
    expect(items).toEqual([
      ['Fast Delivery', 'Delivery within 24 hours in Nairobi.'],
      ['Trusted Sellers', 'Every vendor is a known shop of the district.'],
      ['Secure Payments', 'M-Pesa, cards, cash on delivery and bank transfer.'],
      ['24/7 Support', 'Call or message us whenever you need help.'],
    ]);
  });

  it('Popular Vendors asks for the four best-rated vendors and shows each one’s image, name linking to /vendor/<slug>, category, product count and rating', async () => {
    const { requests } = homeBackend();
    renderAt('/', routes);
    await firstPaint();
    const vendors = region('Popular Vendors');
    await within(vendors).findByRole('link', { name: 'Mama Africa Fashions' });
    const request = requests.find((url) => url.pathname.endsWith('/vendors'));
    expect(request?.searchParams.get('order')).toBe('rating.desc,name.asc');
    expect(request?.searchParams.get('limit')).toBe('4');

    const cards = within(vendors).getAllByRole('article');
    expect(cards).toHaveLength(4);
    const first = within(cards[0]!);
    expect(first.getByRole('img', { name: 'Shop front of Mama Africa Fashions' })).toHaveAttribute(
      'src',
      'http://backend.test/storage/v1/object/public/catalog/vendors/mama-africa-fashions.svg',
    );
    expect(first.getByRole('link', { name: 'Mama Africa Fashions' })).toHaveAttribute('href', '/vendor/mama-africa-fashions');
    expect(first.getByText('Clothing')).toBeInTheDocument();
    expect(first.getByText('14 products')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(within(cards[2]!).getByText('1 product')).toBeInTheDocument();
    expect(within(cards[3]!).getByRole('link', { name: 'Nairobi Scale Models' })).toHaveAttribute('href', '/vendor/nairobi-scale-models');
    expect(within(vendors).getByRole('link', { name: 'See all vendors' })).toHaveAttribute('href', '/vendors');
  });

  it('the vendor call to action links Start Selling to /vendor/register and Learn More About Selling to /vendor/info', async () => {
    homeBackend();
    renderAt('/', routes);
    await firstPaint();
    const cta = region('Sell with us');
    expect(within(cta).getByRole('link', { name: 'Start Selling' })).toHaveAttribute('href', '/vendor/register');
    expect(within(cta).getByRole('link', { name: 'Learn More About Selling' })).toHaveAttribute('href', '/vendor/info');
  });

  it('the discovery carousel asks for exactly the 11 discovery samples in order and next cycles through all 11 before looping', async () => {
    const { requests } = homeBackend();
    renderAt('/', routes);
    await firstPaint();
    await screen.findByText('Discovery m1');
    const request = requests.find((url) => url.searchParams.has('discovery_order'));
    expect(request?.searchParams.get('discovery_order')).toBe('not.is.null');
    expect(request?.searchParams.get('order')).toBe('discovery_order.asc');
    expect(request?.searchParams.get('limit')).toBe('11');

    const seen: string[] = [];
    for (let step = 0; step < 11; step += 1) {
      seen.push(discoveryNames()[0]!);
      await userEvent.click(screen.getByRole('button', { name: 'Next products' }));
    }
    expect(seen).toEqual(DISCOVERY_IDS.map((id) => `Discovery ${id}`));
    expect(discoveryNames()[0]).toBe('Discovery m1');
  });

  it('a discovery heart toggles that product in the wishlist (pressed, stored) and back', async () => {
    homeBackend();
    renderAt('/', routes);
    await firstPaint();
    await screen.findByText('Discovery m1');
    const heart = within(screen.getByTestId('discovery-items')).getByRole('button', { name: 'Save to wishlist: Discovery e1' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual(['e1']);
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual([]);
  });

  it('a discovery Add to Cart publishes cart:item-added with the product (id, name, price, KES, image, category) and quantity 1', async () => {
    homeBackend();
    const publish = jest.spyOn(bus, 'publish');
    renderAt('/', routes);
    await firstPaint();
    await screen.findByText('Discovery m1');
    await userEvent.click(within(screen.getByTestId('discovery-items')).getByRole('button', { name: 'Add to Cart: Discovery f1' }));
    expect(publish).toHaveBeenCalledTimes(1);
    expect(publish).toHaveBeenCalledWith('cart:item-added', {
      product: {
        id: 'f1',
        name: 'Discovery f1',
        price: 750,
        currency: 'KES',
        image: 'http://backend.test/storage/v1/object/public/catalog/products/f1.svg',
        category: 'clothing',
      },
      quantity: 1,
    });
    expect(publish).toHaveReturnedWith(true);
  });

  it('while loading, each section reserves its final size: 6 category tiles, 8 featured, 4 vendor and 4 discovery cards, each skeleton the same box as its card', async () => {
    // The box of a card: its styled component's class and the body's own sizing.
    const shape = (card: Element) => [card.className, card.querySelector('.body')?.getAttribute('style') ?? null];
    const cardSections = ['Featured Products', 'Popular Vendors', 'Discover Products'];

    fakeBackend(() => new Promise(() => undefined));
    const { unmount } = renderAt('/', routes);
    await firstPaint();
    const tilesSkeleton = within(region('Shop By Category')).getByTestId('category-skeleton');
    expect(tilesSkeleton.querySelectorAll('li')).toHaveLength(6);
    const tilesClass = tilesSkeleton.className;
    const skeletons = cardSections.map((name) => within(region(name)).getAllByTestId('product-skeleton'));
    expect(skeletons.map((cards) => cards.length)).toEqual([8, 4, 4]);
    const skeletonShapes = skeletons.map((cards) => shape(cards[0]!));
    unmount();

    homeBackend();
    renderAt('/', routes);
    await firstPaint();
    await screen.findByText('Discovery m1');
    await within(region('Popular Vendors')).findByRole('link', { name: 'Mama Africa Fashions' });
    const cards = cardSections.map((name) => within(region(name)).getAllByRole('article'));
    expect(cards.map((list) => list.length)).toEqual([8, 4, 4]);
    expect(cards.map((list) => shape(list[0]!))).toEqual(skeletonShapes);
    await within(region('Shop By Category')).findByRole('link', { name: /clothing \(en\)/ });
    expect(region('Shop By Category').querySelector('ul')?.className).toBe(tilesClass);
  });

  it('every image on the loaded home page has alt text, width, height and loading="lazy"', async () => {
    homeBackend();
    renderAt('/', routes);
    await firstPaint();
    await screen.findByText('Discovery m1');
    await within(region('Shop By Category')).findByRole('link', { name: /clothing \(en\)/ });
    await within(region('Popular Vendors')).findByRole('link', { name: 'Mama Africa Fashions' });
    const images = [...document.querySelectorAll('img')];
    // 6 categories + 8 featured + 4 vendors + 3 testimonials + 5 slides + 4 discovery
    expect(images).toHaveLength(30);
    for (const image of images) {
      expect([image.getAttribute('src'), image.alt.trim().length > 0]).toEqual([image.getAttribute('src'), true]);
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(image).toHaveAttribute('loading', 'lazy');
    }
    expect(within(region('Shop By Category')).getByRole('img', { name: 'clothing (en) products' })).toBeInTheDocument();
  });
});

describe('home in Somali and Swahili', () => {
  it('in Somali the hero, category names, highlights, call to action, newsletter and discovery chips are Somali', async () => {
    homeBackend();
    await act(() => i18next.changeLanguage('so'));
    renderAt('/', routes);
    await firstPaint();
    expect(screen.getByText(/Ku bixi M-Pesa, kaar ama lacag caddaan ah marka laguu keeno\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Eeg Dhammaan' })).toHaveAttribute('href', '/products');
    expect(await screen.findByText('clothing (so)')).toBeInTheDocument();
    expect(screen.getByText('Keenis 24 saacadood gudahood Nairobi.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bilow Iibinta' })).toHaveAttribute('href', '/vendor/register');
    expect(screen.getByRole('link', { name: 'Wax Badan Ka Baro Iibinta' })).toHaveAttribute('href', '/vendor/info');
    expect(screen.getByRole('button', { name: 'Isdiiwaangeli' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Moodello' })).toBeInTheDocument();
    expect(screen.queryByText('Subscribe')).not.toBeInTheDocument();
  });

  it('in Swahili the hero, category names, highlights, call to action, newsletter and discovery chips are Swahili', async () => {
    homeBackend();
    await act(() => i18next.changeLanguage('sw'));
    renderAt('/', routes);
    await firstPaint();
    expect(screen.getByText(/Lipa kwa M-Pesa, kadi au pesa taslimu unapopokea\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vinjari Zote' })).toHaveAttribute('href', '/products');
    expect(await screen.findByText('clothing (sw)')).toBeInTheDocument();
    expect(screen.getByText('Tunafikisha ndani ya saa 24 jijini Nairobi.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anza Kuuza' })).toHaveAttribute('href', '/vendor/register');
    expect(screen.getByRole('link', { name: 'Jifunze Zaidi Kuhusu Kuuza' })).toHaveAttribute('href', '/vendor/info');
    expect(screen.getByRole('button', { name: 'Jiandikishe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mitindo' })).toBeInTheDocument();
    expect(screen.queryByText('Subscribe')).not.toBeInTheDocument();
  });
});
