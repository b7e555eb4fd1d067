import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { fakeBackend, firstPaint, productRow, renderAt, setUpI18n, testHost } from '../../../testing/harness';
import { HomeScreen } from './HomeScreen';

const routes = <Route path="/" element={<HomeScreen />} />;

const DISCOVERY = [
  productRow('m1', { category: 'models', name: 'Safari Model' }),
  productRow('e1', { category: 'electronics', name: 'Speaker' }),
  productRow('f1', { category: 'clothing', name: 'Wrap Skirt' }),
  productRow('h1', { category: 'home-kitchen', name: 'Basket' }),
  productRow('b1', { category: 'beauty', name: 'Serum' }),
  productRow('j1', { category: 'jewelry', name: 'Cuff' }),
  productRow('m2', { category: 'models', name: 'Boda Model' }),
];

function catalogueBackend() {
  return fakeBackend((url) => {
    if (url.pathname.endsWith('/categories')) return { body: [] };
    if (url.pathname.endsWith('/vendors')) return { body: [] };
    if (url.searchParams.get('discovery_order')) return { body: DISCOVERY };
    return { body: [productRow('fp-1', { name: 'Kitenge Print Maxi Dress' })] };
  });
}

const discoveryNames = () => [...screen.getByTestId('discovery-items').querySelectorAll('h3')].map((h) => h.textContent);

jest.setTimeout(30_000);
beforeAll(setUpI18n);

describe('home', () => {
  it('the hero search goes to /search?q= with trimmed, sanitized text, and needs non-empty text', async () => {
    catalogueBackend();
    renderAt('/', routes);
    const search = screen.getByRole('search');
    const button = within(search).getByRole('button', { name: 'Search' });
    await userEvent.type(within(search).getByRole('searchbox'), '   ');
    expect(button).toBeDisabled();
    await userEvent.type(within(search).getByRole('searchbox'), 'kitenge "<dress>"  ');
    await userEvent.click(button);
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=kitenge%20dress');
  });

  it('the hero links to Shop Models and Browse All', async () => {
    catalogueBackend();
    renderAt('/', routes);
    await firstPaint();
    const hero = screen.getByRole('region', { name: "Shop Nairobi's district vendors, delivered to your door" });
    expect(within(hero).getByText('UP TO 40% OFF')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Shop Models' })).toHaveAttribute('href', '/category/models');
    expect(within(hero).getByRole('link', { name: 'Browse All' })).toHaveAttribute('href', '/products');
  });

  it('the discovery chips filter by category, and previous/next loop through the window', async () => {
    catalogueBackend();
    renderAt('/', routes);
    await firstPaint();
    await screen.findByText('Safari Model');
    expect(discoveryNames()).toEqual(['Safari Model', 'Speaker', 'Wrap Skirt', 'Basket']);
    await userEvent.click(screen.getByRole('button', { name: 'Next products' }));
    expect(discoveryNames()).toEqual(['Speaker', 'Wrap Skirt', 'Basket', 'Serum']);
    await userEvent.click(screen.getByRole('button', { name: 'Previous products' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous products' }));
    expect(discoveryNames()).toEqual(['Boda Model', 'Safari Model', 'Speaker', 'Wrap Skirt']);
    await userEvent.click(screen.getByRole('button', { name: 'Models' }));
    expect(screen.getByRole('button', { name: 'Models' })).toHaveAttribute('aria-pressed', 'true');
    expect(discoveryNames()).toEqual(['Safari Model', 'Boda Model']);
    await userEvent.click(screen.getByRole('button', { name: 'Fashion' }));
    expect(discoveryNames()).toEqual(['Wrap Skirt']);
  });

  it('renders the hero and the categories at once, and the sections below them only after the first paint', async () => {
    catalogueBackend();
    renderAt('/', routes);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shop By Category' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured Products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    await firstPaint();
    expect(screen.getByRole('region', { name: 'Featured Products' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
  });

  it('shows skeletons of the final size while loading', async () => {
    fakeBackend(() => new Promise(() => undefined));
    renderAt('/', routes);
    await firstPaint();
    expect(screen.getAllByTestId('product-skeleton').length).toBeGreaterThanOrEqual(8);
    expect(screen.getByTestId('category-skeleton')).toBeInTheDocument();
  });

  it('with no backend configured every catalogue section offers Try Again and the rest of the page works', async () => {
    const { requests } = fakeBackend(() => ({ body: [] }));
    renderAt('/', routes, testHost({}, false));
    await firstPaint();
    expect(screen.getAllByRole('button', { name: 'Try Again' })).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What our customers say' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('testimonials have drawn portraits, a position and a star rating with a label', async () => {
    catalogueBackend();
    renderAt('/', routes);
    await firstPaint();
    const portrait = screen.getByRole('img', { name: 'Drawn portrait of Amina Wanjiku' });
    expect(portrait).toHaveAttribute('loading', 'lazy');
    expect(portrait).toHaveAttribute('width', '64');
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' }).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });
});
