import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route } from 'react-router';
import { fakeBackend, productRow, renderAt, setUpI18n, vendorRow } from '../../../testing/harness';
import { VendorScreen } from './VendorScreen';

const routes = <Route path="/vendor/:slug" element={<VendorScreen />} />;

const MAMA = vendorRow('mama-africa-fashions', {
  name: 'Mama Africa Fashions',
  description: 'Tailor-made kitenge and ankara outfits cut and sewn in our Biashara Street workshop.',
  description_sw: 'Mavazi ya vitenge na ankara yaliyoshonwa kwa kipimo chako.',
  location: 'Biashara Street, Nairobi',
  joined_on: '2021-03-14',
  rating: '4.8',
  product_count: 2,
  category: 'clothing',
  contact_phone: '+254712345678',
});

/** A shop whose name gives a slug longer than a catalogue id (a renamed shop, the second of its name). */
const LONG_NAME = 'Nairobi Handcrafted Leather Goods and Accessories';
const LONG = vendorRow('nairobi-handcrafted-leather-goods-and-accessories-2', { name: LONG_NAME });

/** A vendor whose products are all drafts: row-level security hides every one of them. */
const NEW_SHOP = vendorRow('jua-kali-lamps', { name: 'Jua Kali Lamps', product_count: 0, contact_phone: null });

function vendorBackend() {
  return fakeBackend((url, body) => {
    if (url.pathname.endsWith('/vendors'))
      return { body: [MAMA, NEW_SHOP, LONG].filter((row) => url.searchParams.get('slug') === `eq.${row.slug}`) };
    const empty = (body as { p_vendor?: string } | undefined)?.p_vendor === 'jua-kali-lamps';
    if (url.pathname.endsWith('/rpc/catalog_count')) return { body: empty ? 0 : 2 };
    if (empty) return { body: [] };
    return { body: [productRow('fp-1', { name: 'Kitenge Print Maxi Dress' }), productRow('fp-2', { name: 'Ankara Wrap Skirt' })] };
  });
}

beforeAll(setUpI18n);
afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

describe('vendor page', () => {
  it('shows the vendor’s name, description, image, rating, category, product count, location and the month it joined', async () => {
    vendorBackend();
    renderAt('/vendor/mama-africa-fashions', routes);
    const banner = (await screen.findByRole('heading', { level: 1, name: 'Mama Africa Fashions' })).closest('header')!;
    const details = within(banner);
    expect(details.getByText('Tailor-made kitenge and ankara outfits cut and sewn in our Biashara Street workshop.')).toBeInTheDocument();
    expect(details.getByRole('img', { name: 'Shop front of Mama Africa Fashions' })).toHaveAttribute(
      'src',
      'http://backend.test/storage/v1/object/public/catalog/vendors/mama-africa-fashions.svg',
    );
    expect(details.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(banner).toHaveTextContent('Clothing · 2 products · Biashara Street, Nairobi');
    expect(details.getByText('Joined March 2021')).toBeInTheDocument();
    expect(details.getByRole('link', { name: '+254712345678' })).toHaveAttribute('href', 'tel:+254712345678');
    expect(details.getByText('Call the shop:', { exact: false })).toBeInTheDocument();
  });

  it('a vendor with no published products says so, in the shopper’s language, with a way to all products, and shows no phone it does not have', async () => {
    vendorBackend();
    renderAt('/vendor/jua-kali-lamps', routes);
    expect(await screen.findByText('Jua Kali Lamps has no products on sale right now.')).toBeInTheDocument();
    expect(screen.getByTestId('vendor-empty')).toContainElement(screen.getByRole('link', { name: 'Browse all products' }));
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
    expect(screen.queryByText('No products here yet.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Call the shop/)).not.toBeInTheDocument();
    await act(() => i18next.changeLanguage('sw'));
    expect(screen.getByText('Jua Kali Lamps haina bidhaa zinazouzwa kwa sasa.')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('so'));
    expect(screen.getByText('Jua Kali Lamps hadda ma haysato alaab la iibinayo.')).toBeInTheDocument();
  });

  it('lists the vendor’s products by their Swahili names in Swahili', async () => {
    fakeBackend((url) => {
      if (url.pathname.endsWith('/vendors')) return { body: [MAMA] };
      if (url.pathname.endsWith('/rpc/catalog_count')) return { body: 1 };
      return { body: [productRow('fp-1', { name: 'Kitenge Print Maxi Dress', name_sw: 'Gauni Refu la Kitenge' })] };
    });
    await act(() => i18next.changeLanguage('sw'));
    renderAt('/vendor/mama-africa-fashions', routes);
    expect(await screen.findByRole('link', { name: 'Gauni Refu la Kitenge' })).toHaveAttribute('href', '/product/fp-1');
  });

  it('lists the vendor’s own products (asked by vendor id) as cards linking to their pages', async () => {
    const { sent } = vendorBackend();
    renderAt('/vendor/mama-africa-fashions', routes);
    expect(await screen.findByRole('link', { name: 'Kitenge Print Maxi Dress' })).toHaveAttribute('href', '/product/fp-1');
    expect(screen.getByRole('link', { name: 'Ankara Wrap Skirt' })).toHaveAttribute('href', '/product/fp-2');
    const pageRead = sent.find((request) => request.url.pathname.endsWith('/rpc/catalog_page'));
    expect(pageRead?.body).toMatchObject({ p_vendor: 'mama-africa-fashions' });
    expect(screen.getByText('2 products', { selector: '[data-testid="result-count"]' })).toBeInTheDocument();
  });

  it('in Swahili the joined month and product count are Swahili', async () => {
    vendorBackend();
    await act(() => i18next.changeLanguage('sw'));
    renderAt('/vendor/mama-africa-fashions', routes);
    expect(await screen.findByText('Alijiunga Machi 2021')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('header')).toHaveTextContent('Bidhaa 2');
  });

  it('describes the shop in the shopper’s language, in English where the vendor wrote none, following the language live', async () => {
    vendorBackend();
    await act(() => i18next.changeLanguage('sw'));
    renderAt('/vendor/mama-africa-fashions', routes);
    const banner = (await screen.findByRole('heading', { level: 1, name: 'Mama Africa Fashions' })).closest('header')!;
    expect(within(banner).getByText('Mavazi ya vitenge na ankara yaliyoshonwa kwa kipimo chako.')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('so'));
    expect(
      within(banner).getByText('Tailor-made kitenge and ankara outfits cut and sewn in our Biashara Street workshop.'),
    ).toBeInTheDocument();
  });

  it('opens a shop whose slug is longer than a catalogue id (a long name with a -2 suffix)', async () => {
    vendorBackend();
    renderAt('/vendor/nairobi-handcrafted-leather-goods-and-accessories-2', routes);
    expect(await screen.findByRole('heading', { level: 1, name: LONG_NAME })).toBeInTheDocument();
  });

  it('an unknown slug shows Vendor not found with a link to /vendors', async () => {
    vendorBackend();
    renderAt('/vendor/no-such-shop', routes);
    expect(await screen.findByRole('heading', { name: 'Vendor not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all vendors' })).toHaveAttribute('href', '/vendors');
  });
});
