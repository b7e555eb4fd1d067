import '@testing-library/jest-dom';
import { startTransition, use, useState, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { HostProvider, createDevHost } from '@marketplace/contracts';
import { setUpI18n, switchableShop } from '../testing/harness';
import { loadExposed, resetRemote } from '../lib/federation/registry';
import { RemoteRegion, warmRegion } from './RemoteRegion';
import { holdServerRegion, serverRegionFor, type HydratedRegionProps } from '../lib/federation/server-region';
import { PROBE_INTERVALS_MS } from '../lib/offline/connection';
import type { HostConnection } from '@marketplace/contracts/connection';

// The federation runtime is replaced by controllable loads: the region's own behaviour is under test.
jest.mock('../lib/federation/registry', () => ({ loadExposed: jest.fn(), resetRemote: jest.fn() }));
const load = loadExposed as jest.MockedFunction<typeof loadExposed>;
const reset = resetRemote as jest.MockedFunction<typeof resetRemote>;

type Deferred = { resolve: (component: ComponentType) => void; reject: (error: unknown) => void };
function deferLoad(): Deferred {
  // Filled in when the region calls the load.
  const deferred: Deferred = { resolve: () => undefined, reject: () => undefined };
  load.mockImplementationOnce(
    () =>
      new Promise((resolve, reject) => {
        deferred.resolve = (component) => resolve({ default: component });
        deferred.reject = reject;
      }),
  );
  return deferred;
}

// RemoteRegion keeps loaded components for the page's life: each test names its own module.
let moduleCounter = 0;
const nextModule = () => `./Page${++moduleCounter}`;

const reportError = jest.fn((_error: unknown, _context?: Record<string, string>) => 'ERR-0000000000AB');
function renderRegion(module: string, slotFallback?: React.ReactNode) {
  return render(
    <HostProvider value={createDevHost({ reportError })}>
      <RemoteRegion remote="mfe_search" module={module} slotFallback={slotFallback} />
    </HostProvider>,
  );
}

/** A page's region, inside a router for the offline page's links, with the page's connection. */
function renderPage(module: string, connection?: HostConnection) {
  return render(
    <MemoryRouter>
      <HostProvider value={createDevHost({ reportError, connection })}>
        <RemoteRegion remote="mfe_search" module={module} />
      </HostProvider>
    </MemoryRouter>,
  );
}

const errorScreen = () => screen.queryByRole('alert');
const Page = () => <h1>search page</h1>;

beforeAll(setUpI18n);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  load.mockReset();
  reset.mockReset();
  reportError.mockClear();
  // React logs every caught render error; the throws below are expected.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('RemoteRegion', () => {
  it('load: shows the skeleton while the exposed module loads, then renders it', async () => {
    const module = nextModule();
    const pending = deferLoad();
    renderRegion(module);
    expect(screen.getByRole('status')).toHaveAttribute('data-loading-region', 'mfe_search');
    expect(load).toHaveBeenCalledWith('mfe_search', module);

    await act(async () => pending.resolve(Page));
    expect(screen.getByRole('heading', { name: 'search page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('load: a module already loaded renders at once on the next mount, without a second load', async () => {
    const module = nextModule();
    load.mockResolvedValueOnce({ default: Page });
    const first = renderRegion(module);
    expect(await screen.findByRole('heading', { name: 'search page' })).toBeInTheDocument();
    first.unmount();

    renderRegion(module);
    expect(screen.getByRole('heading', { name: 'search page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('warm-up: a module loaded by warmRegion before the region mounts renders at once, with no skeleton and no second load', async () => {
    const module = nextModule();
    load.mockResolvedValueOnce({ default: Page });
    void warmRegion('mfe_search', module);
    await act(async () => undefined);
    renderRegion(module);
    expect(screen.getByRole('heading', { name: 'search page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('warm-up: a failed warm load reports nothing itself; the region asks again when it mounts and reports its own failure', async () => {
    const module = nextModule();
    load.mockRejectedValueOnce(new Error('manifest answered 503'));
    void warmRegion('mfe_search', module);
    await act(async () => undefined);
    expect(reportError).not.toHaveBeenCalled();

    load.mockRejectedValueOnce(new Error('still down'));
    renderRegion(module);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(load).toHaveBeenCalledTimes(2);
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it("fail: a failed load shows 'Something went wrong' with the Error ID the host reported", async () => {
    const module = nextModule();
    const failure = new Error('mfe_search/SearchPage could not be loaded');
    load.mockRejectedValueOnce(failure);
    renderRegion(module);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveAttribute('data-error-region', 'mfe_search');
    expect(screen.getByTestId('error-id')).toHaveTextContent('ERR-0000000000AB');
    expect(reportError).toHaveBeenCalledWith(failure, { region: 'mfe_search', module });
  });

  it('retry: Try Again forgets the remote, loads it afresh and renders it', async () => {
    const module = nextModule();
    load.mockRejectedValueOnce(new Error('down'));
    renderRegion(module);
    await screen.findByRole('alert');

    load.mockResolvedValueOnce({ default: Page });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reset).toHaveBeenCalledWith('mfe_search');
    expect(await screen.findByRole('heading', { name: 'search page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(errorScreen()).not.toBeInTheDocument();
  });

  it('render error: a component that throws is contained behind the error screen; Try Again renders it again', async () => {
    const module = nextModule();
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('remote render failed');
      return <h1>recovered</h1>;
    }
    load.mockResolvedValueOnce({ default: Flaky });
    renderRegion(module);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'remote render failed' }), {
      region: 'mfe_search',
      module,
    });

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'recovered' })).toBeInTheDocument();
    // The component was loaded; a render error needs no second load.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('render error: the rest of the page outside the region keeps working', async () => {
    const module = nextModule();
    function Bomb(): never {
      throw new Error('boom');
    }
    function Page2() {
      const [n, setN] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setN(n + 1)}>
            clicked {n}
          </button>
          <RemoteRegion remote="mfe_search" module={module} />
        </>
      );
    }
    load.mockResolvedValueOnce({ default: Bomb });
    render(
      <HostProvider value={createDevHost({ reportError })}>
        <Page2 />
      </HostProvider>,
    );
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'clicked 0' }));
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
  });

  it('slot fallback: a layout slot shows a small skeleton, then its fallback instead of the error screen when the load fails', async () => {
    const module = nextModule();
    const pending = deferLoad();
    renderRegion(module, <a href="/cart">Cart</a>);
    expect(screen.getByRole('status')).toHaveAttribute('data-loading-region', 'mfe_search');

    await act(async () => pending.reject(new Error('down')));
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(errorScreen()).not.toBeInTheDocument();
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('slot fallback: a slot whose component throws while rendering shows its fallback too', async () => {
    const module = nextModule();
    function Bomb(): never {
      throw new Error('boom');
    }
    load.mockResolvedValueOnce({ default: Bomb });
    renderRegion(module, <a href="/cart">Cart</a>);
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(errorScreen()).not.toBeInTheDocument();
  });

  it('offline: a failed load offers what opens offline instead of the error screen, and loads the region when the connection returns', async () => {
    const module = nextModule();
    const offline = deferLoad();
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderPage(module);
      await act(async () => offline.reject(new TypeError('Failed to fetch')));
      expect(screen.getByRole('heading', { name: "This page isn't available offline" })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
      expect(errorScreen()).not.toBeInTheDocument();

      const online = deferLoad();
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      await act(async () => online.resolve(() => <p>Search results</p>));
      expect(screen.getByText('Search results')).toBeInTheDocument();
      expect(reset).toHaveBeenCalledWith('mfe_search');
    } finally {
      onLine.mockRestore();
    }
  });

  it('lie-fi: the browser says online, the shop does not answer: the offline page, and the region loads at the first answer', async () => {
    const module = nextModule();
    const shop = switchableShop(false);
    const connection = shop.connection();
    jest.useFakeTimers();
    try {
      const failed = deferLoad();
      renderPage(module, connection);
      await act(async () => failed.reject(new TypeError('Failed to fetch')));
      expect(navigator.onLine).toBe(true);
      expect(screen.getByRole('heading', { name: "This page isn't available offline" })).toBeInTheDocument();
      expect(errorScreen()).not.toBeInTheDocument();

      const back = deferLoad();
      shop.set(true);
      await act(() => jest.advanceTimersByTimeAsync(PROBE_INTERVALS_MS[0]));
      await act(async () => back.resolve(() => <p>Search results</p>));
      expect(screen.getByText('Search results')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failed load while the shop answers is the error screen with its ID, not the offline page', async () => {
    const module = nextModule();
    const failed = deferLoad();
    renderPage(module, switchableShop(true).connection());
    await act(async () => failed.reject(new Error('404 chunk')));
    expect(errorScreen()).toHaveTextContent('ERR-0000000000AB');
    expect(screen.queryByRole('heading', { name: "This page isn't available offline" })).not.toBeInTheDocument();
  });

  it("a server's region whose code fails to load gives way to the error screen; Try Again renders the page anew", async () => {
    const module = nextModule();
    const View = ({ region }: HydratedRegionProps) => <p>server markup of {region.remote}</p>;
    holdServerRegion({ region: { element: document.createElement('div'), remote: 'mfe_search', address: '/search', state: {} }, View });
    const failed = deferLoad();
    renderPage(module, switchableShop(true).connection());
    expect(screen.getByText('server markup of mfe_search')).toBeInTheDocument();

    await act(async () => failed.reject(new Error('truncated chunk')));
    expect(errorScreen()).toHaveTextContent('ERR-0000000000AB');
    expect(screen.queryByText('server markup of mfe_search')).not.toBeInTheDocument();

    // The error screen took the server's markup off the page: the retry cannot hydrate it.
    load.mockResolvedValueOnce({ default: Page });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'search page' })).toBeInTheDocument();
    expect(screen.queryByText('server markup of mfe_search')).not.toBeInTheDocument();
  });

  it('a render React discards and starts again still gets the region the server composed', async () => {
    const module = nextModule();
    deferLoad();
    const element = document.createElement('div');
    const View = ({ region }: HydratedRegionProps) => <p>server markup of {region.remote}</p>;
    const adopted = { region: { element, remote: 'mfe_search', address: '/search', state: {} }, View };
    holdServerRegion(adopted);
    // A sibling that suspends the first attempt: React throws that render away and renders again.
    let ready!: () => void;
    const gate = new Promise<void>((resolve) => (ready = resolve));
    let attempts = 0;
    const Suspends = () => {
      attempts += 1;
      if (attempts === 1) use(gate);
      return null;
    };
    const view = render(<p>frame</p>);
    await act(async () =>
      startTransition(() =>
        view.rerender(
          <HostProvider value={createDevHost({ reportError })}>
            <RemoteRegion remote="mfe_search" module={module} />
            <Suspends />
          </HostProvider>,
        ),
      ),
    );
    await act(async () => {
      ready();
      await gate;
    });
    expect(await screen.findByText('server markup of mfe_search')).toBeInTheDocument();
    expect(attempts).toBeGreaterThan(1);
    // Once committed, the region is taken: the page rendered again later renders anew.
    expect(serverRegionFor('mfe_search')).toBeNull();
  });
});
