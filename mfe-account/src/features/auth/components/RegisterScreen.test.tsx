import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authError, deferred, hostWith, renderAt, scriptedBackend, setUpI18n, type Reply } from '../../../testing/harness';
import { RegisterScreen } from './RegisterScreen';

jest.setTimeout(30_000);
beforeAll(setUpI18n);

const SIGNUP = '/auth/v1/signup';
const newUser: Reply = {
  body: {
    id: 'user-2',
    aud: 'authenticated',
    email: 'new@example.com',
    app_metadata: {},
    user_metadata: {},
    created_at: '2025-01-01T00:00:00Z',
  },
};

/** Each requirement line's text, with its met / not met state as screen readers hear it. */
function requirementLines() {
  const box = screen.getByText('Password requirements').parentElement as HTMLElement;
  return within(box)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^[✓○] /, ''));
}

async function fill(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('Full Name'), '  Amina Wanjiru ');
  await userEvent.type(screen.getByLabelText('Email'), ' New@Example.com ');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
}

describe('register screen', () => {
  it("names each show/hide toggle after its field, so 'Show Password' and 'Show Confirm Password' are told apart", async () => {
    renderAt('/register', <RegisterScreen />, hostWith(scriptedBackend(() => newUser)));
    await userEvent.click(screen.getByRole('button', { name: 'Show Confirm Password' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show Password' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('ticks each password requirement live as the user types', async () => {
    renderAt('/register', <RegisterScreen />, hostWith(scriptedBackend(() => newUser)));
    expect(requirementLines()).toEqual([
      'Password must be at least 8 characters long (not met)',
      'Password must contain at least one uppercase letter (not met)',
      'Password must contain at least one lowercase letter (not met)',
      'Password must contain at least one number (not met)',
      'Password must contain at least one special character (not met)',
    ]);
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    expect(requirementLines()).toEqual([
      'Password must be at least 8 characters long (not met)',
      'Password must contain at least one uppercase letter (not met)',
      'Password must contain at least one lowercase letter (met)',
      'Password must contain at least one number (not met)',
      'Password must contain at least one special character (not met)',
    ]);
    await userEvent.type(screen.getByLabelText('Password'), 'D3fgh!');
    expect(requirementLines().every((line) => line?.endsWith('(met)'))).toBe(true);
  });

  it("refuses mismatched passwords with 'Passwords do not match' and sends nothing", async () => {
    const backend = scriptedBackend(() => newUser);
    renderAt('/register', <RegisterScreen />, hostWith(backend));
    await fill('Secret#123', 'Secret#124');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(backend.requests).toHaveLength(0);
  });

  it('reads Creating account... with the button disabled while signing up, then confirms and goes to /login', async () => {
    const answer = deferred<Reply>();
    const backend = scriptedBackend(() => answer.promise);
    const host = hostWith(backend);
    renderAt('/register', <RegisterScreen />, host);
    await fill('Secret#123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(backend.sentTo(SIGNUP)[0]?.body).toMatchObject({ email: 'new@example.com', data: { full_name: 'Amina Wanjiru' } });
    answer.resolve(newUser);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(host.notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Registration successful! Please check your email to confirm your account.',
    });
  });

  it("shows the backend's reasons when it refuses the password as weak", async () => {
    const backend = scriptedBackend(() =>
      authError(422, 'weak_password', 'Password is known to be weak and easy to guess, please choose a different one.', {
        weak_password: { reasons: ['pwned'] },
      }),
    );
    renderAt('/register', <RegisterScreen />, hostWith(backend));
    await fill('Secret#123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/known to be weak and easy to guess/);
  });

  it('without a backend: the spec’s unavailable message, and the fields and button are disabled', () => {
    renderAt('/register', <RegisterScreen />, hostWith(null));
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication service is not available. Please contact support.');
    expect(screen.getByLabelText('Full Name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  });
});
