import '@testing-library/jest-dom';
import { MemoryRouter } from 'react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import i18next from 'i18next';
import { CONTACT, HostProvider, createDevHost, type HostApi } from '@marketplace/contracts';
import { localRuntimeConfig } from '@marketplace/tooling';
import { setUpTestI18n } from '@marketplace/testing';
import { translations } from '../../../i18n/translations';
import { OUTBOX_RETRY_MS } from '@marketplace/contracts/outbox';
import { CONTACT_OUTBOX_KEY } from '../hooks/useContactOutbox';
import { CONTACT_SEND_MS, ContactScreen } from './ContactScreen';

beforeAll(() => setUpTestI18n('support', translations));

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const UUID = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
const SAVED = "Saved — we'll send your message when you're back online.";
const THANKS = 'Thank you! Your message has been sent. We will get back to you soon.';
const backend = { url: 'http://x', anonKey: 'k' };

/** What the browser says about its connection (`navigator.onLine`). */
function connection(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
}

function queued(): { ref: string; payload: { subject: string } }[] {
  return JSON.parse(window.localStorage.getItem(CONTACT_OUTBOX_KEY) ?? '[]') as { ref: string; payload: { subject: string } }[];
}

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
const valid = {
  'Full name': 'Amina Odhiambo',
  'Email address': 'AMINA@example.com ',
  Subject: 'My order',
  Message: 'Where is my order ORD-2026?',
};

