import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { fakeBackend, productRow, renderAt, setUpI18n } from '../testing/harness';
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
