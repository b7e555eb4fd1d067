import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@marketplace/contracts';
import {
  DEMO_USER,
  authError,
  deferred,
  hostWith,
  renderAt,
  scriptedBackend,
  setUpI18n,
  signedInHost,
  storedSession,
  switchLanguage,
  type Handler,
  type Reply,
} from '../../../testing/harness';
import { ProfileScreen } from './ProfileScreen';

jest.setTimeout(30_000);
beforeAll(setUpI18n);
afterEach(() => switchLanguage('en'));

const USER = '/auth/v1/user';
const PROFILES = '/rest/v1/profiles';
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

/** A signed-in backend: `update` answers the profile save; the profiles row has no stored preferences. */
function profileBackend(update: Handler = () => userReply) {
  return scriptedBackend((request) => {
    if (request.url.pathname === USER && request.method === 'PUT') return update(request);
    if (request.url.pathname === PROFILES)
      return { body: request.method === 'GET' ? [{}] : null, status: request.method === 'GET' ? 200 : 204 };
    return userReply;
  }, storedSession(DEMO_USER));
}

function renderProfile(host = signedInHost(profileBackend())) {
  renderAt('/profile', <ProfileScreen />, host);
  return host;
}

/** The Account Security value next to `term`. */
function securityValue(term: string): string | null | undefined {
  return screen.queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent;
}

const saves = (backend: ReturnType<typeof profileBackend>) => backend.sentTo(USER).filter((r) => r.method === 'PUT');

