import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, sellerBackend, sellerHost, setUpI18n, VENDOR_ID, type Handler } from '../../../testing/harness';
import { ProductsScreen } from './ProductsScreen';

beforeAll(setUpI18n);

/** A products row as PostgREST sends it (numerics as strings). */
function productRow(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    category: 'electronics',
    name: 'Wireless Earbuds Pro',
    description: null,
    name_sw: null,
    name_so: null,
    description_sw: null,
    description_so: null,
    price: '2000.00',
    original_price: null,
    stock: 12,
    is_new: false,
    image: `vendors/${VENDOR_ID}/earbuds.webp`,
    status: 'published',
    updated_at: '2025-03-14T09:30:00Z',
    ...overrides,
  };
}

function renderProducts(products: Handler, entry = '/seller/products') {
  const backend = sellerBackend((request) =>
    request.url.pathname === '/rest/v1/products' ? products(request) : { status: 404, body: {} },
  );
  renderAt('/seller/products', <ProductsScreen />, sellerHost(backend), entry);
  return backend;
}

describe('/seller/products', () => {
  it("lists only the vendor's products with picture, name linked to its editor, price with the deal's original struck, stock and status", async () => {
    const backend = renderProducts(() => ({
      body: [
        productRow('earbuds', { original_price: '2500.00' }),
        productRow('hub', { name: 'USB-C Hub', status: 'draft', image: null }),
        productRow('laptop', { name: 'Laptop 14-inch', stock: 0 }),
      ],
      total: 3,
    }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Wireless Earbuds Pro' })).toHaveAttribute('href', '/seller/products/earbuds');
    expect(rows[0]!.querySelector('img')).toHaveAttribute(
      'src',
      `http://backend.test/storage/v1/object/public/catalog/vendors/${VENDOR_ID}/earbuds.webp`,
    );
    expect(rows[0]).toHaveTextContent(/KSh 2,000\s*KSh 2,500/);
    expect(rows[0]!.querySelector('s')).toHaveTextContent('KSh 2,500');
    expect(rows[0]).toHaveTextContent('Published');
    expect(rows[1]).toHaveTextContent('Draft');
    expect(rows[1]!.querySelector('img')).toBeNull();
    expect(rows[2]).toHaveTextContent('Out of stock');
    expect(screen.getByText('3 products')).toBeInTheDocument();
    const [request] = backend.sentTo('/rest/v1/products');
    expect(request!.url.searchParams.get('vendor_id')).toBe(`eq.${VENDOR_ID}`);
    expect(request!.headers.get('prefer')).toContain('count=exact');
  });

  it('searches by name and filters by status through the request and the address, and pages ten at a time', async () => {
    const backend = renderProducts(() => ({ body: [productRow('earbuds')], total: 23 }), '/seller/products?status=out-of-stock');
    await screen.findByRole('table');
    expect(screen.getByLabelText('Show')).toHaveValue('out-of-stock');
    expect(backend.sentTo('/rest/v1/products')[0]!.url.searchParams.get('stock')).toBe('eq.0');

    await userEvent.type(screen.getByLabelText('Search your products'), '50%_off');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Page 1 of 3');
    const searched = backend.sentTo('/rest/v1/products').at(-1)!;
    expect(searched.url.searchParams.get('name')).toBe('ilike.%50\\%\\_off%');
    expect(screen.getByTestId('location')).toHaveTextContent('/seller/products?q=50%25_off&status=out-of-stock');

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'draft');
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    const paged = backend.sentTo('/rest/v1/products').at(-1)!;
    expect(paged.url.searchParams.get('status')).toBe('eq.draft');
    expect(paged.url.searchParams.get('offset')).toBe('10');
    expect(paged.url.searchParams.get('limit')).toBe('10');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('invites a vendor without products to add the first, which stays a draft', async () => {
    renderProducts(() => ({ body: [], total: 0 }));
    expect(
      await screen.findByText('You have no products yet. Add your first one: it stays a draft until you publish it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a product' })).toHaveAttribute('href', '/seller/products/new');
  });

  it('sends a shopper who is no member to the not-a-vendor page instead of listing anything', async () => {
    const backend = sellerBackend(() => ({ status: 404, body: {} }), { vendorId: null });
    renderAt('/seller/products', <ProductsScreen />, sellerHost(backend));
    expect(await screen.findByRole('heading', { name: 'You are not a vendor yet' })).toBeInTheDocument();
    expect(backend.sentTo('/rest/v1/products')).toHaveLength(0);
  });
});
