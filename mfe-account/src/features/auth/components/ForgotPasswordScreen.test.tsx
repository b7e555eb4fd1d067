import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authError, hostWith, renderAt, scriptedBackend, setUpI18n, type Reply } from '../../../testing/harness';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

jest.setTimeout(30_000);
beforeAll(setUpI18n);

const RECOVER = '/auth/v1/recover';
const SENT = 'If an account exists for that email address, a password reset link is on its way. Please check your inbox.';

async function requestReset(reply: Reply) {
  const backend = scriptedBackend(() => reply);
  renderAt('/forgot-password', <ForgotPasswordScreen />, hostWith(backend));
  await userEvent.type(screen.getByLabelText('Email'), ' Someone@Example.com ');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  return backend;
}

describe('forgot password screen', () => {
  it('sends the reset request for the lowercased address with the link back to /reset-password, and confirms', async () => {
    const backend = await requestReset({ body: {} });
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    const [request] = backend.sentTo(RECOVER);
    expect(request?.body).toMatchObject({ email: 'someone@example.com' });
    expect(request?.url.searchParams.get('redirect_to')).toBe('http://localhost/reset-password');
  });

  it('gives the same confirmation when the backend refuses the address (no account enumeration)', async () => {
    await requestReset(authError(400, 'user_not_found', 'User not found'));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
  });

  it("maps the server's 429 to the spec's message instead of confirming", async () => {
    await requestReset(authError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded'));
    expect(await screen.findByText(/^Too many attempts\. Please wait before trying again\./)).toBeInTheDocument();
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });
});
