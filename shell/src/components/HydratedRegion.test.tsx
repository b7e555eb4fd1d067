import { act, use } from 'react';
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

function Shell({ host }: { host: HostApi }) {
  return (
    <HostProvider value={host}>
      <MemoryRouter>
        <HydratedRegion
          region={{ element: region, remote: 'mfe_catalog', address: '/', state: {} }}
          Component={Greeting}
          abandon={jest.fn()}
        />
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
