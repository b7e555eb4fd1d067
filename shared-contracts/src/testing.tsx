// Test-only helpers for every app's component tests. A separate entry point
// (`@marketplace/contracts/testing`), so no page ever downloads them with the shared contracts.
import type { ReactNode } from 'react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes, useLocation, type MemoryRouterProps } from 'react-router-dom';
import { render } from '@testing-library/react';
import { HostProvider, type HostApi } from './host/host-api';
import { COMMON_TRANSLATIONS } from './i18n/common';
import { MESSAGE_TRANSLATIONS, MESSAGES_NAMESPACE } from './i18n/messages';
import { initI18n, registerTranslations, type Translations } from './i18n/setup';

/** The one i18next instance the screens use, in English, with the host's namespaces and the app's. */
export async function setUpTestI18n(namespace: string, translations: Translations): Promise<void> {
  await initI18n('en');
  registerTranslations('common', COMMON_TRANSLATIONS);
  registerTranslations(MESSAGES_NAMESPACE, MESSAGE_TRANSLATIONS);
  registerTranslations(namespace, translations);
  await i18next.changeLanguage('en');
}

/** Shows where the router is (path and query), so a test can assert a navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** An address to start at, with its router state if any. */
export type InitialEntry = NonNullable<MemoryRouterProps['initialEntries']>[number];

/**
 * Renders an app's routes at one address, inside a host and a router; any other address shows
 * 'elsewhere', and the probe shows where the router went.
 */
export function renderRoutesAt(entry: InitialEntry, routes: ReactNode, host: HostApi) {
  return render(
    <HostProvider value={host}>
      <MemoryRouter initialEntries={[entry]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          {routes}
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </HostProvider>,
  );
}