describe('ContactScreen', () => {
  it('shows each problem next to its field and sends nothing', () => {
    const insert = jest.fn();
    renderContact({
      config: localRuntimeConfig('localhost', { url: 'http://x', anonKey: 'k' }),
      getSupabase: async () => fakeSupabase(insert),
    });
    fill({ 'Full name': 'Amina 2', Message: 'short' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
      'Name can only contain letters, spaces, hyphens, and apostrophes',
    );
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Between 10 and 2000 characters. Message must be between 10 and 2000 characters',
    );
    expect(insert).not.toHaveBeenCalled();
  });

  it("reads 'Sending...' for 1.5 s, stores the message, then thanks the sender and clears the form", async () => {
    const insert = jest.fn().mockResolvedValue({ error: null });
    const host = renderContact({
      config: localRuntimeConfig('localhost', { url: 'http://x', anonKey: 'k' }),
      getSupabase: async () => fakeSupabase(insert),
    });
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(CONTACT_SEND_MS - 1));
    expect(host.notify).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(insert).toHaveBeenCalledWith({
      name: 'Amina Odhiambo',
      email: 'amina@example.com',
      subject: 'My order',
      message: 'Where is my order ORD-2026?',
      client_ref: UUID,
    });
    expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: THANKS });
    expect(host.notify).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(queued()).toEqual([]);
  });

  it('keeps every field and shows the mapped message when the backend refuses the message', async () => {
    const insert = jest
      .fn()
      .mockResolvedValue({ error: { code: '42501', message: 'permission denied for table contact_messages' }, status: 403 });
    const host = renderContact({ config: localRuntimeConfig('localhost', backend), getSupabase: async () => fakeSupabase(insert) });
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await act(async () => jest.advanceTimersByTime(CONTACT_SEND_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('Access denied.');
    expect(screen.getByLabelText('Message')).toHaveValue('Where is my order ORD-2026?');
    expect(host.notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', title: 'Error' }));
    expect(host.reportError).toHaveBeenCalledTimes(1);
    // Refused for good: not kept for a resend.
    expect(queued()).toEqual([]);
  });

  it('offline at Send: saves the message, says so, keeps every field and sends nothing; back online it is sent once and thanked', async () => {
    connection(false);
    const insert = jest.fn().mockResolvedValue({ error: null, status: 201 });
    const host = renderContact({ config: localRuntimeConfig('localhost', backend), getSupabase: async () => fakeSupabase(insert) });
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('status')).toHaveTextContent(SAVED);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Where is my order ORD-2026?');
    expect(screen.getByLabelText('Email address')).toHaveValue('AMINA@example.com');
    // Pressing Send again with the same message does not queue it twice.
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(queued()).toEqual([
      { ref: UUID, payload: expect.objectContaining({ subject: 'My order', email: 'amina@example.com' }), savedAt: expect.any(String) },
    ]);
    await act(async () => jest.advanceTimersByTime(CONTACT_SEND_MS));
    expect(insert).not.toHaveBeenCalled();
    expect(host.notify).not.toHaveBeenCalled();

    connection(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: THANKS }));
    expect(insert).toHaveBeenCalledTimes(1);
    expect(insert).toHaveBeenCalledWith(expect.objectContaining({ subject: 'My order', client_ref: UUID }));
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(queued()).toEqual([]);
    // A later `online` event finds nothing to send.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(insert).toHaveBeenCalledTimes(1);
  });

  it('a send that does not reach the server (online, flaky data): the message waits, says so, keeps every field, and is tried again later with the same id', async () => {
    const insert = jest.fn().mockResolvedValue({ error: { message: 'TypeError: Failed to fetch', code: '' }, status: 0 });
    const host = renderContact({ config: localRuntimeConfig('localhost', backend), getSupabase: async () => fakeSupabase(insert) });
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await act(async () => jest.advanceTimersByTime(CONTACT_SEND_MS));
    expect(screen.getByRole('status')).toHaveTextContent(`Connection error. Please check your network. ${SAVED}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Amina Odhiambo');
    expect(host.notify).not.toHaveBeenCalled();
    expect(queued()).toHaveLength(1);
    const { ref } = queued()[0]!;

    // No `online` event comes while the browser thinks it is online: a later try sends it.
    insert.mockResolvedValue({ error: null, status: 201 });
    await act(async () => jest.advanceTimersByTime(OUTBOX_RETRY_MS));
    await waitFor(() => expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: THANKS }));
    expect(insert).toHaveBeenCalledTimes(2);
    expect(insert).toHaveBeenLastCalledWith(expect.objectContaining({ client_ref: ref }));
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(queued()).toEqual([]);
  });

  it('a message saved earlier is sent when the page loads, with its own id, and thanked', async () => {
    const ref = '0b7a4b00-1234-4abc-8def-000000000001';
    const payload = { name: 'Amina Odhiambo', email: 'amina@example.com', subject: 'Earlier', message: 'Written on the bus, offline.' };
    window.localStorage.setItem(CONTACT_OUTBOX_KEY, JSON.stringify([{ ref, payload, savedAt: '2026-11-26T06:00:00.000Z' }]));
    const insert = jest.fn().mockResolvedValue({ error: null, status: 201 });
    const host = renderContact({ config: localRuntimeConfig('localhost', backend), getSupabase: async () => fakeSupabase(insert) });
    await waitFor(() => expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: THANKS }));
    expect(insert).toHaveBeenCalledWith({ ...payload, client_ref: ref });
    expect(queued()).toEqual([]);
  });

  it('corrupt saved messages are discarded without a crash', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(CONTACT_OUTBOX_KEY, '{not json');
    renderContact({ config: localRuntimeConfig('localhost', backend), getSupabase: async () => fakeSupabase(jest.fn()) });
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(window.localStorage.getItem(CONTACT_OUTBOX_KEY)).toBeNull();
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
    [
      'so',
      'Magaca oo buuxa',
      'Cinwaanka iimaylka',
      'Dir Fariinta',
      'Macluumaadka xiriirka',
      'Isniin-Sabti 9:00 subaxnimo-8:00 fiidnimo',
      'Axad 10:00 subaxnimo-6:00 fiidnimo',
    ],
    [
      'sw',
      'Jina kamili',
      'Anwani ya barua pepe',
      'Tuma Ujumbe',
      'Maelezo ya mawasiliano',
      'Jumatatu-Jumamosi saa 3 asubuhi-saa 2 usiku',
      'Jumapili saa 4 asubuhi-saa 12 jioni',
    ],
  ])(
    'reads in %s: form labels, button, contact information and business hours, with the same CONTACT details',
    async (lng, name, email, submit, info, weekdays, sunday) => {
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
    },
  );
});