describe('profile screen', () => {
  it('shows a spinner, and no form, while auth loads', () => {
    renderAt(
      '/profile',
      <ProfileScreen />,
      hostWith(profileBackend(), { auth: { status: 'loading', user: null, available: true, signOut: async () => undefined } }),
    );
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
  });

  it('shows the spec’s validation messages and saves nothing', async () => {
    const backend = profileBackend();
    renderProfile(signedInHost(backend));
    await userEvent.clear(screen.getByLabelText('Full Name'));
    await userEvent.clear(screen.getByLabelText('Email Address'));
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Full Name'), 'Amina 2');
    await userEvent.type(screen.getByLabelText('Email Address'), 'amina@');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByText('Name can only contain letters, spaces, hyphens, and apostrophes')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(saves(backend)).toHaveLength(0);
  });

  it('reads Updating... with the button disabled while saving; saves the name trimmed and confirms', async () => {
    const answer = deferred<Reply>();
    const backend = profileBackend(() => answer.promise);
    const host = renderProfile(signedInHost(backend));
    await userEvent.clear(screen.getByLabelText('Full Name'));
    await userEvent.type(screen.getByLabelText('Full Name'), '  Amina W Njeri ');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(saves(backend)[0]?.body).toMatchObject({ data: { full_name: 'Amina W Njeri' } });
    expect(saves(backend)[0]?.body).not.toHaveProperty('email'); // unchanged: no confirmation mail
    answer.resolve(userReply);
    await waitFor(() => expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Profile updated successfully!' }));
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeEnabled();
    expect(screen.queryByText(/We sent a confirmation link/)).not.toBeInTheDocument();
  });

  it('after a save the field shows the name as saved, trimmed', async () => {
    renderProfile();
    const name = screen.getByLabelText('Full Name');
    await userEvent.clear(name);
    await userEvent.type(name, ' Amina ');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(name).toHaveValue('Amina'));
  });

  it('text typed while a save is in flight is kept when the save answers', async () => {
    const answer = deferred<Reply>();
    renderProfile(signedInHost(profileBackend(() => answer.promise)));
    const name = screen.getByLabelText('Full Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Amina W');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await userEvent.type(name, 'anjiru');
    answer.resolve(userReply);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update Profile' })).toBeEnabled());
    expect(name).toHaveValue('Amina Wanjiru');
  });

  it('an email change sends the new address lowercased and trimmed, and says a confirmation went to it', async () => {
    const backend = profileBackend();
    renderProfile(signedInHost(backend));
    await userEvent.clear(screen.getByLabelText('Email Address'));
    await userEvent.type(screen.getByLabelText('Email Address'), '  Amina.New@Example.COM ');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(
      await screen.findByText('We sent a confirmation link to amina.new@example.com. Your email address changes once you follow it.'),
    ).toBeInTheDocument();
    expect(saves(backend)[0]?.body).toMatchObject({ email: 'amina.new@example.com' });
  });

  it('a failed save goes to the central handler with page, action and user id, and the mapped message is toasted', async () => {
    const backend = profileBackend(() => authError(422, 'validation_failed', 'Unable to process request'));
    const host = renderProfile(signedInHost(backend));
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'error', message: 'An unexpected error occurred. Please try again.' }),
    );
    expect(host.reportError).toHaveBeenCalledWith(expect.any(String), { page: 'profile', action: 'update-profile', userId: DEMO_USER.id });
    expect(screen.getByLabelText('Full Name')).toHaveValue(DEMO_USER.fullName);
  });

  it.each([
    ['offline at Update Profile: nothing is sent', true],
    ['the connection lost during the save', false],
  ])('%s: says plainly that saving needs a connection, keeps the typed values, no error toast', async (_label, offlineAtSubmit) => {
    const backend = profileBackend(() => {
      throw new TypeError('Failed to fetch');
    });
    const host = renderProfile(signedInHost(backend));
    const name = screen.getByLabelText('Full Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Amina Offline');
    if (offlineAtSubmit) jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
      const lead = offlineAtSubmit ? "You're offline." : 'Connection error. Please check your network.';
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `${lead} Saving your profile needs a connection — your changes are kept; try again when you're back online.`,
      );
      expect(name).toHaveValue('Amina Offline');
      expect(host.notify).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'error' }));
      expect(backend.requests.filter((request) => request.method === 'PUT')).toHaveLength(offlineAtSubmit ? 0 : 1);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('Account Security: Verified, the creation date and Last Sign In in English', () => {
    renderProfile();
    expect(securityValue('Email Verified')).toBe('Verified');
    expect(securityValue('Account Created')).toContain('January 1, 2025');
    expect(securityValue('Last Sign In')).toContain('March 14, 2025');
  });

  it('Account Security: Unverified, N/A for a missing creation date, and no Last Sign In when unknown', () => {
    const user: User = { ...DEMO_USER, emailConfirmedAt: null, createdAt: null, lastSignInAt: null };
    renderProfile(signedInHost(profileBackend(), user));
    expect(securityValue('Email Verified')).toBe('Unverified');
    expect(securityValue('Account Created')).toBe('N/A');
    expect(screen.queryByText('Last Sign In')).not.toBeInTheDocument();
  });

  it.each([
    ['so', 'Akoonka La Sameeyay', 'Galitaankii Ugu Dambeeyay', 'Maarso 14, 2025'],
    ['sw', 'Akaunti Ilifunguliwa', 'Kuingia Mara ya Mwisho', '14 Machi 2025'],
  ] as const)('Account Security dates follow the language (%s)', async (language, created, lastSignIn, date) => {
    await switchLanguage(language);
    renderProfile();
    expect(securityValue(created)).toBeTruthy();
    expect(securityValue(lastSignIn)).toContain(date);
  });

  it('Email Preferences are all on by default, and a toggle is saved in the profiles row', async () => {
    const backend = profileBackend();
    const host = renderProfile(signedInHost(backend));
    const marketing = screen.getByRole('checkbox', { name: 'Marketing emails' });
    await waitFor(() => expect(marketing).toBeEnabled());
    for (const name of ['Order notifications', 'Marketing emails', 'Security alerts']) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    }
    await userEvent.click(marketing);
    await waitFor(() => expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Email preferences saved' }));
    const update = backend.sentTo(PROFILES).find((r) => r.method === 'PATCH');
    expect(update?.body).toEqual({ marketing_emails: false });
    expect(update?.url.searchParams.get('id')).toBe(`eq.${DEMO_USER.id}`);
    expect(marketing).not.toBeChecked();
  });
});
