import '@testing-library/jest-dom';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ComponentProps } from 'react';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { createDevHost, HostProvider, initI18n, registerTranslations, type HostApi, type User } from '@marketplace/contracts';
import { translations } from '../../i18n/translations';
import { Guard } from './Guard';

const user: User = {
  id: 'u1',
  email: 'amina@example.com',
  fullName: 'Amina Yusuf',
  emailConfirmedAt: null,
  createdAt: null,
  lastSignInAt: null,
};

type AuthOverride = Partial<HostApi['auth']>;

function auth(overrides: AuthOverride): HostApi['auth'] {
  return { status: 'signed-out', user: null, available: true, signOut: async () => undefined, ...overrides };
}

const SIGNED_IN = auth({ status: 'signed-in', user });
const SIGNED_OUT = auth({ status: 'signed-out' });
const LOADING = auth({ status: 'loading' });

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <output data-testid="state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<p>home page</p>} />
      <Route
        path="/products"
        element={
          <Guard kind="public">
            <p>products page</p>
          </Guard>
        }
      />
      <Route
        path="/login"
        element={
          <Guard kind="guest-only">
            <p>login page</p>
          </Guard>
        }
      />
      <Route
        path="/register"
        element={
          <Guard kind="guest-only">
            <p>register page</p>
          </Guard>
        }
      />
      <Route
        path="/orders"
        element={
          <Guard kind="signed-in">
            <p>orders page</p>
          </Guard>
        }
      />
      <Route
        path="/profile"
        element={
          <Guard kind="signed-in">
            <p>profile page</p>
          </Guard>
        }
      />
      <Route path="*" element={<p>somewhere else</p>} />
    </Routes>
  );
}

type InitialEntry = NonNullable<ComponentProps<typeof MemoryRouter>['initialEntries']>[number];

function renderAt(entry: InitialEntry, authState: HostApi['auth'], notify: HostApi['notify'] = jest.fn()) {
  const host = createDevHost({ auth: authState, notify });
  render(
    <HostProvider value={host}>
      <MemoryRouter initialEntries={[entry]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </HostProvider>,
  );
  return { host, notify };
}

const location = () => screen.getByTestId('location').textContent;
const state = () => JSON.parse(screen.getByTestId('state').textContent ?? 'null') as unknown;

beforeAll(async () => {
  await initI18n('en');
  registerTranslations('shell', translations);
});

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('Guard: public', () => {
  it.each([
    ['signed out', SIGNED_OUT],
    ['signed in', SIGNED_IN],
    ['loading', LOADING],
    ['no backend', auth({ available: false })],
  ])('renders for a user who is %s', (_label, authState) => {
    renderAt('/products', authState);
    expect(screen.getByText('products page')).toBeInTheDocument();
    expect(location()).toBe('/products');
  });
});

describe('Guard: guest-only', () => {
  it.each(['/login', '/register'])('%s renders for a signed-out user', (path) => {
    renderAt(path, SIGNED_OUT);
    expect(screen.getByText(`${path.slice(1)} page`)).toBeInTheDocument();
  });

  it('renders without a backend, sending no unavailable notice (that message is the page’s own)', () => {
    const { notify } = renderAt('/login', auth({ available: false }));
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows the skeleton while auth loads', () => {
    renderAt('/login', LOADING);
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('login page')).not.toBeInTheDocument();
  });

  it('sends a signed-in user home when there is no origin', () => {
    renderAt('/login', SIGNED_IN);
    expect(location()).toBe('/');
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it('sends a signed-in user back to the origin, with its query', () => {
    renderAt({ pathname: '/register', state: { from: { pathname: '/orders', search: '?page=2' } } }, SIGNED_IN);
    expect(location()).toBe('/orders?page=2');
    expect(screen.getByText('orders page')).toBeInTheDocument();
  });

  it('accepts an origin without a search', () => {
    renderAt({ pathname: '/login', state: { from: { pathname: '/profile' } } }, SIGNED_IN);
    expect(location()).toBe('/profile');
  });

  it.each<[string, unknown]>([
    ['a protocol-relative //evil.com', { from: { pathname: '//evil.com' } }],
    ['a protocol-relative //evil.com/orders', { from: { pathname: '//evil.com/orders', search: '?x=1' } }],
    ['an absolute URL', { from: { pathname: 'https://evil.com/' } }],
    ['a javascript: URL', { from: { pathname: 'javascript:alert(1)' } }],
    ['a relative path', { from: { pathname: 'orders' } }],
    ['a non-string pathname', { from: { pathname: 42 } }],
    ['a missing pathname', { from: {} }],
    ['a string from', { from: '/orders' }],
    ['a null from', { from: null }],
    ['a string state', 'junk'],
    // Browsers read a backslash in a path as a slash: '/\evil.com' is the same as '//evil.com'.
    ['a backslash origin /\\evil.com', { from: { pathname: '/\\evil.com' } }],
    ['a backslash origin /\\/evil.com', { from: { pathname: '/\\/evil.com' } }],
  ])('ignores %s and goes home', (_label, routerState) => {
    renderAt({ pathname: '/login', state: routerState }, SIGNED_IN);
    expect(location()).toBe('/');
    expect(screen.getByText('home page')).toBeInTheDocument();
  });
});

describe('Guard: signed-in', () => {
  it.each(['/orders', '/profile'])('%s renders for a signed-in user', (path) => {
    const { notify } = renderAt(path, SIGNED_IN);
    expect(screen.getByText(`${path.slice(1)} page`)).toBeInTheDocument();
    expect(location()).toBe(path);
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows the skeleton (role status) while auth loads, and does not redirect', () => {
    renderAt('/orders', LOADING);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('orders page')).not.toBeInTheDocument();
    expect(location()).toBe('/orders');
  });

  it("without a backend: redirects home and notifies 'Authentication Service Unavailable'", () => {
    const { notify } = renderAt('/orders', auth({ available: false }));
    expect(location()).toBe('/');
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(screen.queryByText('orders page')).not.toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Authentication Service Unavailable' });
  });

  it('without a backend the protected page never renders, even with a stale signed-in status', () => {
    renderAt('/profile', auth({ available: false, status: 'signed-in', user }));
    expect(screen.queryByText('profile page')).not.toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('the unavailable message follows the language', async () => {
    await i18next.changeLanguage('so');
    const { notify } = renderAt('/profile', auth({ available: false }));
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Adeegga Xaqiijinta Lama Heli Karo' });
  });

  it('sends a signed-out user to /login, remembering the origin and its query', () => {
    renderAt('/orders?page=2', SIGNED_OUT);
    expect(location()).toBe('/login');
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(state()).toEqual({ from: { pathname: '/orders', search: '?page=2' } });
  });

  it('after signing in on /login, the user lands back on the origin', () => {
    function SwitchableHost({ children }: { children: ReactNode }) {
      const [authState, setAuthState] = useState<HostApi['auth']>(SIGNED_OUT);
      return (
        <HostProvider value={createDevHost({ auth: authState, notify: jest.fn() })}>
          <button type="button" onClick={() => setAuthState(SIGNED_IN)}>
            sign in
          </button>
          {children}
        </HostProvider>
      );
    }
    render(
      <SwitchableHost>
        <MemoryRouter initialEntries={['/profile?tab=security']}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </SwitchableHost>,
    );
    expect(location()).toBe('/login');
    act(() => screen.getByRole('button', { name: 'sign in' }).click());
    expect(location()).toBe('/profile?tab=security');
    expect(screen.getByText('profile page')).toBeInTheDocument();
  });
});
