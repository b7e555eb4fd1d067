// @marketplace/testing: helpers for every app's component tests. Never in a page.
import type { ReactNode } from 'react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes, useLocation, type MemoryRouterProps } from 'react-router';
import { act, render } from '@testing-library/react';
import {
  COMMON_TRANSLATIONS,
  HostProvider,
  MESSAGE_TRANSLATIONS,
  MESSAGES_NAMESPACE,
  initI18n,
  registerTranslations,
  type HostApi,
  type HostLive,
  type LiveChange,
  type LiveSpec,
  type LiveState,
  type LiveStatus,
  type Translations,
} from '@marketplace/contracts';

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
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          {routes}
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </HostProvider>,
  );
}

/** A request as it left the app (its JSON body parsed). */
export interface SentRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A scripted answer; `total` is the Content-Range total (defaults to the rows in an array body). */
export interface Reply {
  status?: number;
  body: unknown;
  total?: number;
}

/** What the scripted backend answers; a promise that never settles plays a hung server. */
export type Handler = (request: SentRequest) => Reply | Promise<Reply>;

/**
 * A fetch whose every request `handler` answers, the only fake in a component test: the app's
 * clients (supabase-js, postgrest-js) above it are the real ones. Every request is recorded, and
 * an aborted request rejects as a browser's would.
 */
export function scriptedFetch(handler: Handler): { fetch: typeof globalThis.fetch; requests: SentRequest[] } {
  const requests: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SentRequest = {
      url: new URL(String(input)),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
    };
    requests.push(request);
    const reply = await new Promise<Reply>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      Promise.resolve(handler(request)).then(resolve, reject);
    });
    const status = reply.status ?? 200;
    const text = JSON.stringify(reply.body);
    const headers = new Headers({ 'content-type': 'application/json' });
    if (Array.isArray(reply.body) || reply.total !== undefined) {
      const rows = Array.isArray(reply.body) ? reply.body.length : 0;
      headers.set('content-range', `0-${Math.max(rows - 1, 0)}/${reply.total ?? rows}`);
    }
    // jsdom has no Response: the fields the clients read.
    return {
      ok: status < 300,
      status,
      statusText: status < 300 ? 'OK' : 'Error',
      headers,
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as unknown as Response;
  };
  return { fetch, requests };
}

export interface ImageLoad {
  url: string;
  /** Whether an `<img>` with that URL was already on the page when the load started. */
  shown: boolean;
  priority: string | undefined;
}

/**
 * Records every image load started with `new Image()` (not the `<img>` elements React renders),
 * with what the page showed at that moment. `stop` puts the real `Image` and `src` back.
 */
export function watchImageLoads(): { loads: ImageLoad[]; stop: () => void } {
  const RealImage = window.Image;
  const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
  const scripted = new WeakSet<HTMLImageElement>();
  const loads: ImageLoad[] = [];
  // jsdom's Image ignores a subclass's accessors, so the images are marked and `src` is watched.
  window.Image = function Image(width?: number, height?: number) {
    const image = new RealImage(width, height);
    scripted.add(image);
    return image;
  } as unknown as typeof window.Image;
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    ...src,
    set(this: HTMLImageElement, url: string) {
      if (scripted.has(this)) {
        const shown = [...document.querySelectorAll('img')].some((img) => img.getAttribute('src') === url);
        loads.push({ url, shown, priority: (this as { fetchPriority?: string }).fetchPriority });
      }
      src.set!.call(this, url);
    },
  });
  return {
    loads,
    stop: () => {
      window.Image = RealImage;
      Object.defineProperty(HTMLImageElement.prototype, 'src', src);
    },
  };
}

/**
 * A host's `live` the test drives as the shell's realtime client would: the socket's state, every
 * subscription's status, and row changes (each to the subscriptions following its table).
 */
export function fakeLive(initial: LiveState = 'connecting') {
  type Subscription = { specs: LiveSpec[]; onChange: (change: LiveChange) => void; onStatus?: (status: LiveStatus) => void };
  const subscriptions = new Set<Subscription>();
  const listeners = new Set<(state: LiveState) => void>();
  let state = initial;
  const live: HostLive = {
    subscribe(spec, onChange, onStatus) {
      const subscription = { specs: [spec].flat(), onChange, onStatus };
      subscriptions.add(subscription);
      return () => void subscriptions.delete(subscription);
    },
    state: () => state,
    onState(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return {
    live,
    /** What each current subscription follows. */
    following: () => [...subscriptions].map((s) => s.specs),
    setState: (next: LiveState) =>
      act(() => {
        state = next;
        for (const listener of [...listeners]) listener(next);
      }),
    status: (status: LiveStatus) =>
      act(() => {
        for (const s of [...subscriptions]) s.onStatus?.(status);
      }),
    change: (change: Omit<LiveChange, 'schema' | 'old'> & Partial<Pick<LiveChange, 'old'>>) =>
      act(() => {
        for (const s of [...subscriptions])
          if (s.specs.some((spec) => spec.table === change.table)) s.onChange({ schema: 'public', old: {}, ...change });
      }),
  };
}
