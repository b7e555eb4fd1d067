import { pageSingleton } from '../page-singleton';
import mitt from 'mitt';
import { z } from 'zod/v3';
import { productSummarySchema, userSchema } from '../entities';
import { browserStorage } from '../storage';

/**
 * Cross-team events. Each name says owner and fact; each payload is a zod schema checked where it
 * crosses a team boundary (on publish and again on delivery, since the two sides are built and
 * deployed separately). A change to a payload's shape bumps its version.
 *
 * `queued`: published before anyone subscribes (the owner's code loads on demand), the events
 * wait and reach the first subscriber. `kept`: the last envelope outlives the page (local
 * storage) and follows other tabs, so `last()` answers at start-up, before the owner's code has
 * loaded.
 */
export const EVENTS = {
  'cart:item-added': {
    version: 1,
    schema: z.object({ product: productSummarySchema, quantity: z.number().int().min(1).max(99) }),
    queued: true,
  },
  'cart:changed': {
    version: 1,
    schema: z.object({ count: z.number().int().nonnegative(), subtotal: z.number().finite().nonnegative() }),
    kept: true,
  },
  'auth:changed': {
    version: 1,
    schema: z.object({ status: z.enum(['loading', 'signed-in', 'signed-out']), user: userSchema.nullable() }),
  },
  'support:chat-open': {
    version: 1,
    schema: z.object({ source: z.string().max(64) }),
  },
} as const;

export type EventName = keyof typeof EVENTS;
type EventSpec = { version: number; schema: z.ZodTypeAny; queued?: boolean; kept?: boolean };
const spec = (name: EventName): EventSpec => EVENTS[name];

/** Where a `kept` event's last envelope is stored. */
export const keptEventKey = (name: EventName) => `marketplace:event:${name}`;
export type EventPayload<N extends EventName> = z.infer<(typeof EVENTS)[N]['schema']>;

export interface Envelope<N extends EventName = EventName> {
  name: N;
  version: number;
  at: number;
  payload: EventPayload<N>;
}

export type InvalidEventReporter = (name: string, reason: string) => void;

type Handler<N extends EventName> = (payload: EventPayload<N>, envelope: Envelope<N>) => void;

export interface EventBus {
  publish<N extends EventName>(name: N, payload: EventPayload<N>): boolean;
  subscribe<N extends EventName>(name: N, handler: Handler<N>): () => void;
  /** The last valid envelope of an event, for late subscribers such as a remote mounted later. */
  last<N extends EventName>(name: N): Envelope<N> | undefined;
  /**
   * Hears that an event happened (a valid publish here, or another tab's change of a kept one)
   * without receiving it or taking it from its queue: for loading the owner's code on demand
   * and for reading `last()` again.
   */
  watch(name: EventName, listener: () => void): () => void;
}

const defaultReporter: InvalidEventReporter = (name, reason) => {
  console.error(`[event-bus] dropped invalid "${name}" event: ${reason}`);
};

function check(name: EventName, envelope: unknown): { ok: true; value: Envelope } | { ok: false; reason: string } {
  const spec = EVENTS[name];
  if (typeof envelope !== 'object' || envelope === null) return { ok: false, reason: 'not an envelope' };
  const { version, payload } = envelope as Partial<Envelope>;
  if (version !== spec.version) return { ok: false, reason: `version ${String(version)} != ${spec.version}` };
  const parsed = spec.schema.safeParse(payload);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  return { ok: true, value: { ...(envelope as Envelope), payload: parsed.data } };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function createEventBus(
  report: InvalidEventReporter = defaultReporter,
  storage: Storage | null = browserStorage('local'),
): EventBus {
  // mitt carries raw envelopes; validation wraps both ends so a bad payload is never half-delivered.
  const emitter = mitt<Record<string, unknown>>();
  const lastSeen = new Map<EventName, Envelope>();
  const waiting = new Map<EventName, Envelope[]>();
  const watchers = new Map<EventName, Set<() => void>>();
  const kept = (Object.keys(EVENTS) as EventName[]).filter((name) => spec(name).kept);
  for (const name of kept) restore(name);

  const notify = (name: EventName) => {
    for (const listener of [...(watchers.get(name) ?? [])]) listener();
  };

  // Another tab kept a newer envelope (or cleared storage): this page's last() follows.
  if (storage && typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.storageArea !== storage) return;
      for (const name of kept) {
        if (event.key !== null && event.key !== keptEventKey(name)) continue;
        lastSeen.delete(name);
        restore(name);
        notify(name);
      }
    });
  }

  /** A stored envelope is checked like any other: storage is as untrusted as another team. */
  function restore(name: EventName): void {
    try {
      const raw = storage?.getItem(keptEventKey(name));
      if (raw == null) return;
      const result = check(name, parseJson(raw));
      if (result.ok && result.value.name === name) lastSeen.set(name, result.value);
      else storage?.removeItem(keptEventKey(name));
    } catch {
      // Blocked storage: the event is simply not known yet.
    }
  }

  return {
    publish(name, payload) {
      const envelope = { name, version: EVENTS[name].version, at: Date.now(), payload };
      const result = check(name, envelope);
      if (!result.ok) {
        report(name, result.reason);
        return false;
      }
      lastSeen.set(name, result.value);
      if (spec(name).kept) {
        try {
          storage?.setItem(keptEventKey(name), JSON.stringify(result.value));
        } catch {
          // Full or blocked storage: the event is still delivered, only not kept.
        }
      }
      if (spec(name).queued && !emitter.all.get(name)?.length) {
        waiting.set(name, [...(waiting.get(name) ?? []), result.value]);
      } else {
        emitter.emit(name, result.value);
      }
      notify(name);
      return true;
    },
    subscribe(name, handler) {
      const listener = (raw: unknown) => {
        const result = check(name, raw);
        if (!result.ok) {
          report(name, result.reason);
          return;
        }
        handler(result.value.payload as EventPayload<typeof name>, result.value as Envelope<typeof name>);
      };
      emitter.on(name, listener);
      const queued = waiting.get(name);
      waiting.delete(name);
      for (const envelope of queued ?? []) emitter.emit(name, envelope);
      return () => emitter.off(name, listener);
    },
    last(name) {
      return lastSeen.get(name) as Envelope<typeof name> | undefined;
    },
    watch(name, listener) {
      const set = watchers.get(name) ?? new Set();
      watchers.set(name, set.add(listener));
      return () => set.delete(listener);
    },
  };
}

/**
 * The page's one bus. Contracts are a federation singleton, so every app gets this same
 * instance; the global slot keeps it single even if a second copy of contracts were ever loaded.
 */
export const bus: EventBus = pageSingleton('event-bus', () => createEventBus());
