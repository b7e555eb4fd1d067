import '@testing-library/jest-dom';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route } from 'react-router-dom';
import { HostProvider } from '@marketplace/contracts';
import { fakeBackend, productRow, renderAt, setUpI18n, testHost } from '../../../test/harness';
import { useLoad } from './useLoad';

beforeAll(setUpI18n);

/** For each read: whether the component's output was already on the page when it started. */
let startedAfterCommit: boolean[];

function Probe() {
  const { state, retry } = useLoad('product|fp-1', (catalogue) => {
    startedAfterCommit.push(document.querySelector('[data-testid=probe]') !== null);
    return catalogue.product('fp-1');
  });
  return (
    <div data-testid="probe">
      <p>{state.status}</p>
      <button type="button" onClick={retry}>
        again
      </button>
    </div>
  );
}

beforeEach(() => {
  startedAfterCommit = [];
});

it('starts a read while the page renders, before its first commit, and only once while re-rendering with the answer', async () => {
  const { requests } = fakeBackend(() => ({ body: productRow('fp-1') }));
  renderAt('/', <Route path="/" element={<Probe />} />);
  expect(await screen.findByText('ready')).toBeInTheDocument();
  expect(startedAfterCommit).toEqual([false]);
  expect(requests).toHaveLength(1);
});

it('reads afresh on Try Again instead of taking the read started while rendering', async () => {
  const { requests } = fakeBackend(() => ({ body: productRow('fp-1') }));
  renderAt('/', <Route path="/" element={<Probe />} />);
  expect(await screen.findByText('ready')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'again' }));
  expect(await screen.findByText('ready')).toBeInTheDocument();
  expect(startedAfterCommit).toEqual([false, true]);
  expect(requests).toHaveLength(2);
});

it('shows an answer that arrives while the page is still rendering in its first commit: its loading state is never on screen', async () => {
  fakeBackend(() => ({ body: productRow('fp-1') }));
  // The rest of the page takes a while to render, as on a slow phone: a transition renders in
  // slices and lets the read's answer in between them, before the commit.
  function RestOfPage() {
    const until = performance.now() + 10;
    while (performance.now() < until) {
      // rendering
    }
    return null;
  }
  // What the page shows each time the browser could paint it: a mutation observer's callback runs
  // after the commit and whatever the commit updated at once, before any paint.
  const shown: string[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  const observer = new MutationObserver(() => shown.push(container.querySelector('[data-testid=probe] p')?.textContent ?? ''));
  observer.observe(container, { subtree: true, childList: true, characterData: true });
  const root = createRoot(container);
  // The real scheduler, which yields between slices (act would render it all at once).
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    startTransition(() =>
      root.render(
        <HostProvider value={testHost()}>
          <MemoryRouter>
            <Probe />
            {Array.from({ length: 5 }, (_, i) => (
              <RestOfPage key={i} />
            ))}
          </MemoryRouter>
        </HostProvider>,
      ),
    );
    await waitFor(() => expect(screen.getByText('ready')).toBeInTheDocument());
    expect(shown).not.toContain('loading');
    expect(shown).toContain('ready');
  } finally {
    observer.disconnect();
    root.unmount();
    container.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
});
