import { act, screen } from '@testing-library/react';
import type { RemoteEntry } from '@marketplace/contracts';
import { createSite } from '../lib/federation/site';
import { renderInShell, settledRequest, setUpI18n, switchableShop } from '../testing/harness';
import type { ManifestAnswer } from '../startup/manifests';
import { createPageNameStore } from './page-name';
import { AppRoutes } from './routes';
import { PROBE_INTERVALS_MS } from '../lib/offline/connection';
import type { HostConnection } from '@marketplace/contracts/connection';

// The region stands in for a remote's module: what is under test is which page the router picks.
jest.mock('../components/RemoteRegion', () => ({
  RemoteRegion: (props: { remote: string; module: string }) => <p data-testid="region">{`${props.remote} ${props.module}`}</p>,
}));

const title = { en: 'Reviews', so: 'Faallooyin', sw: 'Maoni' };
const entry = (name: string): RemoteEntry => ({ name, manifest: `https://${name}.example/mf-manifest.json` });
const declaring = (name: string, pages: Array<{ path: string; module: string; guard?: string }>): ManifestAnswer => ({
  ...entry(name),
  problem: null,
  json: { metaData: { pages: pages.map((p) => ({ guard: 'public', title, ...p })) } },
});
const down = (name: string): ManifestAnswer => ({ ...entry(name), json: null, problem: 'down' });

beforeAll(setUpI18n);
let error: jest.SpyInstance;
beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => error.mockRestore());

/** A guest of a site whose backend is up. */
const guest = { auth: { status: 'signed-out' as const, user: null, available: true, signOut: async () => undefined } };

function renderAt(
  route: string,
  startup: ManifestAnswer[],
  fetchJson: (url: string) => Promise<unknown> = () => new Promise(() => undefined),
  connection?: HostConnection,
) {
  const site = createSite(
    startup.map(({ name, manifest }) => ({ name, manifest })),
    startup.map(settledRequest),
    { fetchJson },
  );
  renderInShell(<AppRoutes names={createPageNameStore()} />, { route, site, host: { ...guest, connection } });
  return site;
}

describe('AppRoutes', () => {
  it("serves a page a remote's manifest declares, with its title, through the unchanged shell", () => {
    renderAt('/vendor/mama-njeri/reviews', [
      declaring('mfe_catalog', [
        { path: '/vendor/:slug', module: './VendorPage' },
        { path: '/vendor/:slug/reviews', module: './ReviewsPage' },
      ]),
    ]);
    expect(screen.getByTestId('region')).toHaveTextContent('mfe_catalog ./ReviewsPage');
    expect(document.title).toBe('Reviews | District Market');
  });

  it('serves a page of a remote added to the list, beside the others', () => {
    renderAt('/hello', [
      declaring('mfe_catalog', [{ path: '/', module: './HomePage' }]),
      declaring('mfe_hello', [{ path: '/hello', module: './HelloPage' }]),
    ]);
    expect(screen.getByTestId('region')).toHaveTextContent('mfe_hello ./HelloPage');
  });

  it("applies a page's guard: a guest opening a signed-in page is sent to sign in", () => {
    renderAt('/reviews/mine', [declaring('mfe_reviews', [{ path: '/reviews/mine', module: './Mine', guard: 'signed-in' }])]);
    expect(screen.queryByTestId('region')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows Page Not Found where no remote declares the address', () => {
    renderAt('/nowhere', [declaring('mfe_catalog', [{ path: '/', module: './HomePage' }])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it("waits with a skeleton, not a 404, while a listed remote's manifest is on its way", () => {
    renderAt('/faq', [declaring('mfe_catalog', [{ path: '/', module: './HomePage' }]), down('mfe_support')]);
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveAttribute('data-loading-region', 'mfe_support');
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
  });

  it("shows the error screen, not a 404, when a listed remote's manifest cannot be had, and its Try Again routes the page once it can", async () => {
    let attempt = 0;
    const fetchJson = async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('down');
      return declaring('mfe_support', [{ path: '/faq', module: './FaqPage' }]).json;
    };
    renderAt('/faq', [down('mfe_support')], fetchJson);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    await act(async () => screen.getByRole('button', { name: 'Try Again' }).click());
    expect(await screen.findByTestId('region')).toHaveTextContent('mfe_support ./FaqPage');
  });

  it("while the shop cannot be reached, a page whose remote's manifest could not be had is the offline page, and it routes by itself once the shop answers", async () => {
    jest.useFakeTimers();
    try {
      const shop = switchableShop(false);
      const fetchJson = async () => {
        if (!shop.isUp()) throw new TypeError('Failed to fetch');
        return declaring('mfe_support', [{ path: '/faq', module: './FaqPage' }]).json;
      };
      renderAt('/faq', [down('mfe_support')], fetchJson, shop.connection());
      expect(await screen.findByRole('heading', { name: "This page isn't available offline" })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      shop.set(true);
      await act(() => jest.advanceTimersByTimeAsync(PROBE_INTERVALS_MS[0]));
      expect(await screen.findByTestId('region')).toHaveTextContent('mfe_support ./FaqPage');
    } finally {
      jest.useRealTimers();
    }
  });
});
