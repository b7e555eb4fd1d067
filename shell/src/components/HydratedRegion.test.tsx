import { act, use, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { createDevHost, HostProvider, useHost, type HostApi } from '@marketplace/contracts';
import { SERVER_REGION } from '@marketplace/contracts/fragment';
import { HydratedRegion } from './HydratedRegion';

// What the remote's page waits for while hydrating (a translation bundle, a lazy part).
let ready: Promise<void> = Promise.resolve();

/** A remote's page that shows something of the host, so a later shell render changes it. */
function Greeting() {
  use(ready);
  const { auth } = useHost();
  return <p>{`Hello, ${auth.user?.fullName ?? 'guest'}`}</p>;
}

const guest = createDevHost({ notify: jest.fn() });
const amina: HostApi = { ...guest, auth: { ...guest.auth, status: 'signed-in', user: { ...guest.auth.user!, fullName: 'Amina' } } };

let region: HTMLElement;

function Shell({ host, page = Greeting }: { host: HostApi; page?: () => ReactNode }) {
  return (
    <HostProvider value={host}>
      <MemoryRouter>
        <HydratedRegion region={{ element: region, remote: 'mfe_catalog', address: '/', state: {} }} Component={page} abandon={jest.fn()} />
      </MemoryRouter>
    </HostProvider>
  );
}

it("hydrates the server's markup though the shell renders again before it commits, then shows the later render", async () => {
  // The markup as the server wrote it (rendered here by React too: the same element and text).
  const scratch = document.createElement('div');
  await act(async () =>
    createRoot(scratch).render(
      <HostProvider value={guest}>
        <Greeting />
      </HostProvider>,
    ),
  );
  region = document.createElement('div');
  region.setAttribute(SERVER_REGION.attribute, 'mfe_catalog');
  region.innerHTML = scratch.innerHTML;
  // Where the server put it, in the page's <main>.
  const main = document.createElement('main');
  main.append(region);
  document.body.append(main);
  const serverParagraph = region.querySelector('p');

  let release = () => {};
  ready = new Promise<void>((resolve) => (release = resolve));
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = document.createElement('div');
  document.body.append(container);
  const shell = createRoot(container);
  await act(async () => flushSync(() => shell.render(<Shell host={guest} />)));
  // The shell's next render (the session restored) comes while the region is still hydrating.
  await act(async () => flushSync(() => shell.render(<Shell host={amina} />)));
  await act(async () => release());
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(error).not.toHaveBeenCalled();
  expect(region).toHaveAttribute(SERVER_REGION.hydrated, '');
  // The server's own element, kept: hydrated, not rendered anew.
  expect(region.querySelector('p')).toBe(serverParagraph);
  expect(region.textContent).toBe('Hello, Amina');
  expect(region.parentElement).toBe(main);
  error.mockRestore();
  // The page left: the region goes with it.
  await act(async () => shell.unmount());
  expect(main.children).toHaveLength(0);
});

/** Counts its items' renders; each costs some milliseconds while `busy` (a long page hydrating on a phone). */
let itemsRendered = 0;
let busy = false;
function Item({ n }: { n: number }) {
  itemsRendered += 1;
  const until = performance.now() + (busy ? 2 : 0);
  while (performance.now() < until);
  return <li>{`Item ${n}`}</li>;
}
const ITEMS = 40;
function LongPage() {
  return (
    <ul>
      {Array.from({ length: ITEMS }, (_, n) => (
        <Item key={n} n={n} />
      ))}
    </ul>
  );
}

it('hydrates in slices: the browser gets its turn while a long region hydrates', async () => {
  const scratch = document.createElement('div');
  await act(async () => createRoot(scratch).render(<LongPage />));
  region = document.createElement('div');
  region.setAttribute(SERVER_REGION.attribute, 'mfe_catalog');
  region.innerHTML = scratch.innerHTML;
  document.body.append(region);
  // Outside act: React's own scheduler decides when to yield, as in the browser.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  itemsRendered = 0;
  busy = true;
  const seenBetween: number[] = [];
  const turns = setInterval(() => seenBetween.push(itemsRendered), 0);
  const hydrated = new Promise((resolve) => region.addEventListener(SERVER_REGION.hydratedEvent, resolve, { once: true }));
  const shell = createRoot(document.createElement('div'));
  flushSync(() => shell.render(<Shell host={guest} page={LongPage} />));
  await hydrated;
  clearInterval(turns);
  busy = false;
  expect(itemsRendered).toBe(ITEMS);
  // Turns of the event loop came while some items were hydrated and others not yet.
  expect(seenBetween.some((count) => count > 0 && count < ITEMS)).toBe(true);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => shell.unmount());
});
