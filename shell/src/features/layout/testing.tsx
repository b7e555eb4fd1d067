import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import {
  COMMON_TRANSLATIONS,
  HostProvider,
  MESSAGE_TRANSLATIONS,
  MESSAGES_NAMESPACE,
  createDevHost,
  initI18n,
  registerTranslations,
  type HostApi,
} from '@marketplace/contracts';
import { translations } from '../../i18n/translations';

/** Test-only: the shared i18n instance with the common, messages and shell namespaces, in English. */
export async function setUpI18n() {
  await initI18n('en');
  registerTranslations('common', COMMON_TRANSLATIONS);
  registerTranslations(MESSAGES_NAMESPACE, MESSAGE_TRANSLATIONS);
  registerTranslations('shell', translations);
  await i18next.changeLanguage('en');
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

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
