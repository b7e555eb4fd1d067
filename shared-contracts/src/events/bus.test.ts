import { bus, createEventBus, EVENTS, keptEventKey, type EventBus, type EventPayload, type InvalidEventReporter } from './bus';
import type { ProductSummary } from '../entities';

const product: ProductSummary = {
  id: 'fp-1',
  name: 'Kitenge Print Maxi Dress',
  price: 2500,
  currency: 'KES',
  image: '/img/clothing.svg',
  category: 'clothing',
};

function setup(): { events: EventBus; report: jest.MockedFunction<InvalidEventReporter> } {
  const report = jest.fn<void, [string, string]>();
  return { events: createEventBus(report, null), report };
}

/** Publishes a payload the type system would refuse, as a remote built from an older contract could. */
function publishUnchecked(events: EventBus, name: keyof typeof EVENTS, payload: unknown): boolean {
  return events.publish(name, payload as EventPayload<typeof name>);
}

describe('createEventBus: valid events', () => {
  it('delivers a valid payload with its envelope (name, version, time)', () => {
    const { events, report } = setup();
    const handler = jest.fn();
    events.subscribe('cart:item-added', handler);
    const before = Date.now();

    expect(events.publish('cart:item-added', { product, quantity: 2 })).toBe(true);

    expect(handler).toHaveBeenCalledTimes(1);
    const [payload, envelope] = handler.mock.calls[0];
    expect(payload).toEqual({ product, quantity: 2 });
    expect(envelope).toMatchObject({ name: 'cart:item-added', version: EVENTS['cart:item-added'].version, payload });
    expect(envelope.at).toBeGreaterThanOrEqual(before);
    expect(envelope.at).toBeLessThanOrEqual(Date.now());
    expect(report).not.toHaveBeenCalled();
  });

  it('delivers each event only to the subscribers of that name', () => {
    const { events } = setup();
    const added = jest.fn();
    const changed = jest.fn();
    events.subscribe('cart:item-added', added);
    events.subscribe('cart:changed', changed);

    events.publish('cart:changed', { count: 3, subtotal: 12.5 });

    expect(added).not.toHaveBeenCalled();
    expect(changed).toHaveBeenCalledWith({ count: 3, subtotal: 12.5 }, expect.objectContaining({ name: 'cart:changed' }));
  });

  it('delivers to every subscriber of a name', () => {
    const { events } = setup();
    const first = jest.fn();
    const second = jest.fn();
    events.subscribe('support:chat-open', first);
    events.subscribe('support:chat-open', second);

    events.publish('support:chat-open', { source: 'header' });

    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('accepts every event of the catalogue with a valid payload', () => {
    const { events, report } = setup();
    expect(events.publish('cart:changed', { count: 0, subtotal: 0 })).toBe(true);
    expect(
      events.publish('auth:changed', {
        status: 'signed-in',
        user: { id: 'u1', email: 'a@example.com', fullName: null, emailConfirmedAt: null, createdAt: null, lastSignInAt: null },
      }),
    ).toBe(true);
    expect(events.publish('auth:changed', { status: 'signed-out', user: null })).toBe(true);
    expect(events.publish('support:chat-open', { source: 'home' })).toBe(true);
    expect(report).not.toHaveBeenCalled();
  });

  it('accepts quantities at both limits, 1 and 99', () => {
    const { events } = setup();
    expect(events.publish('cart:item-added', { product, quantity: 1 })).toBe(true);
    expect(events.publish('cart:item-added', { product, quantity: 99 })).toBe(true);
  });

  it('treats script-like strings as plain data, delivered unchanged', () => {
    const { events, report } = setup();
    const handler = jest.fn();
    events.subscribe('cart:item-added', handler);
    const hostile = { ...product, name: '<script>alert(1)</script>', image: 'javascript:alert(1)' };

    expect(events.publish('cart:item-added', { product: hostile, quantity: 1 })).toBe(true);

    expect(handler.mock.calls[0][0].product.name).toBe('<script>alert(1)</script>');
    expect(report).not.toHaveBeenCalled();
  });

  it('strips keys the schema does not know, at every level of the delivered payload', () => {
    const { events } = setup();
    const handler = jest.fn();
    events.subscribe('cart:item-added', handler);

    publishUnchecked(events, 'cart:item-added', {
      product: { ...product, secret: 'x', __proto_like: { evil: true } },
      quantity: 1,
      extra: 'ignored',
    });

    expect(handler).toHaveBeenCalledTimes(1);
    const [payload, envelope] = handler.mock.calls[0];
    expect(Object.keys(payload).sort()).toEqual(['product', 'quantity']);
    expect(Object.keys(payload.product).sort()).toEqual(['category', 'currency', 'id', 'image', 'name', 'price']);
    expect(envelope.payload).toEqual(payload);
  });

  it('does not let a subscriber alter what the publisher passed in (payload is a parsed copy)', () => {
    const { events } = setup();
    const original = { product: { ...product }, quantity: 1 };
    events.subscribe('cart:item-added', (payload) => {
      (payload as { quantity: number }).quantity = 50;
    });
    events.publish('cart:item-added', original);
    expect(original.quantity).toBe(1);
  });
});

describe('createEventBus: invalid payloads are dropped and reported', () => {
  const invalidItemAdded: Array<[string, unknown]> = [
    ['quantity 0', { product, quantity: 0 }],
    ['quantity 100', { product, quantity: 100 }],
    ['quantity -1', { product, quantity: -1 }],
    ['fractional quantity', { product, quantity: 1.5 }],
    ['quantity as a string', { product, quantity: '1' }],
    ['NaN price', { product: { ...product, price: Number.NaN }, quantity: 1 }],
    ['Infinity price', { product: { ...product, price: Number.POSITIVE_INFINITY }, quantity: 1 }],
    ['-Infinity price', { product: { ...product, price: Number.NEGATIVE_INFINITY }, quantity: 1 }],
    ['negative price', { product: { ...product, price: -1 }, quantity: 1 }],
    ['price as a string', { product: { ...product, price: '2500' }, quantity: 1 }],
    ['unknown currency', { product: { ...product, currency: 'EUR' }, quantity: 1 }],
    ['empty id', { product: { ...product, id: '' }, quantity: 1 }],
    ['id over 64 characters', { product: { ...product, id: 'x'.repeat(65) }, quantity: 1 }],
    ['empty name', { product: { ...product, name: '' }, quantity: 1 }],
    ['name over 200 characters', { product: { ...product, name: 'n'.repeat(201) }, quantity: 1 }],
    ['image over 2048 characters', { product: { ...product, image: 'i'.repeat(2049) }, quantity: 1 }],
    ['huge string (1 MB name)', { product: { ...product, name: 'A'.repeat(1_000_000) }, quantity: 1 }],
    ['category over 64 characters', { product: { ...product, category: 'c'.repeat(65) }, quantity: 1 }],
    ['missing product', { quantity: 1 }],
    ['product null', { product: null, quantity: 1 }],
    ['payload null', null],
    ['payload a string', 'cart'],
    ['payload undefined', undefined],
  ];

  it.each(invalidItemAdded)('cart:item-added with %s is refused, never delivered, and reported', (_label, payload) => {
    const { events, report } = setup();
    const handler = jest.fn();
    events.subscribe('cart:item-added', handler);

    expect(publishUnchecked(events, 'cart:item-added', payload)).toBe(false);

    expect(handler).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('cart:item-added', expect.any(String));
    expect(report.mock.calls[0]?.[1]).toMatch(/\S/);
    expect(events.last('cart:item-added')).toBeUndefined();
  });

  it('names the failing field in the reason', () => {
    const { events, report } = setup();
    publishUnchecked(events, 'cart:item-added', { product: { ...product, price: Number.NaN }, quantity: 1 });
    expect(report.mock.calls[0]?.[1]).toContain('product.price');

    publishUnchecked(events, 'cart:item-added', { product, quantity: 100 });
    expect(report.mock.calls[1]?.[1]).toContain('quantity');
  });

  it.each<[string, unknown]>([
    ['negative count', { count: -1, subtotal: 0 }],
    ['fractional count', { count: 1.5, subtotal: 0 }],
    ['negative subtotal', { count: 1, subtotal: -0.01 }],
    ['NaN subtotal', { count: 1, subtotal: Number.NaN }],
    ['Infinity subtotal', { count: 1, subtotal: Number.POSITIVE_INFINITY }],
  ])('cart:changed with %s is refused', (_label, payload) => {
    const { events, report } = setup();
    const handler = jest.fn();
    events.subscribe('cart:changed', handler);
    expect(publishUnchecked(events, 'cart:changed', payload)).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledWith('cart:changed', expect.any(String));
  });

  it.each<[string, unknown]>([
    ['unknown status', { status: 'admin', user: null }],
    ['missing user', { status: 'signed-out' }],
    [
      'user with empty id',
      {
        status: 'signed-in',
        user: { id: '', email: 'a@b.c', fullName: null, emailConfirmedAt: null, createdAt: null, lastSignInAt: null },
      },
    ],
  ])('auth:changed with %s is refused', (_label, payload) => {
    const { events, report } = setup();
    expect(publishUnchecked(events, 'auth:changed', payload)).toBe(false);
    expect(report).toHaveBeenCalledWith('auth:changed', expect.any(String));
  });

  it('support:chat-open with a source over 64 characters is refused', () => {
    const { events, report } = setup();
    expect(events.publish('support:chat-open', { source: 's'.repeat(65) })).toBe(false);
    expect(report).toHaveBeenCalledWith('support:chat-open', expect.any(String));
  });

  it('a refused event does not stop later valid ones', () => {
    const { events } = setup();
    const handler = jest.fn();
    events.subscribe('cart:item-added', handler);
    publishUnchecked(events, 'cart:item-added', { product, quantity: 0 });
    events.publish('cart:item-added', { product, quantity: 1 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0][0].quantity).toBe(1);
  });

  it('reports to console.error by default, naming the event', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const events = createEventBus();
      expect(publishUnchecked(events, 'cart:changed', { count: -5, subtotal: 0 })).toBe(false);
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toContain('cart:changed');
    } finally {
      error.mockRestore();
    }
  });

  it('every event in the catalogue has a positive integer version', () => {
    for (const spec of Object.values(EVENTS)) {
      expect(Number.isInteger(spec.version)).toBe(true);
      expect(spec.version).toBeGreaterThan(0);
    }
  });
});

