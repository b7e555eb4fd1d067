import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import {
  HostProvider,
  createDevHost,
  type HostApi,
} from '@marketplace/contracts';
import { LocationProbe, setUpTestI18n } from '@marketplace/contracts/testing';
import { translations } from '../../i18n/translations';

export const setUpI18n = () => setUpTestI18n('shell', translations);

/** Test-only: renders a layout piece inside a router and a host, with the current address shown. */
export function renderInShell(ui: ReactElement, { host = {}, route = '/' }: { host?: Partial<HostApi>; route?: string } = {}) {
  const hostApi = createDevHost({ notify: jest.fn(), ...host });
  const result = render(
    <HostProvider value={hostApi}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </HostProvider>,
  );
  return { ...result, host: hostApi, location: () => result.getByTestId('location').textContent };
}

export function signedInHost(signOut: () => Promise<void> = jest.fn(async () => undefined)): Partial<HostApi> {
  return {
    auth: {
      status: 'signed-in',
      user: {
        id: 'u1',
        email: 'amina@example.com',
        fullName: 'Amina Yusuf',
        emailConfirmedAt: null,
        createdAt: null,
        lastSignInAt: null,
      },
      available: true,
      signOut,
    },
  };
}
