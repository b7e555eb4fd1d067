import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import i18next from 'i18next';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { BACKEND, fakeBackend, renderAt, setUpI18n, testHost } from '../../../testing/harness';
import { NEWSLETTER_OUTBOX_KEY } from '../hooks/useNewsletterOutbox';
import { newsletterSender } from '../hooks/newsletter-queue';
import { Newsletter } from './Newsletter';

const SAVED = "Saved — we'll sign you up when you're back online.";
const SUCCESS = { kind: 'success', title: 'Success!', message: 'Thank you for subscribing to our newsletter!' };

/** What the browser says about its connection (`navigator.onLine`). */
function connection(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
}

/** The form's own status line (the test harness shows the location in another). */
const status = () => within(screen.getByRole('region', { name: 'Get the best deals first' })).getByRole('status');

const queued = () =>
  JSON.parse(window.localStorage.getItem(NEWSLETTER_OUTBOX_KEY) ?? '[]') as { ref: string; payload: { email: string } }[];

function fakeSupabase(result: { error: { code?: string; message: string } | null; status?: number }) {
  const insert = jest.fn(async () => result);
  const client = { from: jest.fn(() => ({ insert })) } as unknown as SupabaseClient;
  return { client, insert };
}

function setUp(result: { error: { code?: string; message: string } | null; status?: number }, configured = true) {
  const { client, insert } = fakeSupabase(result);
  const host = testHost({ getSupabase: async () => client }, configured);
  renderAt('/', <Route path="/" element={<Newsletter />} />, host);
  const input = screen.getByRole('textbox', { name: 'Email address' });
  return { host, insert, input };
}

