import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { SupabaseClient } from '@supabase/supabase-js';
import { renderAt, setUpI18n, testHost } from '../../../testing/harness';
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

const PHONE_INVALID = 'Please enter a valid Kenyan phone number, such as 0712 345 678 or +254 712 345 678';

async function fillValid(phone = '0712 345 678') {
  // No pause between keystrokes: the form's rules, not typing speed, are under test.
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Business name'), 'Kibera Crafts');
  await user.type(screen.getByLabelText('Contact name'), 'Achieng Odhiambo');
  await user.type(screen.getByLabelText('Email'), 'Achieng@Example.com');
  await user.type(screen.getByLabelText('Phone'), phone);
  await user.selectOptions(screen.getByLabelText('Category'), 'jewelry');
  await user.type(screen.getByLabelText('Describe your business'), 'Handmade beaded jewellery from Kibera artisans.');
  await user.click(screen.getByLabelText('I agree to the terms and conditions'));
}

jest.setTimeout(30_000);
beforeAll(setUpI18n);
// jsdom's crypto lacks randomUUID (browsers have it); Node's stands in.
beforeAll(() => {
  if (!globalThis.crypto.randomUUID) {
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      value: jest.requireActual<typeof import('node:crypto')>('node:crypto').randomUUID,
    });
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

  it('while the application is sent the button reads Submitting... and is disabled, the form is busy, then the confirmation shows', async () => {
    const { client, insert } = fakeSupabase();
    let answer: (value: { error: null }) => void = () => undefined;
    insert.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderAt('/vendor/register', routes, testHost({ getSupabase: async () => client }));
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    const button = await screen.findByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
    expect(button.closest('form')).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer({ error: null }));
    expect(await screen.findByRole('heading', { name: 'Application received' })).toBeInTheDocument();
    expect(insert).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['+2547…', '+254712345678', '+254712345678'],
    ['+2541…', '+254112345678', '+254112345678'],
    ['07…', '0712345678', '+254712345678'],
    ['01…', '0112 345 678', '+254112345678'],
  ])('a %s phone number (%s) is accepted and stored as %s', async (_form, typed, stored) => {
    const { client, insert } = fakeSupabase();
    renderAt('/vendor/register', routes, testHost({ getSupabase: async () => client }));
    await fillValid(typed);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('heading', { name: 'Application received' })).toBeInTheDocument();
    expect(insert).toHaveBeenCalledWith(expect.objectContaining({ phone: stored }));
  });

  it.each([
    ['a landline-style 08… number', '0812345678'],
    ['a +254 number that is not a mobile line', '+254812345678'],
    ['a number one digit short', '071234567'],
    ['a number without its leading 0', '712345678'],
    ['another country’s code', '+255712345678'],
    ['letters', '07l2345678'],
  ])('%s (%s) is refused with the phone message next to the field and nothing is sent', async (_label, typed) => {
    const { client, insert } = fakeSupabase();
    renderAt('/vendor/register', routes, testHost({ getSupabase: async () => client }));
    await fillValid(typed);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([PHONE_INVALID]);
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(phone.getAttribute('aria-describedby')).toMatch(/-phone-error$/);
    expect(insert).not.toHaveBeenCalled();
  });
});

describe('start-selling application in Somali and Swahili', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it('in Somali the labels, hint, button, busy text and error messages are Somali', async () => {
    await act(() => i18next.changeLanguage('so'));
    const { client, insert } = fakeSupabase();
    insert.mockImplementationOnce(() => new Promise(() => undefined));
    renderAt('/vendor/register', routes, testHost({ getSupabase: async () => client }));
    expect(screen.getByLabelText('Magaca ganacsiga')).toBeInTheDocument();
    expect(screen.getByText('Lambar mobile Kenya ah, tusaale 0712 345 678')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Taleefan'), '0812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Dir Codsiga' }));
    expect(
      screen.getByText('Fadlan geli lambar taleefan oo Kenya ah oo sax ah, sida 0712 345 678 ama +254 712 345 678'),
    ).toBeInTheDocument();
    expect(screen.queryByText(PHONE_INVALID)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Magaca ganacsiga'), 'Kibera Crafts');
    await userEvent.type(screen.getByLabelText('Magaca qofka la xiriirayo'), 'Achieng Odhiambo');
    await userEvent.type(screen.getByLabelText('Iimayl'), 'achieng@example.com');
    await userEvent.clear(screen.getByLabelText('Taleefan'));
    await userEvent.type(screen.getByLabelText('Taleefan'), '0712345678');
    await userEvent.selectOptions(screen.getByLabelText('Qaybta'), 'jewelry');
    await userEvent.type(screen.getByLabelText('Sharax ganacsigaaga'), 'Handmade beaded jewellery from Kibera artisans.');
    await userEvent.click(screen.getByLabelText('Waan oggolahay shuruudaha iyo xaaladaha'));
    await userEvent.click(screen.getByRole('button', { name: 'Dir Codsiga' }));
    expect(await screen.findByRole('button', { name: 'Waa la dirayaa...' })).toBeDisabled();
  });

  it('in Swahili the labels, button and phone message are Swahili', async () => {
    await act(() => i18next.changeLanguage('sw'));
    renderAt('/vendor/register', routes, testHost({}, false));
    expect(screen.getByLabelText('Jina la biashara')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Simu'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Tuma Ombi' }));
    expect(screen.getByText('Tafadhali weka nambari sahihi ya simu ya Kenya, kama 0712 345 678 au +254 712 345 678')).toBeInTheDocument();
    expect(screen.getByText('Ninakubali sheria na masharti')).toBeInTheDocument();
  });
});
