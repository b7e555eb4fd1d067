import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import type { SupabaseClient } from '@supabase/supabase-js';
import { renderAt, setUpI18n, testHost } from '../../../test/harness';
import { VendorRegisterScreen } from './VendorRegisterScreen';

const routes = <Route path="/vendor/register" element={<VendorRegisterScreen />} />;

function fakeSupabase() {
  const insert = jest.fn(async (_row: Record<string, unknown>) => ({ error: null }));
  const upload = jest.fn(async (_path: string, _file: File) => ({ data: { path: 'x' }, error: null }));
  const client = {
    from: jest.fn(() => ({ insert })),
    storage: { from: jest.fn(() => ({ upload })) },
  } as unknown as SupabaseClient;
  return { client, insert, upload };
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Business name'), 'Kibera Crafts');
  await userEvent.type(screen.getByLabelText('Contact name'), 'Achieng Odhiambo');
  await userEvent.type(screen.getByLabelText('Email'), 'Achieng@Example.com');
  await userEvent.type(screen.getByLabelText('Phone'), '0712 345 678');
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'jewelry');
  await userEvent.type(screen.getByLabelText('Describe your business'), 'Handmade beaded jewellery from Kibera artisans.');
  await userEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
}

jest.setTimeout(30_000);
beforeAll(setUpI18n);
// jsdom's crypto lacks randomUUID (browsers have it); Node's stands in.
beforeAll(() => {
  if (!globalThis.crypto.randomUUID) {
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: jest.requireActual<typeof import('node:crypto')>('node:crypto').randomUUID });
  }
});

describe('start-selling application', () => {
  it('shows each field’s error next to it, announced and described, and sends nothing', async () => {
    const { client, insert } = fakeSupabase();
    renderAt('/vendor/register', routes, testHost({ getSupabase: async () => client }));
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Phone'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    const messages = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(messages).toEqual([
      'Business name is required',
      'Name is required',
      'Please enter a valid email address',
      expect.stringContaining('Kenyan phone number'),
      'Please choose a category',
      expect.stringContaining('20 characters'),
      'Please agree to the terms to apply',
    ]);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByLabelText('Business name')).toHaveFocus();
    expect(insert).not.toHaveBeenCalled();
  });

  it('rejects a logo that fails the upload rules before anything is sent', async () => {
    const { client, upload } = fakeSupabase();
    renderAt('/vendor/register', routes, testHost({ getSupabase: async () => client }));
    await fillValid();
    await userEvent.upload(screen.getByLabelText('Shop logo (optional)'), new File(['x'], 'logo.exe.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file name');
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads the logo to the private bucket, stores the application and confirms', async () => {
    const { client, insert, upload } = fakeSupabase();
    renderAt('/vendor/register', routes, testHost({ getSupabase: async () => client }));
    await fillValid();
    await userEvent.upload(screen.getByLabelText('Shop logo (optional)'), new File(['png'], 'My Logo!.PNG', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('heading', { name: 'Application received' })).toBeInTheDocument();
    expect(client.storage.from).toHaveBeenCalledWith('vendor-applications');
    const path = upload.mock.calls[0]?.[0] ?? '';
    expect(path).toMatch(/^[0-9a-f-]{36}\/my-logo-.png$/);
    expect(insert).toHaveBeenCalledWith({
      business_name: 'Kibera Crafts',
      contact_name: 'Achieng Odhiambo',
      email: 'achieng@example.com',
      phone: '+254712345678',
      category: 'jewelry',
      description: 'Handmade beaded jewellery from Kibera artisans.',
      logo_path: path,
    });
  });

  it('without a backend: the spec’s unavailable message, and the form keeps its values', async () => {
    renderAt('/vendor/register', routes, testHost({}, false));
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Service temporarily unavailable. Please contact support.');
    expect(screen.getByLabelText('Business name')).toHaveValue('Kibera Crafts');
    expect(screen.getByLabelText('Phone')).toHaveValue('0712 345 678');
  });
});
