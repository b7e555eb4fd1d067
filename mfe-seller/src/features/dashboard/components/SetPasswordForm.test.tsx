import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import {
  renderAt,
  sellerBackend,
  sellerHost,
  setUpI18n,
  VENDOR_USER,
  type Backend,
  type Reply,
  type SentRequest,
} from '../../../testing/harness';
import { DashboardScreen } from './DashboardScreen';

beforeAll(setUpI18n);

const STRONG = 'Kilimani!2025';

/** An access token as Supabase Auth shapes it (unsigned: supabase-js only reads it here). */
function accessToken(method: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: VENDOR_USER.id,
    email: VENDOR_USER.email,
    role: 'authenticated',
    aud: 'authenticated',
    iat: now,
    exp: now + 3600,
    aal: 'aal1',
    amr: [{ method, timestamp: now }],
    session_id: 's1',
  };
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

function authUser(invited: boolean) {
  return {
    id: VENDOR_USER.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: VENDOR_USER.email,
    email_confirmed_at: '2025-03-14T12:00:00Z',
    app_metadata: {},
    user_metadata: {},
    created_at: '2025-03-14T12:00:00Z',
    ...(invited ? { invited_at: '2025-03-14T11:00:00Z' } : {}),
  };
}

/** The auth server of a member who is `invited`; the password update answers `passwordReply`. */
function authHandler(invited: boolean, passwordReply?: Reply) {
  return (request: SentRequest): Reply => {
    const { pathname } = request.url;
    if (pathname === '/auth/v1/user' && request.method === 'GET') return { body: authUser(invited) };
    if (pathname === '/auth/v1/user' && request.method === 'PUT') return passwordReply ?? { body: authUser(invited) };
    if (pathname === '/auth/v1/token') {
      return {
        body: {
          access_token: accessToken('password'),
          token_type: 'bearer',
          expires_in: 3600,
          expires_at: Math.floor(Date.now() / 1000) + 3600,
          refresh_token: 'r2',
          user: authUser(invited),
        },
      };
    }
    if (pathname === '/rest/v1/rpc/vendor_dashboard' || pathname === '/rest/v1/rpc/vendor_order_lines') return { status: 404, body: {} };
    return { status: 404, body: {} };
  };
}

/** The seller center's home, signed in by `method` ('otp': a followed link) as a member who is `invited`. */
async function openHome({ method, invited, passwordReply }: { method: string; invited: boolean; passwordReply?: Reply }): Promise<Backend> {
  const backend = sellerBackend(authHandler(invited, passwordReply));
  const { error } = await backend.client.auth.setSession({ access_token: accessToken(method), refresh_token: 'r1' });
  if (error) throw error;
  renderAt('/seller', <DashboardScreen />, sellerHost(backend));
  // The sections show once the access is read, well after the session (no request) is.
  await screen.findByRole('navigation', { name: i18next.t('nav.label', { ns: 'seller' }) });
  return backend;
}

describe("'Set your password' on the seller center's home", () => {
  it('asks a member signed in by their invite link for a password, with labels and the rules as a hint', async () => {
    await openHome({ method: 'otp', invited: true });
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(/At least 8 characters/);
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
  });

  it.each([
    ['a password sign-in, though invited once', { method: 'password', invited: true }],
    ['a link sign-in of a member never invited (a confirmed sign-up)', { method: 'otp', invited: false }],
  ])('does not ask after %s', async (_label, session) => {
    await openHome(session);
    expect(screen.queryByRole('heading', { name: 'Set your password' })).not.toBeInTheDocument();
  });

  it("refuses a weak password and a confirmation that differs with the spec's messages, on the field, focused", async () => {
    const backend = await openHome({ method: 'otp', invited: true });
    const password = await screen.findByLabelText('New password');
    await userEvent.type(password, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters long/);

    await userEvent.clear(password);
    await userEvent.type(password, STRONG);
    const confirm = screen.getByLabelText('Confirm password');
    await userEvent.type(confirm, `${STRONG}x`);
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(backend.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('saves the password, signs in with it, and gives way to a confirmation', async () => {
    const backend = await openHome({ method: 'otp', invited: true });
    await userEvent.type(await screen.findByLabelText('New password'), STRONG);
    await userEvent.type(screen.getByLabelText('Confirm password'), STRONG);
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));

    const confirmation = await screen.findByText('Your password is saved. Next time, sign in with your email address and this password.');
    expect(confirmation).toHaveAttribute('role', 'status');
    expect(confirmation).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Set your password' })).not.toBeInTheDocument();
    const [update] = backend.requests.filter((r) => r.url.pathname === '/auth/v1/user' && r.method === 'PUT');
    expect(update!.body).toMatchObject({ password: STRONG });
    const [signIn] = backend.sentTo('/auth/v1/token');
    expect(signIn!.url.searchParams.get('grant_type')).toBe('password');
    expect(signIn!.body).toMatchObject({ email: VENDOR_USER.email, password: STRONG });
  });

  it("shows the auth server's own refusal of a password on the field, and keeps the form", async () => {
    const refusal = 'Password is known to be weak and easy to guess, please choose a different one.';
    await openHome({
      method: 'otp',
      invited: true,
      passwordReply: { status: 422, body: { code: 'weak_password', message: refusal, weak_password: { reasons: ['pwned'] } } },
    });
    const password = await screen.findByLabelText('New password');
    await userEvent.type(password, STRONG);
    await userEvent.type(screen.getByLabelText('Confirm password'), STRONG);
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('announces any other failure in an alert, and keeps the form to try again', async () => {
    await openHome({
      method: 'otp',
      invited: true,
      passwordReply: { status: 503, body: { code: 'unexpected_failure', message: 'Service unavailable' } },
    });
    await userEvent.type(await screen.findByLabelText('New password'), STRONG);
    await userEvent.type(screen.getByLabelText('Confirm password'), STRONG);
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    const form = screen.getByRole('region', { name: 'Set your password' });
    expect(await within(form).findByRole('alert')).not.toBeEmptyDOMElement();
    expect(within(form).getByRole('button', { name: 'Save password' })).toBeEnabled();
  });

  it.each([
    ['so', 'Dooro furahaaga sirta', 'Furaha sirta cusub', 'Kaydi furaha sirta'],
    ['sw', 'Weka nenosiri lako', 'Nenosiri jipya', 'Hifadhi nenosiri'],
  ])('reads in %s', async (language, title, label, save) => {
    await act(() => i18next.changeLanguage(language));
    try {
      await openHome({ method: 'otp', invited: true });
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByLabelText(label)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: save })).toBeInTheDocument();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
