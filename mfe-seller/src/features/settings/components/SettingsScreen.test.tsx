import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusal, renderAt, sellerBackend, sellerHost, setUpI18n, VENDOR_ID, type Reply, type SentRequest } from '../../../testing/harness';
import { SettingsScreen } from './SettingsScreen';

beforeAll(setUpI18n);

const VENDOR = {
  id: VENDOR_ID,
  slug: 'nairobi-tech-hub',
  name: 'Nairobi Tech Hub',
  description: 'Phones, laptops and repairs on Moi Avenue.',
  image: `vendors/${VENDOR_ID}/logo.png`,
  location: 'Moi Avenue, Nairobi',
  contact_phone: '+254712345678',
};

function renderSettings(
  update: (request: SentRequest) => Reply = (request) => ({ body: { ...VENDOR, ...(request.body as object), slug: 'tech-hub-nairobi' } }),
) {
  const backend = sellerBackend((request) => {
    if (request.url.pathname === '/rest/v1/vendors') return request.method === 'GET' ? { body: VENDOR } : update(request);
    if (request.url.pathname.startsWith('/storage/v1/object/catalog/')) return { body: { Key: 'catalog/x', Id: 'x' } };
    return { status: 404, body: {} };
  });
  const host = sellerHost(backend);
  renderAt('/seller/settings', <SettingsScreen />, host);
  return { backend, host };
}

describe('/seller/settings', () => {
  it("shows the vendor's public profile with its logo, and saves name, description, location and the phone as +254…", async () => {
    const { backend, host } = renderSettings();
    const name = await screen.findByLabelText('Shop name');
    expect(name).toHaveValue('Nairobi Tech Hub');
    expect(name).toHaveAccessibleDescription('Renaming your shop changes its address: old links to its page stop working.');
    expect(screen.getByRole('img', { name: 'Your shop’s logo now' })).toHaveAttribute(
      'src',
      `http://backend.test/storage/v1/object/public/catalog/vendors/${VENDOR_ID}/logo.png`,
    );
    fireEvent.change(name, { target: { value: 'Tech Hub Nairobi' } });
    fireEvent.change(screen.getByLabelText('Contact phone'), { target: { value: '0722 000 111' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('link', { name: 'See your shop’s page' })).toHaveAttribute('href', '/vendor/tech-hub-nairobi');
    const [patch] = backend.sentTo('/rest/v1/vendors').filter((r) => r.method === 'PATCH');
    expect(patch!.url.searchParams.get('id')).toBe(`eq.${VENDOR_ID}`);
    expect(patch!.body).toEqual({
      name: 'Tech Hub Nairobi',
      description: 'Phones, laptops and repairs on Moi Avenue.',
      location: 'Moi Avenue, Nairobi',
      contact_phone: '+254722000111',
      image: VENDOR.image,
    });
    expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Your shop profile is saved.' });
  });

  it('refuses a phone that is not a Kenyan mobile number before sending, with the contracts message tied to the field', async () => {
    const { backend } = renderSettings();
    fireEvent.change(await screen.findByLabelText('Contact phone'), { target: { value: '12345' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    const phone = screen.getByLabelText('Contact phone');
    await waitFor(() => expect(phone).toHaveFocus());
    expect((phone.getAttribute('aria-describedby') ?? '').split(' ')).toHaveLength(2);
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('A Kenyan mobile number, such as 0712 345 678.'));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(backend.sentTo('/rest/v1/vendors').filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it("uploads a new logo to the vendor's folder and shows the server's refusal of a logo that is not its own (seller.imageNotOwn) on the field", async () => {
    const { backend } = renderSettings(() => refusal(400, '23514', 'The logo must be one of your uploads', 'seller.imageNotOwn', 'image'));
    await userEvent.upload(await screen.findByLabelText('Choose a new logo'), new File(['x'], 'Logo.webp', { type: 'image/webp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Choose a logo uploaded to your own shop.')).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a new logo')).toHaveAccessibleDescription(
      'JPG, PNG, GIF or WebP, at most 2 MB. Choose a logo uploaded to your own shop.',
    );
    const [upload] = backend.requests.filter((r) => r.url.pathname.startsWith('/storage/'));
    expect(upload!.url.pathname).toMatch(new RegExp(`^/storage/v1/object/catalog/vendors/${VENDOR_ID}/logo-[0-9a-f]{8}\\.webp$`));
  });
});
