// Offline queues of a remote's forms (contact, newsletter): bundled into each remote that imports
// `@marketplace/contracts/outbox`, never shared at run time, so no app depends on another's copy.
// What it needs of the contracts comes through the package's own name, the shared copy, so the
// bundle carries the queue alone and not a second copy of the error messages and storage helpers.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod/v3';
import { mapError, randomHex, readStoredJson, writeStoredJson, type HostApi } from '@marketplace/contracts';
import { isOffline, onReconnect } from './connection';

/** Worth sending again later: no connection, a gateway status (502-504) or too many requests. */
function isTransient(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return isOffline() || mapError(error).retryable || status === 429;
}

/** A random (version 4) UUID from the platform's CSPRNG; also where crypto.randomUUID is missing (plain http). */
export function newClientRef(): string {
  const hex = randomHex(16).split('');
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export interface OutboxItem<T> {
  /** The client's id of the item, sent with it, so the server stores a resend once. */
  ref: string;
  payload: T;
  savedAt: string;
}

export interface FlushReport<T> {
  sent: OutboxItem<T>[];
  /** Refused for good (not a connection problem): removed, with the reason. */
  dropped: { item: OutboxItem<T>; error: unknown }[];
  /** Items still waiting for a connection. */
  waiting: number;
}

export interface Outbox<T> {
  items(): OutboxItem<T>[];
  /** Queues a payload; one equal to a payload already waiting is that item, not a second one. */
  add(payload: T): OutboxItem<T>;
  remove(ref: string): void;
  /**
   * Sends the waiting items in order until one meets a connection problem (it and the rest wait).
   * One flush at a time: a call during a flush gets that flush, which also takes items added
   * meanwhile. `send` resolves when the server has the item, including "already had it".
   */
  flush(send: (item: OutboxItem<T>) => Promise<void>): Promise<FlushReport<T>>;
}

/**
 * A queue of form submissions kept in localStorage under `key` until the server has them.
 * Storage that is unreadable, of the wrong shape or tampered with is discarded (items that fail
 * `payload` one by one); where storage is blocked or full, the queue lives in memory.
 */
export function createOutbox<T>({
  key,
  payload,
  storage,
}: {
  key: string;
  payload: z.ZodType<T, z.ZodTypeDef, unknown>;
  storage: () => Storage | null;
}): Outbox<T> {
  const itemSchema = z.object({ ref: z.string().uuid(), payload, savedAt: z.string() });
  let memory: OutboxItem<T>[] | null = null;
  let running: Promise<FlushReport<T>> | null = null;

  const read = (): OutboxItem<T>[] => {
    if (memory) return memory;
    const stored = readStoredJson(storage(), key, z.array(z.unknown())) ?? [];
    const items = stored.flatMap((entry) => {
      const parsed = itemSchema.safeParse(entry);
      return parsed.success ? [parsed.data as OutboxItem<T>] : [];
    });
    if (items.length < stored.length) {
      console.warn(`[outbox] discarded unreadable items under "${key}"`);
      write(items);
    }
    return items;
  };

  const write = (items: OutboxItem<T>[]): void => {
    if (!memory) {
      const target = storage();
      try {
        if (items.length === 0) target?.removeItem(key);
        if (items.length === 0 ? target !== null : writeStoredJson(target, key, items)) return;
      } catch {
        // Blocked storage: kept in memory below.
      }
    }
    memory = items;
  };

  const run = async (send: (item: OutboxItem<T>) => Promise<void>): Promise<FlushReport<T>> => {
    const report: FlushReport<T> = { sent: [], dropped: [], waiting: 0 };
    const tried = new Set<string>();
    for (;;) {
      const item = isOffline() ? undefined : read().find((candidate) => !tried.has(candidate.ref));
      if (!item) break;
      tried.add(item.ref);
      try {
        await send(item);
        report.sent.push(item);
      } catch (error) {
        if (isTransient(error)) break;
        report.dropped.push({ item, error });
      }
      write(read().filter((candidate) => candidate.ref !== item.ref));
    }
    report.waiting = read().length;
    return report;
  };

  return {
    items: read,
    add(value) {
      const items = read();
      const same = JSON.stringify(value);
      const waiting = items.find((item) => JSON.stringify(item.payload) === same);
      if (waiting) return waiting;
      const item: OutboxItem<T> = { ref: newClientRef(), payload: value, savedAt: new Date().toISOString() };
      write([...items, item]);
      return item;
    },
    remove(ref) {
      write(read().filter((item) => item.ref !== ref));
    },
    flush(send) {
      running ??= run(send).finally(() => {
        running = null;
      });
      return running;
    },
  };
}

/**
 * Where the browser says it is online but the server was not reached (flaky data, the server
 * down), no `online` event will come: the waiting items are tried again after this long.
 */
export const OUTBOX_RETRY_MS = 30_000;

/** What a sent item's thanks says (the host's success toast). */
export interface OutboxThanks {
  title?: string;
  message: string;
}

export interface OutboxSender<T> {
  /**
   * Sends the waiting items when there are any and a backend is configured; never throws. Items
   * refused for good are reported; sent ones are thanked unless a form on screen claimed them.
   */
  flush(): Promise<FlushReport<T>>;
  /** Marks an item as followed by the form that sent it (no thanks from the background). */
  claim(ref: string): () => void;
  /** Thanks once per item, however many flushes report it. */
  thank(item: OutboxItem<T>): void;
  /** Calls `listener` after every flush, until the returned function is called. */
  onFlush(listener: (report: FlushReport<T>) => void): () => void;
  /**
   * Starts sending on this page with the page's host and wording (the latest caller's): flushes
   * now, and on every `online` event from then on.
   */
  start(page: { host: HostApi; thanks: () => OutboxThanks }): void;
}

/** Sends an outbox's items through the host's supabase client, as a remote's forms need it. */
export function createOutboxSender<T>({
  outbox,
  send,
  errorContext,
}: {
  outbox: Outbox<T>;
  send: (supabase: SupabaseClient, item: OutboxItem<T>) => Promise<void>;
  errorContext: Record<string, string>;
}): OutboxSender<T> {
  const nothing: FlushReport<T> = { sent: [], dropped: [], waiting: 0 };
  let page: { host: HostApi; thanks: () => OutboxThanks } | null = null;
  let listening = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<(report: FlushReport<T>) => void>();
  const claimed = new Set<string>();
  const thanked = new Set<string>();

  const retryLater = () => {
    if (retry !== null) clearTimeout(retry);
    retry = setTimeout(() => {
      retry = null;
      void sender.flush();
    }, OUTBOX_RETRY_MS);
  };

  // Calls while a flush runs share it, so its refusals are reported and its items thanked once.
  let flushing: Promise<FlushReport<T>> | null = null;
  const flushOnce = async (host: HostApi): Promise<FlushReport<T>> => {
    let report: FlushReport<T>;
    try {
      const supabase = await host.getSupabase();
      if (!supabase) return nothing;
      report = await outbox.flush((item) => send(supabase, item));
    } catch {
      // The client itself did not load (no connection): a later try, the next load or `online`.
      retryLater();
      return nothing;
    }
    if (report.waiting > 0 && !isOffline()) retryLater();
    for (const { error } of report.dropped) host.reportError(error, errorContext);
    for (const item of report.sent) if (!claimed.has(item.ref)) sender.thank(item);
    for (const listener of listeners) listener(report);
    return report;
  };

  const sender: OutboxSender<T> = {
    flush() {
      const host = page?.host;
      if (!host?.config?.supabase || outbox.items().length === 0 || isOffline()) return Promise.resolve(nothing);
      flushing ??= flushOnce(host).finally(() => {
        flushing = null;
      });
      return flushing;
    },
    claim(ref) {
      claimed.add(ref);
      return () => claimed.delete(ref);
    },
    thank(item) {
      if (!page || thanked.has(item.ref)) return;
      thanked.add(item.ref);
      page.host.notify({ kind: 'success', ...page.thanks() });
    },
    onFlush(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(current) {
      page = current;
      if (!listening && typeof window !== 'undefined') {
        listening = true;
        onReconnect(() => void sender.flush());
      }
      void sender.flush();
    },
  };
  return sender;
}
