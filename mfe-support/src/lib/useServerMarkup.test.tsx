import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
// The node build of the server renderer: the browser build needs a MessageChannel jsdom lacks.
import { renderToString } from 'react-dom/server.node';
import { useServerMarkup } from './useServerMarkup';

let seen: boolean[];
function Probe() {
  const serverMarkup = useServerMarkup();
  seen.push(serverMarkup);
  return <p>{serverMarkup ? 'server' : 'live'}</p>;
}

let root: Root | undefined;
beforeEach(() => {
  seen = [];
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

it("is true in the server's render and the render hydrating it, then false once hydrated", async () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Probe />);
  expect(container.textContent).toBe('server');
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(seen).toEqual([true, true, false]);
  expect(container.textContent).toBe('live');
});

it('is false from the first render in a page the browser renders alone', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    root = createRoot(container);
    root.render(<Probe />);
  });
  expect(seen).toEqual([false]);
});
