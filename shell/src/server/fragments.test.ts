/** @jest-environment node */
import type { FragmentResponse } from '@marketplace/contracts/fragment';
import { createFragmentSource, FRAGMENT_REUSE_MS, FRAGMENT_STALE_MS, RENEWAL_BUDGET_MS, type FragmentResult } from './fragments';

const ORIGIN = 'http://catalog.test';
const SITE = 'http://site.test';

/** A fragment server played by hand: each request waits until the test answers it. */
function fragmentServer() {
  const asked: { budgetMs?: number; answer: (result: FragmentResult) => void }[] = [];
  const fetchOne = (_origin: string, _address: string, _language: string, _site: string, options: { budgetMs?: number } = {}) =>
    new Promise<FragmentResult>((answer) => asked.push({ budgetMs: options.budgetMs, answer }));
  return { asked, fetchOne: fetchOne as Parameters<typeof createFragmentSource>[0] };
}

const rendered = (html: string, release = 'r1') => ({ fragment: { html, release } as FragmentResponse });

let clock = 0;
const now = () => clock;
const settle = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
  clock = 1_000_000;
});

test('a fresh region is served as kept, with no request', async () => {
  const server = fragmentServer();
  const fragments = createFragmentSource(server.fetchOne, now);
  const first = fragments(ORIGIN, 'r1', '/product/e1', 'en', SITE, { budgetMs: 300 });
  server.asked[0]!.answer(rendered('<h1>One</h1>'));
  expect(await first).toEqual(rendered('<h1>One</h1>'));
  clock += FRAGMENT_REUSE_MS - 1;
  expect(await fragments(ORIGIN, 'r1', '/product/e1', 'en', SITE)).toEqual(rendered('<h1>One</h1>'));
  expect(server.asked).toHaveLength(1);
});

test('an older region is served at once while one renewal, with its own budget, replaces it', async () => {
  const server = fragmentServer();
  const fragments = createFragmentSource(server.fetchOne, now);
  const first = fragments(ORIGIN, 'r1', '/product/e1', 'en', SITE, { budgetMs: 300 });
  server.asked[0]!.answer(rendered('<h1>One</h1>'));
  await first;
  clock += FRAGMENT_REUSE_MS;
  // Two shoppers at once: both get the kept copy, and the remote is asked once, not on their budget.
  expect(await fragments(ORIGIN, 'r1', '/product/e1', 'en', SITE, { budgetMs: 300 })).toEqual(rendered('<h1>One</h1>'));
  expect(await fragments(ORIGIN, 'r1', '/product/e1', 'en', SITE, { budgetMs: 300 })).toEqual(rendered('<h1>One</h1>'));
  expect(server.asked).toHaveLength(2);
  expect(server.asked[1]!.budgetMs).toBe(RENEWAL_BUDGET_MS);
  server.asked[1]!.answer(rendered('<h1>Two</h1>'));
  await settle();
  expect(await fragments(ORIGIN, 'r1', '/product/e1', 'en', SITE)).toEqual(rendered('<h1>Two</h1>'));
  expect(server.asked).toHaveLength(2);
});

test('a failed renewal keeps the old copy to its age, then the page waits for the remote again', async () => {
  const server = fragmentServer();
  const fragments = createFragmentSource(server.fetchOne, now);
  const first = fragments(ORIGIN, 'r1', '/product/e1', 'en', SITE);
  server.asked[0]!.answer(rendered('<h1>One</h1>'));
  await first;
  clock += FRAGMENT_REUSE_MS;
  await fragments(ORIGIN, 'r1', '/product/e1', 'en', SITE);
  server.asked[1]!.answer({ problem: 'answered 500' });
  await settle();
  clock += 1;
  expect(await fragments(ORIGIN, 'r1', '/product/e1', 'en', SITE)).toEqual(rendered('<h1>One</h1>'));
  expect(server.asked).toHaveLength(3);
  server.asked[2]!.answer({ problem: 'answered 500' });
  await settle();

  clock += FRAGMENT_STALE_MS;
  const waiting = fragments(ORIGIN, 'r1', '/product/e1', 'en', SITE, { budgetMs: 300 });
  expect(server.asked).toHaveLength(4);
  expect(server.asked[3]!.budgetMs).toBe(300);
  server.asked[3]!.answer({ problem: 'took longer than 300 ms' });
  expect(await waiting).toEqual({ problem: 'took longer than 300 ms' });
});

test('a fragment of another release than the manifest names is never kept', async () => {
  const server = fragmentServer();
  const fragments = createFragmentSource(server.fetchOne, now);
  const first = fragments(ORIGIN, 'r2', '/product/e1', 'en', SITE);
  server.asked[0]!.answer(rendered('<h1>Old</h1>', 'r1'));
  await first;
  void fragments(ORIGIN, 'r2', '/product/e1', 'en', SITE);
  expect(server.asked).toHaveLength(2);
});

test('shoppers asking for a region no one keeps share one request', async () => {
  const server = fragmentServer();
  const fragments = createFragmentSource(server.fetchOne, now);
  const asking = [fragments(ORIGIN, 'r1', '/faq', 'sw', SITE), fragments(ORIGIN, 'r1', '/faq', 'sw', SITE)];
  void fragments(ORIGIN, 'r1', '/faq', 'so', SITE);
  expect(server.asked).toHaveLength(2);
  server.asked[0]!.answer(rendered('<h1>Maswali</h1>'));
  expect(await Promise.all(asking)).toEqual([rendered('<h1>Maswali</h1>'), rendered('<h1>Maswali</h1>')]);
});
