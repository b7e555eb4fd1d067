import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HIGH_SEVERITY_TOAST_MS } from '@marketplace/contracts';
import { authError, deferred, hostWith, renderAt, scriptedBackend, setUpI18n, type Handler, type Reply } from '../../../testing/harness';
import { LoginScreen } from './LoginScreen';

jest.setTimeout(30_000);
beforeAll(setUpI18n);

const TOKEN = '/auth/v1/token';

function sessionReply(email: string): Reply {
  return {
    body: {
      access_token: 'access-token',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      refresh_token: 'refresh-token',
      user: { id: 'user-1', aud: 'authenticated', email, app_metadata: {}, user_metadata: {}, created_at: '2025-01-01T00:00:00Z' },
    },
  };
}

const wrongPassword = () => authError(400, 'invalid_credentials', 'Invalid login credentials');

/** Only the token endpoint answers `reply`; anything else is a 404. */
function tokenBackend(reply: Handler) {
  return scriptedBackend((request) => (request.url.pathname === TOKEN ? reply(request) : { status: 404, body: {} }));
}

async function signInAs(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login screen', () => {
  it('the password toggle is a button named Show that flips the input to text, then Hide flips it back', async () => {
    renderAt('/login', <LoginScreen />, hostWith(tokenBackend(() => sessionReply('a@b.co'))));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide Password' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Hide Password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show Password' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reads Signing in... with the button disabled while the request runs, then says so, logs auth_success and goes to the remembered page', async () => {
    const answer = deferred<Reply>();
    const backend = tokenBackend(() => answer.promise);
    const host = hostWith(backend);
    renderAt('/login', <LoginScreen />, host, { pathname: '/login', state: { from: { pathname: '/orders', search: '?page=2' } } });
    await signInAs('busy@example.com', 'Secret#123');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer.resolve(sessionReply('busy@example.com'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders?page=2'));
    expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Successfully logged in!' });
    expect(host.logSecurityEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'auth_success' }));
  });

  it('sends the email lowercased and trimmed', async () => {
    const backend = tokenBackend(() => sessionReply('amina@example.com'));
    renderAt('/login', <LoginScreen />, hostWith(backend));
    await signInAs('  Amina.Wanjiru@Example.COM  ', 'Secret#123');
    await waitFor(() => expect(backend.sentTo(TOKEN)).toHaveLength(1));
    expect(backend.sentTo(TOKEN)[0]?.body).toMatchObject({ email: 'amina.wanjiru@example.com', password: 'Secret#123' });
  });

  it('shows the validation messages and sends nothing', async () => {
    const backend = tokenBackend(() => sessionReply('a@b.co'));
    renderAt('/login', <LoginScreen />, hostWith(backend));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(backend.requests).toHaveLength(0);
  });

  it("maps the server's 429 to the spec's message as a high-severity 8 s toast with the support hint, logged as suspicious", async () => {
    const host = hostWith(tokenBackend(() => authError(429, 'over_request_rate_limit', 'Request rate limit reached')));
    renderAt('/login', <LoginScreen />, host);
    await signInAs('limited@example.com', 'Secret#123');
    const message = 'Too many attempts. Please wait before trying again. If this persists, please contact support.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(host.notify).toHaveBeenCalledWith({ kind: 'error', message, durationMs: HIGH_SEVERITY_TOAST_MS });
    expect(HIGH_SEVERITY_TOAST_MS).toBe(8000);
    expect(host.logSecurityEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'suspicious_activity' }));
  });

  it('an unconfirmed address reads Please verify your email address. and Resend sends a new confirmation to it', async () => {
    const backend = scriptedBackend((request) =>
      request.url.pathname === TOKEN ? authError(400, 'email_not_confirmed', 'Email not confirmed') : { body: {} },
    );
    renderAt('/login', <LoginScreen />, hostWith(backend));
    await signInAs('New.User@Example.com', 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your email address.');
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText('A new confirmation email is on its way. Please check your inbox.')).toBeInTheDocument();
    const resent = backend.sentTo('/auth/v1/resend');
    expect(resent).toHaveLength(1);
    expect(resent[0]?.body).toMatchObject({ type: 'signup', email: 'new.user@example.com' });
  });

  it('without a backend: the spec’s unavailable message, and every control is disabled', () => {
    renderAt('/login', <LoginScreen />, hostWith(null));
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication service is not available. Please contact support.');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  it("Continue with Google asks the backend's auth settings and, with Google not enabled, says so instead of redirecting", async () => {
    const backend = tokenBackend(() => sessionReply('a@b.co'));
    const settings = jest.fn(async (input: RequestInfo | URL) => {
      expect(String(input)).toBe('http://backend.test/auth/v1/settings');
      return { ok: true, status: 200, json: async () => ({ external: { google: false, email: true } }) } as unknown as Response;
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = settings as unknown as typeof fetch;
    try {
      renderAt('/login', <LoginScreen />, hostWith(backend));
      await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(
        await screen.findByText('Sign-in with Google is not enabled for this shop. Please sign in with your email and password.'),
      ).toBeInTheDocument();
      expect(settings).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('warns of the attempts left, locks on the third wrong password with suspicious_activity logged, then refuses without a request', async () => {
    const backend = tokenBackend(wrongPassword);
    const host = hostWith(backend);
    renderAt('/login', <LoginScreen />, host);
    await signInAs('locked@example.com', 'Wrong#123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials provided.2 attempts remaining before account lockout.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('1 attempts remaining before account lockout.'));
    expect(host.logSecurityEvent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'rate_limit' }));

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Account temporarily locked due to multiple failed attempts. Try again in 60 minutes.',
      ),
    );
    expect(host.logSecurityEvent).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'suspicious_activity', details: expect.objectContaining({ reason: 'lockout', minutes: 60 }) }),
    );
    expect(host.logSecurityEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'rate_limit' }));

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many failed attempts. Please try again in 60 minutes.'));
    expect(backend.sentTo(TOKEN)).toHaveLength(3);
  });
});
