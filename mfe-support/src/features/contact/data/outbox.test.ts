import type { SupabaseClient } from '@supabase/supabase-js';
import { contactFormSchema, type ContactFormValues } from '@marketplace/contracts';
import { createOutbox, newClientRef, type OutboxItem } from '@marketplace/contracts/outbox';
import { sendContactMessage } from './send-message';

const KEY = 'test:outbox';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const message = (n: number): ContactFormValues => ({
  name: 'Amina',
  email: 'amina@example.com',
  subject: `Order ${n}`,
  message: 'Where is my order, please?',
});
const outbox = () => createOutbox({ key: KEY, payload: contactFormSchema, storage: () => window.localStorage });
const network = () => ({ message: 'TypeError: Failed to fetch', code: '' });

/**
 * contact_messages as the server keeps it: client_ref unique (23505 on a repeat). `loseAnswer`
 * stores the row and then fails as the connection would, the answer never reaching the browser.
 */
function fakeServer() {
  const rows: Record<string, unknown>[] = [];
  const server = { rows, reachable: true, loseAnswer: false, inserts: 0 };
  const insert = jest.fn(async (row: Record<string, unknown>) => {
    server.inserts += 1;
    if (!server.reachable) return { error: network(), status: 0 };
    if (rows.some((stored) => stored['client_ref'] === row['client_ref'])) {
      return { error: { code: '23505', message: 'duplicate key value violates unique constraint' }, status: 409 };
    }
    rows.push(row);
    if (server.loseAnswer) return { error: network(), status: 0 };
    return { error: null, status: 201 };
  });
  const supabase = { from: () => ({ insert }) } as unknown as SupabaseClient;
  const send = (item: OutboxItem<ContactFormValues>) => sendContactMessage(supabase, item.payload, item.ref);
  return { server, send };
}

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the contact outbox in localStorage', () => {
  it.each([
    ['not JSON', '{"ref":'],
    ['an object, not a list', '{"ref":"x"}'],
    ['a number', '42'],
  ])('discards storage that is %s, without a crash, and starts empty', (_label, raw) => {
    window.localStorage.setItem(KEY, raw);
    expect(outbox().items()).toEqual([]);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it('keeps the well-formed items of a list and drops the tampered ones', () => {
    const good = { ref: newClientRef(), payload: message(1), savedAt: '2026-01-01T00:00:00Z' };
    const tampered = [
      { ref: 'not-a-uuid', payload: message(2), savedAt: 'x' },
      { ref: newClientRef(), payload: { ...message(3), email: 'nobody' }, savedAt: 'x' },
      { ref: newClientRef(), savedAt: 'x' },
      null,
    ];
    window.localStorage.setItem(KEY, JSON.stringify([good, ...tampered]));
    expect(outbox().items()).toEqual([good]);
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual([good]);
  });

  it('gives each message its own v4 uuid, and the same message waiting is not queued twice', () => {
    const box = outbox();
    const first = box.add(message(1));
    expect(first.ref).toMatch(UUID);
    expect(box.add(message(1))).toEqual(first);
    const second = box.add(message(2));
    expect(second.ref).toMatch(UUID);
    expect(second.ref).not.toBe(first.ref);
    // Another copy of the code (a reload, another tab) reads the same queue.
    expect(
      outbox()
        .items()
        .map((item) => item.payload.subject),
    ).toEqual(['Order 1', 'Order 2']);
  });

  it('works in memory where storage is blocked', async () => {
    const box = createOutbox({ key: KEY, payload: contactFormSchema, storage: () => null });
    box.add(message(1));
    expect(box.items()).toHaveLength(1);
    const { server, send } = fakeServer();
    expect((await box.flush(send)).sent).toHaveLength(1);
    expect(server.rows).toHaveLength(1);
    expect(box.items()).toEqual([]);
  });
});

describe('flushing the contact outbox', () => {
  it('sends the waiting messages in order and empties the queue', async () => {
    const box = outbox();
    box.add(message(1));
    box.add(message(2));
    const { server, send } = fakeServer();
    const report = await box.flush(send);
    expect(report.sent.map((item) => item.payload.subject)).toEqual(['Order 1', 'Order 2']);
    expect(report.waiting).toBe(0);
    expect(server.rows.map((row) => row['subject'])).toEqual(['Order 1', 'Order 2']);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('two copies of the code flushing the same queue at once (two tabs) store each message once', async () => {
    outbox().add(message(1));
    outbox().add(message(2));
    const { server, send } = fakeServer();
    await Promise.all([outbox().flush(send), outbox().flush(send)]);
    expect(server.rows.map((row) => row['subject'])).toEqual(['Order 1', 'Order 2']);
    expect(outbox().items()).toEqual([]);
  });

  it('a second flush while one runs is that flush: one request per message', async () => {
    const box = outbox();
    box.add(message(1));
    const { server, send } = fakeServer();
    const [a, b] = await Promise.all([box.flush(send), box.flush(send)]);
    expect(a).toBe(b);
    expect(server.inserts).toBe(1);
  });

  it('a resend after a lost answer is stored once: the uuid makes the repeat a 23505, read as sent', async () => {
    const box = outbox();
    const item = box.add(message(1));
    const { server, send } = fakeServer();
    server.loseAnswer = true;
    const lost = await box.flush(send);
    expect(lost).toEqual({ sent: [], dropped: [], waiting: 1 });
    expect(server.rows).toHaveLength(1);

    server.loseAnswer = false;
    const retried = await box.flush(send);
    expect(retried.sent).toEqual([item]);
    expect(server.inserts).toBe(2);
    expect(server.rows).toEqual([expect.objectContaining({ client_ref: item.ref, subject: 'Order 1' })]);
    expect(box.items()).toEqual([]);
  });

  it('stops at a connection failure and keeps that message and the ones after it, in order', async () => {
    const box = outbox();
    box.add(message(1));
    box.add(message(2));
    const { server, send } = fakeServer();
    server.reachable = false;
    expect(await box.flush(send)).toEqual({ sent: [], dropped: [], waiting: 2 });
    expect(server.inserts).toBe(1);
    server.reachable = true;
    expect((await box.flush(send)).sent.map((item) => item.payload.subject)).toEqual(['Order 1', 'Order 2']);
  });

  it('sends nothing while the browser is offline', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const box = outbox();
    box.add(message(1));
    const { server, send } = fakeServer();
    expect(await box.flush(send)).toEqual({ sent: [], dropped: [], waiting: 1 });
    expect(server.inserts).toBe(0);
  });

  it('drops a message the server refuses for good (not a connection problem) and goes on with the next', async () => {
    const box = outbox();
    const refusedItem = box.add(message(1));
    box.add(message(2));
    const refusal = { code: '23514', message: 'new row violates check constraint' };
    const send = jest.fn(async (item: OutboxItem<ContactFormValues>) => {
      if (item.ref === refusedItem.ref) throw refusal;
    });
    const report = await box.flush(send);
    expect(report.dropped).toEqual([{ item: refusedItem, error: refusal }]);
    expect(report.sent.map((item) => item.payload.subject)).toEqual(['Order 2']);
    expect(box.items()).toEqual([]);
  });

  it('keeps a message the gateway could not pass on (503) for the next try', async () => {
    const box = outbox();
    box.add(message(1));
    const send = jest.fn(async () => {
      throw { message: 'Service Unavailable', status: 503 };
    });
    expect((await box.flush(send)).waiting).toBe(1);
  });
});
