import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
import { HostProvider, createDevHost, type HostApi } from '@marketplace/contracts';
import { LocationProbe, setUpTestI18n } from '@marketplace/testing';
import { translations } from '../i18n/translations';
import { createSite } from '../lib/federation/site';
import { createConnection } from '../lib/offline/connection';
import type { ManifestAnswer, ManifestRequest } from '../startup/manifests';
import { SiteProvider } from '../lib/federation/SiteContext';

export const setUpI18n = () => setUpTestI18n('shell', translations);

const title = { en: 'T', so: 'T', sw: 'T' };

/** A start-up manifest request that has its answer. */
export const settledRequest = (answer: ManifestAnswer): ManifestRequest => ({
  name: answer.name,
  manifest: answer.manifest,
  settled: answer,
  answer: Promise.resolve(answer),
});

/** A start-up manifest request still on its way: `arrive` gives it its answer. */
export function pendingRequest(name: string, manifest: string): ManifestRequest & { arrive(answer: ManifestAnswer): void } {
  let arrive: (answer: ManifestAnswer) => void = () => undefined;
  const request: ManifestRequest = { name, manifest, settled: null, answer: new Promise((resolve) => (arrive = resolve)) };
  return { ...request, arrive: (answer) => arrive(answer) };
}

/** A site of two remotes filling the layout's slots, as their manifests declare them. */
function slotSite() {
  const answer = (name: string, slots: Record<string, string>) => ({
    name,
    manifest: `http://localhost/${name}/mf-manifest.json`,
    problem: null,
    json: { metaData: { pages: [{ path: `/${name}`, module: './Page', guard: 'public', title }], slots } },
  });
  const startup = [answer('mfe_cart_checkout', { 'mini-cart': './MiniCart' }), answer('mfe_support', { 'chat-widget': './ChatWidget' })];
  return createSite(startup, startup.map(settledRequest));
}

/** Test-only: renders a layout piece inside a router, a host and a site, with the current address shown. */
export function renderInShell(
  ui: ReactElement,
  { host = {}, route = '/', site = slotSite() }: { host?: Partial<HostApi>; route?: string; site?: ReturnType<typeof createSite> } = {},
) {
  const hostApi = createDevHost({ notify: jest.fn(), ...host });
  const result = render(
    <HostProvider value={hostApi}>
      <SiteProvider site={site}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </SiteProvider>
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

/**
 * Test-only: a shop behind a network the test switches (a dead one gives no answer at all), and
 * the page connection that probes it.
 */
export function switchableShop(up = true) {
  const fetch = jest.fn(async () => {
    if (!up) throw new TypeError('Failed to fetch');
    return { status: 200 } as Response;
  });
  const asFetch = fetch as unknown as typeof globalThis.fetch;
  return {
    fetch: asFetch,
    calls: fetch.mock.calls,
    isUp: () => up,
    set: (value: boolean) => (up = value),
    connection: () => createConnection({ probeUrl: 'http://shop.test/favicon.svg', fetch: asFetch }),
  };
}
