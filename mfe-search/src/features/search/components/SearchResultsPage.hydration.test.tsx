import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// The Node renderer, as on the server (the browser's needs a MessageChannel jsdom lacks).
import { renderToString } from 'react-dom/server.node';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { HostProvider, type HostApi } from '@marketplace/contracts';
import { RenderReadsContext, endServerReads, provideServerReads, type RenderReads } from '@marketplace/contracts/fragment';
import { SearchResultsPage } from './SearchResultsPage';
import { hostWith, isSearch, scriptedBackend, setUpI18n } from '../../../testing/harness';
import { REMOTE_NAME } from '../../../lib/remote-name';

// The browser's side of the search's server render: markup rendered as the server renders it
// (pass after pass until no read is asked, contracts' server/render.tsx), then hydrated in jsdom
// as the shell hydrates a composed region, seeded with that render's reads.

beforeAll(setUpI18n);

const page = (address: string, host: HostApi) => (
  <HostProvider value={host}>
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/search" element={<SearchResultsPage />} />
      </Routes>
    </MemoryRouter>
  </HostProvider>
);

/** The server's markup for `address` and the reads it used, as its fragment would carry them. */
async function serverRender(address: string, host: HostApi) {
  const answers = new Map<string, unknown>();
  for (;;) {
    const asked = new Map<string, Promise<unknown>>();
    const reads: RenderReads = {
      answer: (key) => (answers.has(key) ? { value: answers.get(key) } : undefined),
      ask: (key, pending) => void asked.set(key, pending),
      notFound: () => undefined,
      moved: () => undefined,
      site: null,
      describe: () => undefined,
    };
    const html = renderToString(<RenderReadsContext value={reads}>{page(address, host)}</RenderReadsContext>);
    if (asked.size === 0) return { html, state: Object.fromEntries(answers) };
    for (const [key, pending] of asked) answers.set(key, await pending);
  }
}

async function hydrate(address: string) {
  const backend = scriptedBackend();
  const host = hostWith(backend.client);
  const { html, state } = await serverRender(address, host);
  const sent = backend.requests.length;
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const mismatches: unknown[] = [];
  provideServerReads(REMOTE_NAME, state);
  await act(async () => {
    hydrateRoot(container, page(address, host), { onRecoverableError: (error) => mismatches.push(error) });
  });
  endServerReads(REMOTE_NAME);
  return { html, backend, mismatches, sentAfterServer: () => backend.requests.slice(sent) };
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('hydrates a text search with the answers its markup was made of: no mismatch, nothing read again', async () => {
  const { html, mismatches, sentAfterServer } = await hydrate('/search?q=kitenge&category=clothing');
  expect(html).toContain('3 results found');
  expect(screen.getByText('3 results found')).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'Max price' })).toHaveValue(55000);
  // The filters' counts and the marked names are in the markup, and hydrate as they are.
  expect(html).toMatch(/<mark[^>]*>Kitenge<\/mark> Print Maxi Dress/);
  expect(screen.getByRole('button', { name: 'KSh 1,000 – KSh 5,000 (2)' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Clothing' })).toHaveAccessibleDescription('(1)');
  expect(mismatches).toEqual([]);
  expect(sentAfterServer()).toEqual([]);
});

it('sends the markup an enabled Search button, and disables it once live with nothing to search', async () => {
  const { html, mismatches } = await hydrate('/search');
  expect(html).not.toMatch(/<button type="submit"[^>]*disabled/);
  expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  expect(mismatches).toEqual([]);
});

it('reads afresh once the shopper moves on: another search, or Try Again', async () => {
  const user = userEvent.setup();
  const { backend, sentAfterServer } = await hydrate('/search?q=kitenge');
  const box = screen.getByRole('combobox', { name: 'Search products' });
  await user.clear(box);
  await user.type(box, 'earbuds{Enter}');
  await waitFor(() => expect(backend.searches().at(-1)?.body).toEqual({ q: 'earbuds' }));
  expect(sentAfterServer().filter(isSearch)).toHaveLength(1);
});

it('hydrates an image address as the server rendered it, waiting, then searches in the browser', async () => {
  const { html, mismatches, backend } = await hydrate(`/search?q=tea&image=${encodeURIComponent('https://example.com/cat.png')}`);
  expect(html).not.toContain('results found');
  expect(mismatches).toEqual([]);
  // Not a preview of this page: ignored, as ever, and the text is searched.
  expect(await screen.findByText('3 results found')).toBeInTheDocument();
  expect(backend.searches().map((request) => request.body)).toEqual([{ q: 'tea' }]);
});
