import type { SupabaseClient } from '@supabase/supabase-js';
import { newsletterFormSchema } from '@marketplace/contracts';
import { createOutbox } from '@marketplace/contracts/outbox';
import { subscribe } from './newsletter';

const KEY = 'test:newsletter-outbox';
const outbox = () => createOutbox({ key: KEY, payload: newsletterFormSchema, storage: () => window.localStorage });

/** newsletter_subscriptions as the server keeps it: one row per address (23505 on a repeat). */
function fakeServer() {
  const server = { emails: [] as string[], inserts: 0, loseAnswer: false };
  const insert = jest.fn(async ({ email }: { email: string }) => {
    server.inserts += 1;
    if (server.emails.includes(email))
      return { error: { code: '23505', message: 'duplicate key value violates unique constraint' }, status: 409 };
    server.emails.push(email);
    return server.loseAnswer ? { error: { code: '', message: 'TypeError: Failed to fetch' }, status: 0 } : { error: null, status: 201 };
  });
  const supabase = { from: () => ({ insert }) } as unknown as SupabaseClient;
  return { server, send: ({ payload }: { payload: { email: string } }) => subscribe(supabase, payload.email) };
}

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the newsletter outbox', () => {
  it.each([
    ['not JSON', '[{'],
    ['the wrong shape', '{"email":"a@b.co"}'],
    ['items of the wrong shape', '[{"email":"a@b.co"}]'],
  ])('discards storage that is %s without a crash', (_label, raw) => {
    window.localStorage.setItem(KEY, raw);
    expect(outbox().items()).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? '[]')).toEqual([]);
  });

  it('queues an address once, and overlapping flushes send it once', async () => {
    const box = outbox();
    expect(box.add({ email: 'mteja@example.com' })).toEqual(box.add({ email: 'mteja@example.com' }));
    const { server, send } = fakeServer();
    const [a, b] = await Promise.all([box.flush(send), box.flush(send)]);
    expect(a).toBe(b);
    expect(server.inserts).toBe(1);
    expect(box.items()).toEqual([]);
  });

  it('a resend after a lost answer reads the unique violation as subscribed, and the address is stored once', async () => {
    const box = outbox();
    const item = box.add({ email: 'mteja@example.com' });
    const { server, send } = fakeServer();
    server.loseAnswer = true;
    expect((await box.flush(send)).waiting).toBe(1);
    server.loseAnswer = false;
    expect((await box.flush(send)).sent).toEqual([item]);
    expect(server.emails).toEqual(['mteja@example.com']);
    expect(box.items()).toEqual([]);
  });
});
