import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEMO_USER,
  authError,
  deferred,
  hostWith,
  storedSession,
  renderAt,
  scriptedBackend,
  setUpI18n,
  type Handler,
  type Reply,
} from '../../../testing/harness';
import { ResetPasswordScreen } from './ResetPasswordScreen';

jest.setTimeout(30_000);
beforeAll(setUpI18n);
afterEach(() => window.history.replaceState(null, '', '/'));

const USER = '/auth/v1/user';
const userReply: Reply = {
  body: {
    id: DEMO_USER.id,
    aud: 'authenticated',
    email: DEMO_USER.email,
    app_metadata: {},
    user_metadata: {},
    created_at: '2025-01-01T00:00:00Z',
  },
};

/** The page as the mailed link opens it: a recovery session is in place; `update` answers the password change. */
function openFromRecoveryLink(update: Handler) {
  const backend = scriptedBackend(
    (request) => (request.url.pathname === USER && request.method === 'PUT' ? update(request) : userReply),
    storedSession(DEMO_USER, 'recovery'),
  );
  const host = hostWith(backend);
  renderAt('/reset-password', <ResetPasswordScreen />, host);
  return { backend, host };
}

async function choose(password: string) {
  await userEvent.type(await screen.findByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('reset password screen', () => {
  it('shows the password requirements box, each rule ticked as the new password meets it', async () => {
    openFromRecoveryLink(() => userReply);
    const box = (await screen.findByText('Password requirements')).parentElement as HTMLElement;
    const states = () =>
      within(box)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.match(/\((met|not met)\)$/)?.[1]);
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/^[✓○] | \((met|not met)\)$/g, '')),
    ).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
    expect(states()).toEqual(['not met', 'not met', 'not met', 'not met', 'not met']);
    await userEvent.type(screen.getByLabelText('New Password'), 'A1');
    expect(states()).toEqual(['not met', 'met', 'not met', 'met', 'not met']);
  });

  it("shows the backend's reasons when it refuses the new password as weak", async () => {
    const { backend } = openFromRecoveryLink(() =>
      authError(422, 'weak_password', 'Password is known to be weak and easy to guess, please choose a different one.', {
        weak_password: { reasons: ['length', 'pwned'] },
      }),
    );
    await choose('Secret#123');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(within(alert).getByText(/known to be weak and easy to guess/)).toBeInTheDocument();
    expect(backend.sentTo(USER).filter((r) => r.method === 'PUT')[0]?.body).toMatchObject({ password: 'Secret#123' });
  });

  it('reads Updating... with the button disabled while saving, then confirms and goes home signed in', async () => {
    const answer = deferred<Reply>();
    const { host } = openFromRecoveryLink(() => answer.promise);
    await choose('Secret#123');
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    answer.resolve(userReply);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Your password has been updated. You are now signed in.' });
  });

  it('an expired link says so and offers to send a new one', async () => {
    window.history.replaceState(null, '', '/reset-password#error=access_denied&error_code=otp_expired');
    renderAt('/reset-password', <ResetPasswordScreen />, hostWith(scriptedBackend(() => userReply)));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This password reset link has expired or has already been used. Request a new one below.',
    );
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });
});
