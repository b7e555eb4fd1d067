import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { renderRoutesAt } from '@marketplace/testing';
import {
  refusal,
  sellerBackend,
  sellerHost,
  setUpI18n,
  VENDOR_ID,
  type Handler,
  type Reply,
  type SentRequest,
} from '../../../testing/harness';
import { ProductEditorScreen } from './ProductEditorScreen';

beforeAll(setUpI18n);

const SAVED = {
  id: 'p-1f2e',
  category: 'electronics',
  name: 'Solar Lamp',
  description: 'Charges in a day.',
  name_sw: 'Taa ya Jua',
  name_so: null,
  description_sw: null,
  description_so: null,
  price: '1500.00',
  original_price: '1800.00',
  stock: 12,
  is_new: true,
  image: `vendors/${VENDOR_ID}/solar-lamp-ab12cd34.png`,
  status: 'draft',
  updated_at: '2025-03-14T09:30:00Z',
};

const PRODUCTS = '/rest/v1/products';

function renderEditor(handler: Handler, entry: string) {
  const backend = sellerBackend(handler);
  const host = sellerHost(backend);
  renderRoutesAt(
    entry,
    <>
      <Route path="/seller/products/new" element={<ProductEditorScreen />} />
      <Route path="/seller/products/:id" element={<ProductEditorScreen />} />
    </>,
    host,
  );
  return { backend, host };
}

/** Answers the product's read, and `write` for inserts and updates. */
function productHandler(write: (request: SentRequest) => Reply = () => ({ body: SAVED })): Handler {
  return (request) => {
    if (request.url.pathname === PRODUCTS) return request.method === 'GET' ? { body: SAVED } : write(request);
    if (request.url.pathname.startsWith('/storage/v1/object/catalog/')) return { body: { Key: 'catalog/x', Id: 'x' } };
    return { status: 404, body: {} };
  };
}