async function submit(email: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

beforeAll(setUpI18n);
beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('newsletter', () => {
  it('requires an email address, announced next to the field, and sends nothing', async () => {
    const { insert, input } = setUp({ error: null });
    await submit('   ');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'newsletter-error');
    expect(insert).not.toHaveBeenCalled();
  });

  it("reads 'Subscribing...' for 1 s, stores the address, then toasts Success! and clears the field", async () => {
    const { host, insert, input } = setUp({ error: null });
    await submit('Shopper@Example.com ');
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(999));
    expect(host.notify).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(insert).toHaveBeenCalledWith({ email: 'shopper@example.com' });
    expect(host.notify).toHaveBeenCalledWith({
      kind: 'success',
      title: 'Success!',
      message: 'Thank you for subscribing to our newsletter!',
    });
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(input).toHaveValue('');
  });

  it('an address already subscribed (unique violation 23505) is a success to the shopper', async () => {
    const { host } = setUp({ error: { code: '23505', message: 'duplicate key value violates unique constraint' } });
    await submit('again@example.com');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(host.notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success', title: 'Success!' }));
  });

  it("a refusal toasts 'Error' with the central mapping's message and keeps the typed address", async () => {
    const { host, input } = setUp({
      error: { code: '42501', message: 'permission denied for table newsletter_subscriptions' },
      status: 403,
    });
    await submit('keep@example.com');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(host.notify).toHaveBeenCalledWith({ kind: 'error', title: 'Error', message: 'Access denied.' });
    expect(host.reportError).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('keep@example.com');
    expect(queued()).toEqual([]);
  });

  it('offline at Subscribe: saves the sign-up, says so, keeps the address; back online it is sent once with Success!', async () => {
    connection(false);
    const { host, insert, input } = setUp({ error: null, status: 201 });
    await submit('Shopper@Example.com');
    await waitFor(() => expect(status()).toHaveTextContent(SAVED));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveValue('Shopper@Example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(queued()).toEqual([{ ref: expect.any(String), payload: { email: 'shopper@example.com' }, savedAt: expect.any(String) }]);
    await act(async () => jest.advanceTimersByTime(1000));
    expect(insert).not.toHaveBeenCalled();
    expect(host.notify).not.toHaveBeenCalled();

    connection(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(host.notify).toHaveBeenCalledWith(SUCCESS));
    expect(insert).toHaveBeenCalledTimes(1);
    expect(insert).toHaveBeenCalledWith({ email: 'shopper@example.com' });
    expect(input).toHaveValue('');
    expect(status()).toBeEmptyDOMElement();
    expect(queued()).toEqual([]);
  });

  it('a connection lost during the sign-up keeps it for later, says so and keeps the address', async () => {
    const { host, input } = setUp({ error: { code: '', message: 'TypeError: Failed to fetch' }, status: 0 });
    await submit('keep@example.com');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(status()).toHaveTextContent(`Connection error. Please check your network. ${SAVED}`);
    expect(input).toHaveValue('keep@example.com');
    expect(host.notify).not.toHaveBeenCalled();
    expect(queued()).toHaveLength(1);
  });

  it('a sign-up saved earlier goes out when the home page loads; already subscribed (23505) counts as sent', async () => {
    const ref = '0b7a4b00-1234-4abc-8def-000000000002';
    window.localStorage.setItem(
      NEWSLETTER_OUTBOX_KEY,
      JSON.stringify([{ ref, payload: { email: 'early@example.com' }, savedAt: '2026-11-26T06:00:00.000Z' }]),
    );
    const { host, insert } = setUp({ error: { code: '23505', message: 'duplicate key value violates unique constraint' }, status: 409 });
    await waitFor(() => expect(host.notify).toHaveBeenCalledWith(SUCCESS));
    expect(insert).toHaveBeenCalledWith({ email: 'early@example.com' });
    expect(queued()).toEqual([]);
  });

  it('focus opens the queue and starts its sender once; a new language starts it again for the thanks', async () => {
    const start = jest.spyOn(newsletterSender, 'start');
    const { input } = setUp({ error: null });
    expect(start).not.toHaveBeenCalled();
    fireEvent.focus(input);
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    await act(async () => jest.advanceTimersByTime(0));
    expect(start).toHaveBeenCalledTimes(1);
    try {
      await act(() => i18next.changeLanguage('sw'));
      expect(start).toHaveBeenCalledTimes(2);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('corrupt saved sign-ups are discarded without a crash', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(NEWSLETTER_OUTBOX_KEY, JSON.stringify({ email: 'not a list' }));
    setUp({ error: null });
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await waitFor(() => expect(window.localStorage.getItem(NEWSLETTER_OUTBOX_KEY)).toBeNull());
  });

  it('without a backend the sign-up is simulated: success after 1 s, no request', async () => {
    const { host, insert } = setUp({ error: null }, false);
    await submit('offline@example.com');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(insert).not.toHaveBeenCalled();
    expect(host.notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success' }));
  });

  it.each([
    ['a new address (201)', 201, null],
    ['an address already subscribed (409, 23505)', 409, { code: '23505', message: 'duplicate key value violates unique constraint' }],
  ])('%s: one POST of { email } to /rest/v1/newsletter_subscriptions, then Success!', async (_label, status, body) => {
    const { sent } = fakeBackend(() => ({ status, body }));
    // The real supabase-js client; only the network edge is fake.
    const client = createClient(BACKEND.url, BACKEND.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const host = testHost({ getSupabase: async () => client });
    renderAt('/', <Route path="/" element={<Newsletter />} />, host);
    await submit(' Shopper@Example.com');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(sent.map(({ url, method, body: sentBody }) => [method, url.href, sentBody])).toEqual([
      ['POST', 'http://backend.test/rest/v1/newsletter_subscriptions', { email: 'shopper@example.com' }],
    ]);
    expect(host.notify).toHaveBeenCalledWith({
      kind: 'success',
      title: 'Success!',
      message: 'Thank you for subscribing to our newsletter!',
    });
  });

  it.each([
    [
      'so',
      'Cinwaanka iimaylka',
      'Isdiiwaangeli',
      'Fadlan geli cinwaanka iimaylkaaga',
      'Waa la diiwaan gelinayaa...',
      'Guul!',
      'Waad ku mahadsan tahay inaad iska diiwaangelisay wargeyskayaga!',
    ],
    [
      'sw',
      'Anwani ya barua pepe',
      'Jiandikishe',
      'Tafadhali weka anwani yako ya barua pepe',
      'Inajiandikisha...',
      'Imefanikiwa!',
      'Asante kwa kujiandikisha kwenye jarida letu!',
    ],
  ])(
    'in %s the field, button, required message, busy text and success toast are translated',
    async (language, label, button, required, busy, title, message) => {
      await act(() => i18next.changeLanguage(language));
      try {
        const { client } = fakeSupabase({ error: null });
        const host = testHost({ getSupabase: async () => client });
        renderAt('/', <Route path="/" element={<Newsletter />} />, host);
        fireEvent.click(screen.getByRole('button', { name: button }));
        expect(screen.getByRole('alert')).toHaveTextContent(required);
        fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: 'mteja@example.com' } });
        fireEvent.click(screen.getByRole('button', { name: button }));
        expect(screen.getByRole('button', { name: busy })).toBeDisabled();
        await act(async () => jest.advanceTimersByTime(1000));
        expect(host.notify).toHaveBeenCalledWith({ kind: 'success', title, message });
      } finally {
        await act(() => i18next.changeLanguage('en'));
      }
    },
  );
});
