import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { SearchResultsPage } from '../components/SearchResultsPage';
import { watchImageLoads } from '@marketplace/testing';
import { ROWS, answering, hostWith, renderAt, scriptedBackend, searchAnswer, setUpI18n } from '../../../testing/harness';
import { searchProducts } from '../data/search-products';

type SearchModule = typeof import('../data/search-products');

// The real search, watched: for each call, whether the page had already been committed (its
// heading on the page). The request itself leaves a few awaits later, so it cannot tell.
jest.mock('../data/search-products', () => {
  const actual = jest.requireActual<SearchModule>('../data/search-products');
  return { ...actual, searchProducts: jest.fn() };
});
let committedAtCall: boolean[];

beforeAll(setUpI18n);
beforeEach(() => {
  committedAtCall = [];
  jest.mocked(searchProducts).mockImplementation((...args) => {
    committedAtCall.push(document.querySelector('h1') !== null);
    return jest.requireActual<SearchModule>('../data/search-products').searchProducts(...args);
  });
});

it('sends the first search while the page renders, before its first commit, and only once', async () => {
  const backend = scriptedBackend();
  renderAt(<SearchResultsPage />, '/search?q=kitenge', hostWith(backend.client));
  expect(await screen.findByText('3 results found')).toBeInTheDocument();
  expect(committedAtCall).toEqual([false]);
  expect(backend.searches()).toHaveLength(1);
});

it('starts loading the first four result images, at high priority, when the results arrive and before the cards show them', async () => {
  const watch = watchImageLoads();
  try {
    const rows = [...ROWS, ...ROWS].map((row, i) => ({ ...row, id: `r${i}`, image: `products/r${i}.svg` }));
    const backend = scriptedBackend(answering(searchAnswer(rows)));
    renderAt(<SearchResultsPage />, '/search?q=kitenge', hostWith(backend.client));
    expect(await screen.findByText('6 results found')).toBeInTheDocument();
    expect(watch.loads.map(({ url, shown, priority }) => [url.split('/').pop(), shown, priority])).toEqual(
      ['r0', 'r1', 'r2', 'r3'].map((id) => [`${id}.svg`, false, 'high']),
    );
  } finally {
    watch.stop();
  }
});