const png = (name: string, size = 1024) => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('/seller/products/new and /seller/products/:id', () => {
  it('shows each problem under its field, tied by aria-describedby, focuses the first and sends nothing', async () => {
    const { backend } = renderEditor(productHandler(), '/seller/products/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Create draft' }));
    const [name] = screen.getAllByLabelText('Name');
    expect(name).toHaveAccessibleDescription('Enter the product’s name.');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Please choose a category');
    expect(screen.getByLabelText('Price (KSh)')).toHaveAccessibleDescription('Enter an amount in shillings, such as 1500 or 1499.50.');

    fireEvent.change(screen.getByLabelText('Price (KSh)'), { target: { value: '1500' } });
    fireEvent.change(screen.getByLabelText('Original price (KSh)'), { target: { value: '1200' } });
    fireEvent.change(screen.getByLabelText('In stock'), { target: { value: '-2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(screen.getByLabelText('Original price (KSh)')).toHaveAccessibleDescription(
      'For a deal: the price before, shown struck through. Leave empty otherwise. The original price must be higher than the price, or left empty.',
    );
    expect(screen.getByLabelText('In stock')).toHaveAccessibleDescription('Stock cannot be below 0.');
    expect(backend.sentTo(PRODUCTS)).toHaveLength(0);
  });

  it("refuses a picture that is not an image by the contracts' upload check before any upload", async () => {
    const { backend } = renderEditor(productHandler(), '/seller/products/new');
    const input = await screen.findByLabelText('Choose a new picture');
    await userEvent.upload(input, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(input).toHaveAccessibleDescription('JPG, PNG, GIF or WebP, at most 2 MB. Invalid file type');
    await userEvent.upload(input, png('big.png', 3 * 1024 * 1024));
    expect(input).toHaveAccessibleDescription('JPG, PNG, GIF or WebP, at most 2 MB. File too large (max 2MB)');
    expect(backend.requests.filter((r) => r.url.pathname.startsWith('/storage/'))).toHaveLength(0);
  });

  it("uploads the picture to the vendor's own folder under a safe name, creates a draft with every field, then opens its editor", async () => {
    const { backend, host } = renderEditor(productHandler(), '/seller/products/new');
    const [name, nameSw] = await screen.findAllByLabelText('Name');
    fireEvent.change(name!, { target: { value: 'Solar Lamp' } });
    fireEvent.change(nameSw!, { target: { value: 'Taa ya Jua' } });
    fireEvent.change(screen.getAllByLabelText('Description')[0]!, { target: { value: 'Charges in a day.' } });
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'electronics');
    fireEvent.change(screen.getByLabelText('Price (KSh)'), { target: { value: '1500' } });
    fireEvent.change(screen.getByLabelText('Original price (KSh)'), { target: { value: '1800' } });
    fireEvent.change(screen.getByLabelText('In stock'), { target: { value: '12' } });
    await userEvent.click(screen.getByLabelText('Show the ‘New’ badge'));
    await userEvent.upload(screen.getByLabelText('Choose a new picture'), png('Solar Lamp (1).PNG'));
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/seller/products/p-1f2e'));
    const [upload] = backend.requests.filter((r) => r.url.pathname.startsWith('/storage/v1/object/catalog/'));
    expect(upload!.url.pathname).toMatch(new RegExp(`^/storage/v1/object/catalog/vendors/${VENDOR_ID}/solar-lamp-1-[0-9a-f]{8}\\.png$`));
    const [insert] = backend.sentTo(PRODUCTS).filter((r) => r.method === 'POST');
    expect(insert!.body).toEqual({
      vendor_id: VENDOR_ID,
      name: 'Solar Lamp',
      description: 'Charges in a day.',
      name_sw: 'Taa ya Jua',
      description_sw: null,
      name_so: null,
      description_so: null,
      category: 'electronics',
      price: 1500,
      original_price: 1800,
      stock: 12,
      is_new: true,
      image: upload!.url.pathname.replace('/storage/v1/object/catalog/', ''),
    });
    expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Solar Lamp is saved.' });
  });

  it("shows the server's refusal of a field under that field (23514 product.priceTooLow)", async () => {
    renderEditor(
      productHandler(() => refusal(400, '23514', 'The price must be at least KES 1', 'product.priceTooLow', 'price')),
      '/seller/products/p-1f2e',
    );
    await screen.findByDisplayValue('Solar Lamp');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The price must be at least KSh 1.')).toBeInTheDocument();
    expect(screen.getByLabelText('Price (KSh)')).toHaveAccessibleDescription('The price must be at least KSh 1.');
    expect(screen.getByLabelText('Price (KSh)')).toHaveFocus();
  });

  it('publishes a draft, and says why the server refused to publish an incomplete one (product.publishIncomplete)', async () => {
    let complete = false;
    const { backend } = renderEditor(
      productHandler(() =>
        complete
          ? { body: { ...SAVED, status: 'published' } }
          : refusal(400, '23514', 'A product needs a name, a price and an image to be published', 'product.publishIncomplete', 'image'),
      ),
      '/seller/products/p-1f2e',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByLabelText('Choose a new picture')).toHaveAccessibleDescription(
      'JPG, PNG, GIF or WebP, at most 2 MB. A product needs a name, a price and a picture before it is published.',
    );
    complete = true;
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Solar Lamp is published: shoppers can find and buy it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    const update = backend
      .sentTo(PRODUCTS)
      .filter((r) => r.method === 'PATCH')
      .at(-1)!;
    expect(update.body).toEqual({ status: 'published' });
    expect(update.url.searchParams.get('id')).toBe('eq.p-1f2e');
  });

  it("maps Storage's 413 to the upload rule's message on the picture", async () => {
    renderEditor(
      (request) =>
        request.url.pathname.startsWith('/storage/')
          ? {
              status: 413,
              body: { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
            }
          : productHandler()(request),
      '/seller/products/p-1f2e',
    );
    await userEvent.upload(await screen.findByLabelText('Choose a new picture'), png('lamp.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('File too large (max 2MB)')).toBeInTheDocument();
  });

  it("says a product that is not the vendor's is not theirs, and reads it by vendor", async () => {
    const { backend } = renderEditor(
      (request) => (request.url.pathname === PRODUCTS ? { body: [] } : { status: 404, body: {} }),
      '/seller/products/someone-elses',
    );
    expect(await screen.findByText('This product is not one of your shop’s.')).toBeInTheDocument();
    expect(backend.sentTo(PRODUCTS)[0]!.url.searchParams.get('vendor_id')).toBe(`eq.${VENDOR_ID}`);
  });
});
