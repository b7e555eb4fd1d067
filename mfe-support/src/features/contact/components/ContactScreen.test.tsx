import '@testing-library/jest-dom';
import { MemoryRouter } from 'react-router';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import i18next from 'i18next';
import { CONTACT, HostProvider, createDevHost, type HostApi } from '@marketplace/contracts';
import { localRuntimeConfig } from '@marketplace/build';
import { setUpTestI18n } from '@marketplace/testing';
import { translations } from '../../../i18n/translations';
import { CONTACT_SEND_MS, ContactScreen } from './ContactScreen';

beforeAll(() => setUpTestI18n('support', translations));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** The one true external edge here: the database client's insert. */
function fakeSupabase(insert: jest.Mock): SupabaseClient {
  return { from: () => ({ insert }) } as unknown as SupabaseClient;
}

function renderContact(overrides: Partial<HostApi> = {}) {
  const host = createDevHost({ notify: jest.fn(), reportError: jest.fn(() => 'ERR-1'), ...overrides });
  render(
    <HostProvider value={host}>
      <MemoryRouter>
        <ContactScreen />
      </MemoryRouter>
    </HostProvider>,
  );
  return host;
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
const valid = { 'Full name': 'Amina Odhiambo', 'Email address': 'AMINA@example.com ', Subject: 'My order', Message: 'Where is my order ORD-2026?' };

describe('ContactScreen', () => {
  it('shows each problem next to its field and sends nothing', () => {
    const insert = jest.fn();
    renderContact({ config: localRuntimeConfig('localhost', { url: 'http://x', anonKey: 'k' }), getSupabase: async () => fakeSupabase(insert) });
    fill({ 'Full name': 'Amina 2', Message: 'short' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Name can only contain letters, spaces, hyphens, and apostrophes');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Between 10 and 2000 characters. Message must be between 10 and 2000 characters',
    );
    expect(insert).not.toHaveBeenCalled();
  });

  it("reads 'Sending...' for 1.5 s, stores the message, then thanks the sender and clears the form", async () => {
    const insert = jest.fn().mockResolvedValue({ error: null });
    const host = renderContact({ config: localRuntimeConfig('localhost', { url: 'http://x', anonKey: 'k' }), getSupabase: async () => fakeSupabase(insert) });
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(CONTACT_SEND_MS - 1));
    expect(host.notify).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(insert).toHaveBeenCalledWith({ name: 'Amina Odhiambo', email: 'amina@example.com', subject: 'My order', message: 'Where is my order ORD-2026?' });
    expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Thank you! Your message has been sent. We will get back to you soon.' });
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps every field and shows the mapped message when the backend fails', async () => {
    const insert = jest.fn().mockResolvedValue({ error: { message: 'TypeError: Failed to fetch' } });
    const host = renderContact({ config: localRuntimeConfig('localhost', { url: 'http://x', anonKey: 'k' }), getSupabase: async () => fakeSupabase(insert) });
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await act(async () => jest.advanceTimersByTime(CONTACT_SEND_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('Connection error. Please check your network.');
    expect(screen.getByLabelText('Message')).toHaveValue('Where is my order ORD-2026?');
    expect(host.notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', title: 'Error' }));
  });

  it('without a backend, still simulates the send as the spec does', async () => {
    const host = renderContact();
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await act(async () => jest.advanceTimersByTime(CONTACT_SEND_MS));
    expect(host.notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success' }));
  });

  it('lists the business and support hours and the contact details', () => {
    renderContact();
    expect(screen.getByText('Mon-Sat 9:00 AM-8:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Sun 10:00 AM-6:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Support hours: Mon-Fri 8AM-6PM EAT')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@district.market' })).toHaveAttribute('href', 'mailto:support@district.market');
    expect(screen.getByRole('link', { name: 'District Market on Instagram' })).toBeInTheDocument();
  });

  it("shows every contact detail of contracts' CONTACT, the one source the shell footer also reads: address lines, tel: and mailto: links", () => {
    renderContact();
    const info = screen.getByRole('complementary', { name: 'Contact information' });
    const address = info.querySelector('address')!;
    expect(Array.from(address.children, (line) => line.textContent)).toEqual([...CONTACT.address]);
    expect(within(info).getByRole('link', { name: CONTACT.phone.display })).toHaveAttribute('href', CONTACT.phone.href);
    expect(within(info).getByRole('link', { name: CONTACT.email.display })).toHaveAttribute('href', CONTACT.email.href);
    // The footer test asserts these same values (shell/src/features/layout/footer/Footer.test.tsx).
    expect(CONTACT.phone).toEqual({ display: '+254 700 000 000', href: 'tel:+254700000000' });
    expect(CONTACT.email).toEqual({ display: 'support@district.market', href: 'mailto:support@district.market' });
    expect(CONTACT.address).toContain('Nairobi, Kenya');
  });

  it('asks for the email in an input of type email, and every field is required', () => {
    renderContact();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    for (const label of ['Full name', 'Email address', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toBeRequired();
  });

  it.each([
    ['so', 'Magaca oo buuxa', 'Cinwaanka iimaylka', 'Dir Fariinta', 'Macluumaadka xiriirka', 'Isniin-Sabti 9:00 subaxnimo-8:00 fiidnimo', 'Axad 10:00 subaxnimo-6:00 fiidnimo'],
    ['sw', 'Jina kamili', 'Anwani ya barua pepe', 'Tuma Ujumbe', 'Maelezo ya mawasiliano', 'Jumatatu-Jumamosi saa 3 asubuhi-saa 2 usiku', 'Jumapili saa 4 asubuhi-saa 12 jioni'],
  ])('reads in %s: form labels, button, contact information and business hours, with the same CONTACT details', async (lng, name, email, submit, info, weekdays, sunday) => {
    await act(() => i18next.changeLanguage(lng));
    try {
      renderContact();
      expect(screen.getByLabelText(name)).toBeInTheDocument();
      expect(screen.getByLabelText(email)).toHaveAttribute('type', 'email');
      expect(screen.getByRole('button', { name: submit })).toBeInTheDocument();
      const details = screen.getByRole('complementary', { name: info });
      expect(within(details).getByText(weekdays)).toBeInTheDocument();
      expect(within(details).getByText(sunday)).toBeInTheDocument();
      expect(within(details).getByRole('link', { name: CONTACT.phone.display })).toHaveAttribute('href', CONTACT.phone.href);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
