import '@testing-library/jest-dom';
import { render, renderHook, screen } from '@testing-library/react';
import { createDevHost, HostProvider, newErrorId, randomHex, useHost, type HostApi } from './host-api';

afterEach(() => jest.restoreAllMocks());

describe('useHost', () => {
  it('throws a clear error outside a HostProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useHost())).toThrow(/useHost\(\) outside a HostProvider/);
  });

  it('returns the provided host', () => {
    const host = createDevHost();
    const { result } = renderHook(() => useHost(), {
      wrapper: ({ children }) => <HostProvider value={host}>{children}</HostProvider>,
    });
    expect(result.current).toBe(host);
  });

  it('lets a component read auth from the host', () => {
    function Who() {
      const { auth } = useHost();
      return <p>{auth.status}</p>;
    }
    render(
      <HostProvider value={createDevHost({ auth: { status: 'loading', user: null, available: true, signOut: async () => undefined } })}>
        <Who />
      </HostProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});

describe('randomHex', () => {
  it.each([1, 6, 16, 32])('gives %i bytes as exactly twice as many lower-case hex digits', (bytes) => {
    for (let i = 0; i < 50; i++) expect(randomHex(bytes)).toMatch(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));
  });

  it('gives an empty string for 0 bytes', () => {
    expect(randomHex(0)).toBe('');
  });

  it("fills the bytes from the platform's CSPRNG (crypto.getRandomValues), one call per id", () => {
    const spy = jest.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.set([0x00, 0x0f, 0xa0, 0xff]);
      return array;
    });
    expect(randomHex(4)).toBe('000fa0ff');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[0]).toBeInstanceOf(Uint8Array);
    expect((spy.mock.calls[0]?.[0] as Uint8Array).length).toBe(4);
  });

  it('never repeats itself: 1,000 ids of 16 bytes are all distinct', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => randomHex(16)));
    expect(ids.size).toBe(1000);
  });
});

describe('newErrorId', () => {
  it('is ERR- and 12 uppercase hex digits', () => {
    for (let i = 0; i < 200; i++) expect(newErrorId()).toMatch(/^ERR-[0-9A-F]{12}$/);
  });

  it('is random', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newErrorId()));
    expect(ids.size).toBe(100);
  });

  it('keeps leading zero bytes (always 12 digits)', () => {
    jest.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.set([0, 1, 0x0a, 0xff, 0, 0x10]);
      return array;
    });
    expect(newErrorId()).toBe('ERR-00010AFF0010');
  });
});

describe('createDevHost', () => {
  it('defaults to a signed-out user without a backend', async () => {
    const host = createDevHost();
    expect(host.auth).toMatchObject({ status: 'signed-out', user: null, available: false });
    await expect(host.getSupabase()).resolves.toBeNull();
    expect(host.config).toBeNull();
  });

  it('its defaults log instead of throwing', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = createDevHost();
    host.notify({ kind: 'success', message: 'Saved' });
    host.logSecurityEvent({ type: 'auth_failure', email: 'a@example.com' });
    await expect(host.auth.signOut()).resolves.toBeUndefined();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('success: Saved'));
    expect(info).toHaveBeenCalledWith(expect.any(String), 'auth_failure');

    const failure = new Error('boom');
    const id = host.reportError(failure);
    expect(id).toMatch(/^ERR-[0-9A-F]{12}$/);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(id), failure);
  });

  it('applies overrides and keeps the other defaults', async () => {
    const notify = jest.fn();
    const reportError = jest.fn(() => 'ERR-000000000000');
    const auth: HostApi['auth'] = {
      status: 'signed-in',
      user: { id: 'u1', email: 'a@example.com', fullName: 'Amina', emailConfirmedAt: null, createdAt: null, lastSignInAt: null },
      available: true,
      signOut: jest.fn(async () => undefined),
    };
    const host = createDevHost({ notify, reportError, auth });
    expect(host.auth).toBe(auth);
    host.notify({ kind: 'info', message: 'hi' });
    expect(notify).toHaveBeenCalledWith({ kind: 'info', message: 'hi' });
    expect(host.reportError(new Error('x'))).toBe('ERR-000000000000');
    await expect(host.getSupabase()).resolves.toBeNull();
    expect(typeof host.logSecurityEvent).toBe('function');
  });

  it('returns a new host each time', () => {
    expect(createDevHost()).not.toBe(createDevHost());
  });
});