describe('createEventBus: subscriptions and last()', () => {
  it('unsubscribe stops delivery to that handler only', () => {
    const { events } = setup();
    const kept = jest.fn();
    const dropped = jest.fn();
    events.subscribe('cart:changed', kept);
    const off = events.subscribe('cart:changed', dropped);

    events.publish('cart:changed', { count: 1, subtotal: 1 });
    off();
    events.publish('cart:changed', { count: 2, subtotal: 2 });

    expect(dropped).toHaveBeenCalledTimes(1);
    expect(kept).toHaveBeenCalledTimes(2);
  });

  it('unsubscribing twice is harmless', () => {
    const { events } = setup();
    const handler = jest.fn();
    const off = events.subscribe('cart:changed', handler);
    off();
    expect(() => off()).not.toThrow();
    events.publish('cart:changed', { count: 1, subtotal: 1 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('last() is undefined before any event, then the last valid envelope', () => {
    const { events } = setup();
    expect(events.last('cart:changed')).toBeUndefined();

    events.publish('cart:changed', { count: 1, subtotal: 10 });
    events.publish('cart:changed', { count: 2, subtotal: 20 });
    publishUnchecked(events, 'cart:changed', { count: -1, subtotal: 20 });

    expect(events.last('cart:changed')).toMatchObject({
      name: 'cart:changed',
      version: EVENTS['cart:changed'].version,
      payload: { count: 2, subtotal: 20 },
    });
  });

  it('last() is kept per event name and holds the stripped payload', () => {
    const { events } = setup();
    publishUnchecked(events, 'support:chat-open', { source: 'faq', extra: 1 });
    expect(events.last('support:chat-open')?.payload).toEqual({ source: 'faq' });
    expect(events.last('cart:changed')).toBeUndefined();
  });

  it('last() works without any subscriber (a remote mounted later catches up)', () => {
    const { events } = setup();
    events.publish('auth:changed', { status: 'signed-out', user: null });
    const late = jest.fn();
    events.subscribe('auth:changed', late);
    expect(late).not.toHaveBeenCalled();
    expect(events.last('auth:changed')?.payload).toEqual({ status: 'signed-out', user: null });
  });

  it('two buses are independent', () => {
    const a = setup().events;
    const b = setup().events;
    const handler = jest.fn();
    b.subscribe('cart:changed', handler);
    a.publish('cart:changed', { count: 1, subtotal: 1 });
    expect(handler).not.toHaveBeenCalled();
    expect(b.last('cart:changed')).toBeUndefined();
  });
});

describe('the page bus', () => {
  const KEY = Symbol.for('@marketplace/contracts@2:event-bus');

  it('is one instance kept on globalThis, shared by separately loaded copies of the module', () => {
    let first: EventBus | undefined;
    let second: EventBus | undefined;
    jest.isolateModules(() => {
      first = (jest.requireActual('./bus') as typeof import('./bus')).bus;
    });
    jest.isolateModules(() => {
      second = (jest.requireActual('./bus') as typeof import('./bus')).bus;
    });
    expect(first).toBeDefined();
    expect(first).toBe(second);
    expect(first).toBe(bus);
    expect((globalThis as unknown as Record<symbol, unknown>)[KEY]).toBe(bus);
  });

  it('delivers across copies: a subscriber from one copy hears a publish from another', () => {
    let other: EventBus | undefined;
    jest.isolateModules(() => {
      other = (jest.requireActual('./bus') as typeof import('./bus')).bus;
    });
    const handler = jest.fn();
    const off = bus.subscribe('support:chat-open', handler);
    other?.publish('support:chat-open', { source: 'other-copy' });
    off();
    expect(handler).toHaveBeenCalledWith({ source: 'other-copy' }, expect.anything());
  });
});

describe('queued events (cart:item-added): published before the owner subscribes', () => {
  it('wait and reach the first subscriber in order, once', () => {
    const { events } = setup();
    events.publish('cart:item-added', { product, quantity: 1 });
    events.publish('cart:item-added', { product, quantity: 2 });
    const first = jest.fn();
    events.subscribe('cart:item-added', first);
    expect(first.mock.calls.map(([payload]) => payload.quantity)).toEqual([1, 2]);
    const second = jest.fn();
    events.subscribe('cart:item-added', second);
    expect(second).not.toHaveBeenCalled();
  });

  it('are not queued for an event without the flag', () => {
    const { events } = setup();
    events.publish('support:chat-open', { source: 'early' });
    const handler = jest.fn();
    events.subscribe('support:chat-open', handler);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('kept events (cart:changed): the last envelope outlives the page', () => {
  afterEach(() => localStorage.clear());

  it('a new bus (the next page load) answers last() from storage before anyone publishes', () => {
    createEventBus(jest.fn(), localStorage).publish('cart:changed', { count: 4, subtotal: 9000 });
    const next = createEventBus(jest.fn(), localStorage);
    expect(next.last('cart:changed')?.payload).toEqual({ count: 4, subtotal: 9000 });
    expect(next.last('support:chat-open')).toBeUndefined();
  });

  it.each([
    ['not JSON', '{oops'],
    ['an invalid payload', JSON.stringify({ name: 'cart:changed', version: 1, at: 1, payload: { count: -1, subtotal: 0 } })],
    ['another version', JSON.stringify({ name: 'cart:changed', version: 2, at: 1, payload: { count: 1, subtotal: 0 } })],
  ])('a stored envelope that is %s is ignored and removed', (_label, raw) => {
    localStorage.setItem(keptEventKey('cart:changed'), raw);
    expect(createEventBus(jest.fn(), localStorage).last('cart:changed')).toBeUndefined();
    expect(localStorage.getItem(keptEventKey('cart:changed'))).toBeNull();
  });

  it('a storage that throws costs only persistence', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    const events = createEventBus(jest.fn(), blocked);
    expect(events.publish('cart:changed', { count: 1, subtotal: 1 })).toBe(true);
    expect(events.last('cart:changed')?.payload.count).toBe(1);
  });
});

describe('watch: hearing that an event happened', () => {
  it('hears a valid publish and not an invalid one', () => {
    const { events } = setup();
    const watcher = jest.fn();
    events.watch('cart:changed', watcher);
    events.publish('cart:changed', { count: 1, subtotal: 1 });
    publishUnchecked(events, 'cart:changed', { count: -1, subtotal: 1 });
    expect(watcher).toHaveBeenCalledTimes(1);
  });

  it('does not take a queued event from its queue: the first subscriber still receives it', () => {
    const { events } = setup();
    const watcher = jest.fn();
    events.watch('cart:item-added', watcher);
    events.publish('cart:item-added', { product, quantity: 3 });
    expect(watcher).toHaveBeenCalledTimes(1);

    const handler = jest.fn();
    events.subscribe('cart:item-added', handler);
    expect(handler).toHaveBeenCalledWith({ product, quantity: 3 }, expect.anything());
  });

  it('stops hearing once unwatched', () => {
    const { events } = setup();
    const watcher = jest.fn();
    const unwatch = events.watch('support:chat-open', watcher);
    unwatch();
    events.publish('support:chat-open', { source: 'header' });
    expect(watcher).not.toHaveBeenCalled();
  });
});

describe("kept events follow another tab's storage (the storage event)", () => {
  afterEach(() => localStorage.clear());

  /** What another tab leaves in storage when it publishes cart:changed. */
  const keptByAnotherTab = (count: number) =>
    localStorage.setItem(
      keptEventKey('cart:changed'),
      JSON.stringify({ name: 'cart:changed', version: 1, at: 1, payload: { count, subtotal: 10 } }),
    );

  const storageEvent = (key: string | null, storageArea: Storage) =>
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea }));

  it("a change of the kept event's key in the bus's storage updates last() and notifies its watchers", () => {
    const events = createEventBus(jest.fn(), localStorage);
    const watcher = jest.fn();
    events.watch('cart:changed', watcher);

    keptByAnotherTab(7);
    storageEvent(keptEventKey('cart:changed'), localStorage);

    expect(events.last('cart:changed')?.payload).toEqual({ count: 7, subtotal: 10 });
    expect(watcher).toHaveBeenCalledTimes(1);
  });

  it('storage cleared in another tab (key null) empties last()', () => {
    const events = createEventBus(jest.fn(), localStorage);
    events.publish('cart:changed', { count: 2, subtotal: 5 });

    localStorage.clear();
    storageEvent(null, localStorage);

    expect(events.last('cart:changed')).toBeUndefined();
  });

  it('a storage event from another storage area (sessionStorage) is ignored', () => {
    const events = createEventBus(jest.fn(), localStorage);
    events.publish('cart:changed', { count: 2, subtotal: 5 });
    const watcher = jest.fn();
    events.watch('cart:changed', watcher);

    keptByAnotherTab(7);
    storageEvent(keptEventKey('cart:changed'), sessionStorage);

    expect(events.last('cart:changed')?.payload).toEqual({ count: 2, subtotal: 5 });
    expect(watcher).not.toHaveBeenCalled();
  });
});
