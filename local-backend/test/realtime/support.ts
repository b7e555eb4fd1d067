import { randomUUID } from 'node:crypto';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Backend } from '../../src/server';
import { client } from '../helpers';

/**
 * Resolves once channel is SUBSCRIBED; rejects with the status and error otherwise. The join
 * timeout is generous: other suites may be loading the machine.
 */
export function subscribed(channel: RealtimeChannel, timeoutMs = 30_000): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else reject(new Error(`${status}${error ? `: ${error.message}` : ''}`));
    }, timeoutMs);
  });
}

/** Collects what arrives and hands it out to whoever waits for a match. */
export class Inbox<T> {
  readonly items: T[] = [];
  private waiters: { match: (item: T) => boolean; resolve: (item: T) => void }[] = [];

  push = (item: T): void => {
    this.items.push(item);
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.match(item)) return true;
      waiter.resolve(item);
      return false;
    });
  };

  next(match: (item: T) => boolean = () => true, timeoutMs = 20_000): Promise<T> {
    const found = this.items.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`nothing matching arrived in ${timeoutMs} ms; got ${JSON.stringify(this.items).slice(0, 2000)}`)),
        timeoutMs,
      );
      this.waiters.push({ match, resolve: (item) => (clearTimeout(timer), resolve(item)) });
    });
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until condition holds, checking every 20 ms. */
export async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not true after ${timeoutMs} ms: ${condition.toString()}`);
    await sleep(20);
  }
}

/** An order owned by userId, written as the service role (nobody else may insert orders). */
export async function insertOrder(backend: Backend, userId: string, fields: Record<string, unknown> = {}): Promise<string> {
  const id = `RT-${randomUUID().slice(0, 12)}`;
  const { error } = await client(backend, backend.serviceKey)
    .from('orders')
    .insert({ id, user_id: userId, total: 100, ...fields });
  if (error) throw error;
  return id;
}

/** Removes every channel and socket of the clients (supabase-js keeps them otherwise). */
export async function disconnect(...clients: SupabaseClient[]): Promise<void> {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  for (const c of clients) c.realtime.disconnect();
}

export type Frame = [string | null, string | null, string, string, Record<string, unknown>];

/** A bare WebSocket speaking the protocol by hand, for what supabase-js never sends. */
export class RawSocket {
  readonly frames = new Inbox<Frame>();
  readonly closed: Promise<{ code: number; reason: string }>;
  private ref = 0;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      if (!isBinary) this.frames.push(JSON.parse(data.toString()) as Frame);
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static open(backend: Pick<Backend, 'url' | 'anonKey'>, query = `apikey=${backend.anonKey}&vsn=2.0.0`): Promise<RawSocket> {
    const ws = new WebSocket(`${backend.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawSocket(ws)));
      ws.once('error', reject);
    });
  }

  /** Sends [join_ref, ref, topic, event, payload] and returns the ref used. */
  send(topic: string, event: string, payload: unknown, joinRef: string | null = null): string {
    const ref = String(++this.ref);
    this.ws.send(JSON.stringify([joinRef, ref, topic, event, payload]));
    return ref;
  }

  /** The phx_reply to ref. */
  reply(ref: string): Promise<Frame> {
    return this.frames.next((frame) => frame[3] === 'phx_reply' && frame[1] === ref);
  }

  async join(topic: string, payload: unknown = { config: {} }): Promise<Frame> {
    const ref = this.send(topic, 'phx_join', payload, String(this.ref + 1));
    return this.reply(ref);
  }

  close(): void {
    this.ws.terminate();
  }
}
