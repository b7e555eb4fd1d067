import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEMO_USER,
  hostWith,
  renderAt,
  scriptedBackend,
  setUpI18n,
  storedSession,
  switchLanguage,
  type Reply,
} from '../../../testing/harness';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { LoginScreen } from './LoginScreen';
import { RegisterScreen } from './RegisterScreen';
import { ResetPasswordScreen } from './ResetPasswordScreen';

// Sign in, sign up, the reset link and the new password need the server. Without a connection
// (the browser says offline at submit, or the request never reaches the server) each form says
// so plainly in its alert, keeps everything typed, and toasts no error.
jest.setTimeout(30_000);
beforeAll(setUpI18n);
afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const TEXT = {
  signIn: "Signing in needs a connection — your details are kept; try again when you're back online.",
  signUp: "Creating an account needs a connection — your details are kept; try again when you're back online.",
  resetLink: "Sending a reset link needs a connection — your email is kept; try again when you're back online.",
  newPassword: "Saving your new password needs a connection — what you typed is kept; try again when you're back online.",
};

/** The browser says it is offline: "You're offline."; a request that never arrived: the central connection message. */
const LEAD = { 'offline at submit': "You're offline.", 'lost during the request': 'Connection error. Please check your network.' } as const;

type Connection = 'offline at submit' | 'lost during the request';
const CONNECTIONS: Connection[] = ['offline at submit', 'lost during the request'];

/** A backend that is never reached: every request fails as fetch does without a network. */
function unreachable() {
  return scriptedBackend(() => {
    throw new TypeError('Failed to fetch');
  });
}

function goOfflineIf(connection: Connection) {
  if (connection === 'offline at submit') jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
}

describe.each(CONNECTIONS)('without a connection (%s)', (connection) => {
  it('sign in says it needs a connection, keeps the email and password, and counts no failed attempt', async () => {
    const backend = unreachable();
    const host = hostWith(backend);
    renderAt('/login', <LoginScreen />, host);
    await userEvent.type(screen.getByLabelText('Email'), 'amina@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#123');
    goOfflineIf(connection);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${LEAD[connection]} ${TEXT.signIn}`);
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret#123');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(host.notify).not.toHaveBeenCalled();
    expect(screen.queryByText(/attempts remaining/)).not.toBeInTheDocument();
    expect(backend.sentTo('/auth/v1/token')).toHaveLength(connection === 'offline at submit' ? 0 : 1);
  });

  it('sign up says it needs a connection and keeps every field', async () => {
    const backend = unreachable();
    const host = hostWith(backend);
    renderAt('/register', <RegisterScreen />, host);
    await userEvent.type(screen.getByLabelText('Full Name'), 'Amina Wanjiru');
    await userEvent.type(screen.getByLabelText('Email'), 'amina@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Secret#123');
    goOfflineIf(connection);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${LEAD[connection]} ${TEXT.signUp}`);
    expect(screen.getByLabelText('Full Name')).toHaveValue('Amina Wanjiru');
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('Secret#123');
    expect(host.notify).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it('forgot password says it needs a connection, keeps the email and does not claim a link was sent', async () => {
    const host = hostWith(unreachable());
    renderAt('/forgot-password', <ForgotPasswordScreen />, host);
    await userEvent.type(screen.getByLabelText('Email'), 'amina@example.com');
    goOfflineIf(connection);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${LEAD[connection]} ${TEXT.resetLink}`);
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com');
    expect(screen.queryByText(/a password reset link is on its way/)).not.toBeInTheDocument();
    expect(host.notify).not.toHaveBeenCalled();
  });

  it('a new password from the mailed link says it needs a connection and keeps both fields', async () => {
    const user: Reply = {
      body: {
        id: DEMO_USER.id,
        aud: 'authenticated',
        email: DEMO_USER.email,
        app_metadata: {},
        user_metadata: {},
        created_at: '2025-01-01T00:00:00Z',
      },
    };
    const backend = scriptedBackend(
      (request) => {
        if (request.method === 'PUT') throw new TypeError('Failed to fetch');
        return user;
      },
      storedSession(DEMO_USER, 'recovery'),
    );
    const host = hostWith(backend);
    renderAt('/reset-password', <ResetPasswordScreen />, host);
    await userEvent.type(await screen.findByLabelText('New Password'), 'N3w!Secret');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'N3w!Secret');
    goOfflineIf(connection);
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${LEAD[connection]} ${TEXT.newPassword}`);
    expect(screen.getByLabelText('New Password')).toHaveValue('N3w!Secret');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('N3w!Secret');
    expect(host.notify).not.toHaveBeenCalled();
  });
});

it.each([
  ['so', 'Iimayl', 'Furaha sirta', 'Gal', 'Khadka kuma jirtid. Gelitaanku wuxuu u baahan yahay xiriir'],
  ['sw', 'Barua pepe', 'Nenosiri', 'Ingia', 'Huko mtandaoni. Kuingia kunahitaji muunganisho'],
] as const)('in %s the sign-in connection message is translated', async (language, email, password, submit, text) => {
  await switchLanguage(language);
  try {
    renderAt('/login', <LoginScreen />, hostWith(unreachable()));
    await userEvent.type(screen.getByLabelText(email), 'amina@example.com');
    await userEvent.type(screen.getByLabelText(password), 'Secret#123');
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText(email)).toHaveValue('amina@example.com');
  } finally {
    await switchLanguage('en');
  }
});

it("sign in when the backend client's own code cannot be fetched: it needs a connection, the fields stay", async () => {
  const backend = unreachable();
  const host = hostWith(backend, {
    getSupabase: () => Promise.reject(new Error('the backend client could not be fetched (ChunkLoadError: Loading chunk 12 failed)')),
  });
  renderAt('/login', <LoginScreen />, host);
  await userEvent.type(screen.getByLabelText('Email'), 'amina@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret#123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(`${LEAD['lost during the request']} ${TEXT.signIn}`);
  expect(screen.getByLabelText('Password')).toHaveValue('Secret#123');
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(backend.sentTo('/auth/v1/token')).toHaveLength(0);
});
